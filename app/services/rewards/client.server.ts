import type { ProgrammeDates } from "~/domain/rewards/programme";
import type { RequirementsStanding } from "~/domain/rewards/requirements";
import { env } from "~/env.server";
import type { Deliver } from "~/store/outbox-rules.server";

import { cache, cacheKey } from "../cache.server";
import { isUpstreamError } from "../errors";
import { http } from "../http.server";
import {
  activities,
  type Activity,
  programmeConfig,
  redemptionCreated,
  type RedemptionRequest,
  redemptionRequest,
  redemptionRequestList,
  redemptionSubmission,
  requirementsStanding,
  type RewardsGrower,
  rewardsGrower,
} from "./contract";

/**
 * The US rewards upstream (spec 000 §7). The programme's dates are the same for
 * every grower: cached 10 minutes. A grower's standing is never cached: the
 * redemption wizard checks amounts against today's balance.
 */
const UPSTREAM = "us-rewards";
const TEN_MIN = 600_000;

function endpoint(path: string): URL {
  return new URL(path, env.US_REWARDS_API_URL.replace(/\/?$/, "/"));
}

export function getProgrammeDates(): Promise<ProgrammeDates> {
  return cache.get(
    cacheKey({ upstream: UPSTREAM, call: "config", locale: "any" }),
    { ttlMs: TEN_MIN, staleMs: TEN_MIN, name: "us-rewards-config" },
    async () => {
      const config = await http.request({
        upstream: UPSTREAM,
        name: "us-rewards-config",
        url: endpoint("config"),
        schema: programmeConfig,
        timeoutMs: 3_000,
        deadlineMs: 3_500,
      });
      return config.bprConfigs;
    },
  );
}

/** The grower's standing in the programme; a grower the programme does not know is simply not enrolled. */
export async function getRewardsGrower(growerId: string): Promise<RewardsGrower> {
  try {
    return await http.request({
      upstream: UPSTREAM,
      name: "us-rewards-grower",
      url: endpoint(`growers/${encodeURIComponent(growerId)}`),
      schema: rewardsGrower,
      timeoutMs: 3_000,
      deadlineMs: 3_500,
    });
  } catch (error) {
    if (isUpstreamError(error) && error.kind === "status" && error.status === 404) {
      return { growerId, enrolled: false, headGrower: false, availableRewardsCents: 0 };
    }
    throw error;
  }
}

// ── Rewards widget: requirements, activities, enrolment (decision 0028) ─────────────

/** A head grower's standing against the minimum requirements: never cached (a purchase shows at once). */
export function getRequirements(growerId: string): Promise<RequirementsStanding> {
  return http.request({
    upstream: UPSTREAM,
    name: "us-rewards-requirements",
    url: endpoint(`growers/${encodeURIComponent(growerId)}/requirements`),
    schema: requirementsStanding,
    timeoutMs: 3_000,
    deadlineMs: 3_500,
  });
}

/** The grower's activities, newest first: never cached, as their standing. */
export async function getActivities(growerId: string): Promise<Activity[]> {
  const answer = await http.request({
    upstream: UPSTREAM,
    name: "us-rewards-activities",
    url: endpoint(`growers/${encodeURIComponent(growerId)}/activities`),
    schema: activities,
    timeoutMs: 3_000,
    deadlineMs: 3_500,
  });
  return answer.activities;
}

/** Where the outbox delivers an enrolment (DELIVERIES["us-rewards-enrolment"]). */
export function enrolmentsUrl(): string {
  return endpoint("enrolments").href;
}

// ── Redemption requests ───────────────────────────────────────────────────────
// Never cached: a request the grower just made must show, and its status moves.

/** The grower's redemption requests, newest first. */
export async function listRedemptionRequests(growerId: string): Promise<RedemptionRequest[]> {
  const { requests } = await http.request({
    upstream: UPSTREAM,
    name: "us-rewards-redemptions",
    url: endpoint(`growers/${encodeURIComponent(growerId)}/redemptions`),
    schema: redemptionRequestList,
    timeoutMs: 3_000,
    deadlineMs: 3_500,
  });
  return requests;
}

/** One of the grower's requests, or null when they have none of that id. */
export async function getRedemptionRequest(growerId: string, requestId: string): Promise<RedemptionRequest | null> {
  try {
    return await http.request({
      upstream: UPSTREAM,
      name: "us-rewards-redemption",
      url: endpoint(`growers/${encodeURIComponent(growerId)}/redemptions/${encodeURIComponent(requestId)}`),
      schema: redemptionRequest,
      timeoutMs: 3_000,
      deadlineMs: 3_500,
    });
  } catch (error) {
    if (isUpstreamError(error) && error.kind === "status" && error.status === 404) return null;
    throw error;
  }
}

/**
 * The outbox's delivery of a redemption (deliveries.server.ts: "us-rewards-redemption"): POST /redemptions with the
 * submission's key as Idempotency-Key. Its own breaker name, so failed deliveries never open the reads' circuit
 * (decision 0029). The programme's request id is kept with the submission: once the list shows that id, the
 * request counts there and no longer as one of the outbox's (decision 0052).
 */
export const deliverRedemption: Deliver = async (payload, { key }) => {
  const created = await http.request({
    upstream: "us-rewards-redemptions",
    name: "us-rewards-redemptions submit",
    url: endpoint("redemptions"),
    method: "POST",
    headers: { "idempotency-key": key },
    body: redemptionSubmission.parse(payload),
    schema: redemptionCreated,
    timeoutMs: 10_000,
    deadlineMs: 10_000,
  });
  return { reference: created.requestId };
};
