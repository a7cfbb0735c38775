import { createHash } from "node:crypto";

import type { OutboxState } from "~/domain/receipt-state";
import { isUpstreamError } from "~/services/errors";

/**
 * The outbox's rules (docs/decisions/0018-outbox.md), apart from its storage and its worker (outbox.server.ts): what a
 * submission's receipt and refusal are, which failures are final, the limits, the retry schedule, and the
 * fingerprint that tells one submission from another under the same key.
 */

/**
 * What a delivery says back when it has more to say than "done": the upstream's own reference for what it accepted
 * (a request id), or that the submission is not to go yet and waits until `notBefore` without spending an attempt
 * (an alert that came due again inside the grower's quiet hours).
 */
type Delivered = { reference: string } | { notBefore: Date };

/** Delivers one submission to its upstream; `key` must go along (the Idempotency-Key header). */
export type Deliver = (payload: unknown, context: { key: string; attempt: number }) => Promise<Delivered | void>;

export interface Receipt {
  key: string;
  kind: string;
  state: OutboxState;
  attempts: number;
  receivedAt: string;
  sentAt: string | null;
  /** Who sent it, signed in (null for a submission made signed out). */
  grower: string | null;
  /** Why the upstream refused it for good, in its words, when it said (a failed submission only). */
  refusal: Refusal | null;
  /** The upstream's own name for it once delivered, when it gave one (a redemption's request number). */
  reference: string | null;
}

/** An upstream's reason for refusing a submission, and the field of the form it concerns when it named one. */
export interface Refusal {
  message: string;
  field: string | null;
}

/** The reason to keep from a delivery's error: only an upstream's own words on a refusal (a 4xx) count. */
export function refusalOf(error: unknown): Refusal | null {
  if (!isPermanentFailure(error) || !isUpstreamError(error) || !error.upstreamMessage) return null;
  return { message: error.upstreamMessage.slice(0, 500), field: error.upstreamField?.slice(0, 100) ?? null };
}

/** The same key came back with a different submission: refused, nothing stored (422). */
export class IdempotencyConflictError extends Error {
  override readonly name = "IdempotencyConflictError";
  readonly status = 422;
}

/** A payload larger than any form sends: refused before it is stored (413). */
export class PayloadTooLargeError extends Error {
  override readonly name = "PayloadTooLargeError";
  readonly status = 413;
}

/** An upstream that refused the submission as such (a 4xx): retrying would not change its answer. */
export function isPermanentFailure(error: unknown): boolean {
  if (!isUpstreamError(error) || error.kind !== "status" || !error.status) return false;
  return error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429;
}

export const MAX_PAYLOAD_BYTES = 64 * 1024;

/**
 * A grower's submission the upstream may not list yet (enqueueAdmitted, recentFor): not delivered, or delivered
 * recently, with the upstream's reference for it when it gave one, so the caller can tell whether its list has it.
 */
export interface RecentSubmission {
  payload: unknown;
  reference: string | null;
  /** When it was stored (an invoice's duplicate names it, issue 32). */
  receivedAt: string;
}

/**
 * A check a submission must pass beside the same grower's recent ones of its kind (enqueueAdmitted), e.g. a
 * redemption against what is left of the balance (decision 0052).
 */
export interface Admission {
  /** Delivered submissions count from this instant on (older ones are in the upstream's own list). */
  since: Date;
  /** Whether the submission fits beside the grower's recent submissions of its kind. */
  admits(recent: RecentSubmission[]): boolean;
}

export const OUTBOX_MAX_ATTEMPTS = 10;

/**
 * How long a settled submission (sent, or failed for good) is kept after it
 * settled: its receipt link works and its key still finds it (a replay is still
 * the first submission) for 90 days, far past any retry, refresh or back button.
 * After that the row is deleted, so the table holds what is recent.
 */
export const OUTBOX_KEEP_SETTLED_MS = 90 * 24 * 3_600_000;
/** 5 s, 10 s, 20 s … doubling up to 15 minutes: ten attempts span about 40 minutes. */
export function outboxBackoffMs(attempt: number, firstMs = 5_000): number {
  return Math.min(firstMs * 2 ** (attempt - 1), 900_000);
}

export function fingerprint(kind: string, payloadJson: string): string {
  return createHash("sha256").update(kind).update("\u0000").update(payloadJson).digest("hex");
}

/** JSON with sorted object keys, so the same form fields in another order are the same submission. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}
