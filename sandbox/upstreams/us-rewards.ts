import { createHash } from "node:crypto";

import express from "express";

import { redemptionContext } from "../../app/domain/rewards/available-rewards";
import { redeemableShareAt, windowOpenedAt } from "../../app/domain/rewards/programme";
import { checkRewardsAmount, takesRewards } from "../../app/domain/rewards/redemption-rules";
import {
  enrolmentRequest,
  type RedemptionRequest,
  redemptionStatus,
  type RedemptionSubmission,
  redemptionSubmission,
} from "../../app/services/rewards/contract";
import {
  activitiesFor,
  programmeDatesFor,
  requirementsFor,
  rewardsGrowerFor,
  seededRedemptionsFor,
} from "../data/us-rewards";
import type { Collection, JsonStore } from "../store";
import type { Upstream, UpstreamFactory } from "./types";

/**
 * The US rewards upstream (spec 000 §3 §7; contract in app/services/rewards/contract.ts):
 *
 *   GET /us-rewards/config               → { bprConfigs } (dates relative to today: sandbox/data/us-rewards.ts)
 *   GET /us-rewards/growers/:growerId    → the grower's standing, or 404
 *   redemption requests: see the block at the end
 *
 * The rewards widget's routes (rewardsWidgetRoutes, below) come first: a grower
 * enrolled here answers as enrolled before the demo data is read.
 */
export const createUsRewardsUpstream: UpstreamFactory = ({ origin, store }): Upstream => {
  const router = express.Router();
  const widget = rewardsWidgetRoutes(store);
  router.use(widget.routes);
  redemptionReads(router, store.collection<StoredRedemption>(REDEMPTIONS));
  router.get("/config", (_req, res) => {
    res.json({ bprConfigs: programmeDatesFor() });
  });
  router.get("/growers/:growerId", (req, res) => {
    const grower = rewardsGrowerFor(req.params.growerId);
    if (!grower) return void res.status(404).json({ message: "Grower not found" });
    res.json(grower);
  });
  router.use((_req, res) => {
    res.status(404).json({ message: "Not found" });
  });
  return {
    name: "us-rewards",
    mountPath: "/us-rewards",
    handler: router,
    admin: widget.admin,
    env: { US_REWARDS_API_URL: `${origin}/us-rewards` },
  };
};

// ── Rewards widget: requirements, activities, enrolment (decision 0028) ─────────────

interface StoredEnrolment {
  growerId: string;
  enrolmentId: string;
  /** SHA-256 of the body the key first came with (a key reused with another body is refused). */
  fingerprint: string;
}

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{8,255}$/;

/**
 *   GET  /growers/:growerId               enrolled here → an enrolled head grower with nothing earned yet
 *   GET  /growers/:growerId/requirements  → the requirements' standing; 404 when not enrolled
 *   GET  /growers/:growerId/activities    → { activities } newest first; 404 when not enrolled
 *   POST /enrolments { growerId }         + Idempotency-Key (as marketing-forms): first → 201 { enrolmentId };
 *                                         same key and body → the first answer (Idempotent-Replayed);
 *                                         same key, other body → 422; no key → 400; a grower the programme
 *                                         does not know → 404; one already enrolled → 200 { enrolmentId } (no effect)
 * Admin: GET /_sandbox/us-rewards/enrolments lists the enrolments made here (one per grower);
 * DELETE /_sandbox/us-rewards/enrolments/:growerId forgets one (tests enrol again).
 */
function rewardsWidgetRoutes(store: JsonStore) {
  const enrolled = store.collection<{ enrolmentId: string }>("us-rewards:enrolled");
  const byKey = store.collection<StoredEnrolment>("us-rewards:enrolment-keys");
  const standing = (growerId: string) =>
    enrolled.has(growerId)
      ? { growerId, enrolled: true, headGrower: true, availableRewardsCents: 0 }
      : rewardsGrowerFor(growerId);

  const routes = express.Router();
  routes.get("/growers/:growerId", (req, res, next) => {
    if (!enrolled.has(req.params.growerId)) return next();
    res.json(standing(req.params.growerId));
  });
  routes.get("/growers/:growerId/requirements", (req, res) => {
    if (!standing(req.params.growerId)?.enrolled) return void res.status(404).json({ message: "Not enrolled" });
    res.json(requirementsFor(req.params.growerId));
  });
  routes.get("/growers/:growerId/activities", (req, res) => {
    if (!standing(req.params.growerId)?.enrolled) return void res.status(404).json({ message: "Not enrolled" });
    res.json({ activities: enrolled.has(req.params.growerId) ? [] : activitiesFor(req.params.growerId) });
  });
  routes.post("/enrolments", express.json({ limit: "16kb" }), (req, res) => {
    const key = req.get("idempotency-key") ?? "";
    if (!IDEMPOTENCY_KEY.test(key)) return void res.status(400).json({ message: "Idempotency-Key header required" });
    const parsed = enrolmentRequest.safeParse(req.body);
    if (!parsed.success) return void res.status(400).json({ message: "growerId required" });
    const { growerId } = parsed.data;
    const fingerprint = createHash("sha256").update(JSON.stringify(req.body)).digest("hex");
    const first = byKey.get(key);
    if (first) {
      if (first.fingerprint !== fingerprint) {
        return void res.status(422).json({ message: "Idempotency-Key reused with a different body" });
      }
      return void res.status(201).set("idempotent-replayed", "true").json({ enrolmentId: first.enrolmentId });
    }
    const current = standing(growerId);
    if (!current) return void res.status(404).json({ message: "Grower not found" });
    if (current.enrolled) {
      const enrolmentId = enrolled.get(growerId)?.enrolmentId ?? `EN-${growerId}`;
      return void res.status(200).json({ enrolmentId });
    }
    const enrolmentId = `EN-${growerId}-${enrolled.entries().length + 1}`;
    enrolled.set(growerId, { enrolmentId });
    byKey.set(key, { growerId, enrolmentId, fingerprint });
    res.status(201).json({ enrolmentId });
  });

  const admin = express.Router();
  admin.get("/enrolments", (_req, res) => {
    res.json(enrolled.entries().map(([growerId, value]) => ({ growerId, enrolmentId: value.enrolmentId })));
  });
  admin.delete("/enrolments/:growerId", (req, res) => {
    enrolled.delete(req.params.growerId);
    res.status(204).end();
  });
  return { routes, admin };
}

// ── Redemption requests ───────────────────────────────────────────────────────
//
//   POST /us-rewards/redemptions + Idempotency-Key   (the portal's outbox delivers here)
//     first time with a key → 201 { requestId }, the request Submitted today (the one effect)
//     same key, same body   → 201 the first answer again, Idempotent-Replayed: true
//     same key, other body  → 422; no key or a malformed one → 400; a body off the contract → 400
//     a grower the programme does not let redeem, or rewards over what is left (earlier requests counted) → 422
//   GET /us-rewards/growers/:growerId/redemptions              → { requests }, newest first
//   GET /us-rewards/growers/:growerId/redemptions/:requestId   → the request, or 404
//
// The POST is its own emulated upstream, "us-rewards-redemptions", mounted on the same address before
// "us-rewards": a test can make the deliveries fail (fault injection is per upstream) while every
// read, the rewards page's included, still answers. Admin: GET /_sandbox/us-rewards-redemptions/
// lists the effects (one per key).

interface StoredRedemption {
  fingerprint: string;
  growerId: string;
  request: RedemptionRequest;
}

const REDEMPTIONS = "us-rewards:redemptions";
const KEY = /^[\x21-\x7e]{8,255}$/;
/** Created requests' ids follow the seeded ones (RR-2xxxx). */
const FIRST_CREATED_ID = 30_001;

/** A grower's requests, newest first: those made here, then the seeded ones. */
function requestsOf(created: Collection<StoredRedemption>, growerId: string): RedemptionRequest[] {
  return [
    ...created
      .entries()
      .filter(([, stored]) => stored.growerId === growerId)
      .map(([, stored]) => stored.request),
    ...seededRedemptionsFor(growerId),
  ].sort((a, b) => b.history[0].at.localeCompare(a.history[0].at));
}

function redemptionReads(router: express.Router, created: Collection<StoredRedemption>) {
  router.get("/growers/:growerId/redemptions", (req, res) => {
    res.json({ requests: requestsOf(created, req.params.growerId) });
  });

  router.get("/growers/:growerId/redemptions/:requestId", (req, res) => {
    const request = requestsOf(created, req.params.growerId).find((r) => r.requestId === req.params.requestId);
    if (!request) return void res.status(404).json({ message: "Request not found" });
    res.json(request);
  });
}

export const createUsRewardsRedemptionsUpstream: UpstreamFactory = ({ store }): Upstream => {
  const created = store.collection<StoredRedemption>(REDEMPTIONS);
  const router = express.Router();
  router.post("/", express.json({ limit: "64kb" }), (req, res) => {
    const key = req.get("idempotency-key") ?? "";
    if (!KEY.test(key)) return void res.status(400).json({ message: "Idempotency-Key header required" });
    const parsed = redemptionSubmission.safeParse(req.body);
    if (!parsed.success) return void res.status(400).json({ message: "Body does not match the contract" });
    const fingerprint = createHash("sha256").update(JSON.stringify(parsed.data)).digest("hex");
    const first = created.get(key);
    if (first) {
      if (first.fingerprint !== fingerprint) {
        return void res.status(422).json({ message: "Idempotency-Key reused with a different body" });
      }
      return void res.status(201).set("idempotent-replayed", "true").json({ requestId: first.request.requestId });
    }
    const refusal = refusalOf(parsed.data, requestsOf(created, parsed.data.growerId));
    if (refusal) return void res.status(422).json({ message: refusal });
    const { growerId, ...submitted } = parsed.data;
    const request: RedemptionRequest = {
      ...submitted,
      requestId: `RR-${FIRST_CREATED_ID + created.entries().length}`,
      status: "Submitted",
      history: [{ status: "Submitted", at: new Date().toISOString() }],
    };
    created.set(key, { fingerprint, growerId, request });
    res.status(201).json({ requestId: request.requestId });
  });
  const admin = express.Router();
  admin.get("/", (_req, res) => {
    res.json(created.entries().map(([key, stored]) => ({ key, growerId: stored.growerId, request: stored.request })));
  });
  // The programme moving a request on (alerts, issue 30): POST /{requestId}/status {status} adds it to the history.
  admin.post("/:requestId/status", express.json(), (req, res) => {
    const status = redemptionStatus.safeParse((req.body as { status?: unknown })?.status);
    const entry = created.entries().find(([, stored]) => stored.request.requestId === req.params.requestId);
    if (!status.success || !entry) return void res.status(404).json({ message: "No such request or status" });
    const [key] = entry;
    created.update(key, (stored) => ({
      ...stored,
      request: {
        ...stored.request,
        status: status.data,
        history: [...stored.request.history, { status: status.data, at: new Date().toISOString() }],
      },
    }));
    res.status(204).end();
  });
  return { name: "us-rewards-redemptions", mountPath: "/us-rewards/redemptions", handler: router, admin, env: {} };
};

/**
 * Why the programme refuses a request as such: the portal checks the same rule before it stores one (decision 0052),
 * so this answers a request the portal kept while the programme could not be read, or one made some other way.
 * The grower's earlier requests count as they do in the portal (app/domain/rewards/available-rewards.ts).
 */
function refusalOf(submission: RedemptionSubmission, earlier: readonly RedemptionRequest[]): string | null {
  const grower = rewardsGrowerFor(submission.growerId);
  if (!grower?.enrolled || !grower.headGrower) return "Only enrolled head growers may redeem";
  if (!takesRewards(submission.type)) return null;
  const dates = programmeDatesFor();
  const now = new Date();
  const context = redemptionContext({
    balanceCents: grower.availableRewardsCents,
    share: redeemableShareAt(dates, now),
    windowOpenedAt: windowOpenedAt(dates, now),
    requests: earlier.map((request) => ({
      status: request.status,
      rewardsCents: request.rewardsCents,
      madeAt: request.history[0].at,
    })),
    unsentCents: [],
  });
  if (checkRewardsAmount(submission.type, submission.rewardsCents, context))
    return "Rewards over what is left to redeem";
  return null;
}
