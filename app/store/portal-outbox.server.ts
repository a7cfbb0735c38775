import { sessionUser } from "~/auth/user.server";
import { env } from "~/env.server";
import { markPerVisit } from "~/services/request-context.server";

import { DELIVERIES } from "./deliveries.server";
import { createOutbox, type Outbox } from "./outbox.server";
import {
  type Admission,
  type IdempotencyConflictError,
  outboxBackoffMs,
  type PayloadTooLargeError,
  type Receipt,
  type RecentSubmission,
} from "./outbox-rules.server";
import { portalStore } from "./portal-store.server";
import { looksLikeSubmissionKey, submissionKeys } from "./submission-key.server";
import { SUBMISSION_KEY_FIELD } from "./submission-key-field";

/**
 * The portal's outbox and the small API features use to submit something:
 *
 *   loader:  `submissionKey("newsletter")` → a hidden input named SUBMISSION_KEY_FIELD in the form
 *   action:  `const receipt = await acceptSubmission(formData, "newsletter", payload)`,
 *            then `redirect(receiptPath, 303)`; the receipt page reads `submissionReceipt(key)`.
 */
const keys = submissionKeys(env.SESSION_SECRET);
const global = globalThis as typeof globalThis & { __surcoOutbox?: Promise<Outbox> };

export function portalOutbox(): Promise<Outbox> {
  const firstRetryMs = env.OUTBOX_FIRST_RETRY_MS;
  global.__surcoOutbox ??= portalStore().then((store) =>
    createOutbox(store, {
      deliveries: DELIVERIES,
      backoffMs: (attempt) => outboxBackoffMs(attempt, firstRetryMs),
      // A retry is picked up by the worker's next pass: never wait longer for the pass than for the retry.
      pollMs: Math.min(2_000, firstRetryMs),
    }),
  );
  global.__surcoOutbox.catch(() => {
    global.__surcoOutbox = undefined;
  });
  return global.__surcoOutbox;
}

/**
 * A fresh idempotency key for one form of this kind (issued with the form, in a hidden field). The page that
 * carries it is this visit's alone: no cache may give the same key to another visitor (app/http-cache).
 */
export function submissionKey(kind: string): string {
  markPerVisit();
  return keys.issue(kind);
}

/**
 * Stores the submission under the form's key, or finds the first one stored
 * under it. Bad input answers a clear 4xx and stores nothing: a missing,
 * malformed or unknown key is 400, the key reused with other data 422, a payload
 * larger than any form sends 413. `grower` is the signed-in grower's id, if
 * any: their home lists what is still waiting. With an `admission` (a grower's
 * request checked against what is left, decision 0052) it answers null, storing
 * nothing, when the submission does not fit beside the grower's earlier ones.
 */
export async function acceptSubmission(
  formData: FormData,
  kind: string,
  payload: unknown,
  grower: string | null = null,
  admission?: Admission,
): Promise<Receipt | null> {
  const key = keys.verify(kind, formData.get(SUBMISSION_KEY_FIELD));
  if (!key) throw new Response("Missing or malformed idempotency key", { status: 400 });
  if (admission && !grower) throw new Error(`An admission checks a signed-in grower's submissions: ${kind}`);
  const outbox = await portalOutbox();
  try {
    if (admission && grower) return await outbox.enqueueAdmitted(kind, key, payload, { grower, admission });
    return await outbox.enqueue(kind, key, payload, { grower });
  } catch (error) {
    if (isRefusal(error)) throw new Response(error.message, { status: error.status });
    throw error;
  }
}

/**
 * The outbox's refusals, by name: in the production build the store's classes
 * are bundled twice (the server's chunk and Remix's build), so `instanceof`
 * fails for an error thrown by the other copy and a refusal became a 500.
 */
const REFUSAL_NAMES: ReadonlySet<string> = new Set(["IdempotencyConflictError", "PayloadTooLargeError"]);
function isRefusal(error: unknown): error is IdempotencyConflictError | PayloadTooLargeError {
  return error instanceof Error && REFUSAL_NAMES.has(error.name);
}

/**
 * The receipt of a submission, for the one who may see it, or null (the page's 404): a key that holds none (a
 * well-formed key is 43 characters), or a submission a signed-in grower made, asked for by anyone else (issue 26).
 * One made signed out (a newsletter sign-up) has no owner to check: its unguessable key is the access.
 */
export async function submissionReceipt(request: Request, key: string): Promise<Receipt | null> {
  if (!looksLikeSubmissionKey(key)) return null;
  const receipt = await (await portalOutbox()).receipt(key);
  if (!receipt || receipt.grower === null) return receipt;
  return receipt.grower === (await sessionUser(request))?.id ? receipt : null;
}

/** What a submission carried, as stored: only for a receipt `submissionReceipt` gave, so only to its owner. */
export async function submittedPayload(receipt: Receipt): Promise<unknown> {
  return (await portalOutbox()).payloadOf(receipt.key);
}

/** A grower's submissions still waiting to be delivered, newest first (the home's pending items, decision 0042). */
export async function waitingSubmissions(grower: string, limit: number) {
  return (await portalOutbox()).waitingFor(grower, limit);
}

/**
 * A grower's submissions of a kind the upstream may not list yet: not delivered, or delivered since `since`, each
 * with the upstream's reference once it gave one (what a redemption's check counts, decision 0052).
 */
export async function recentSubmissions(kind: string, grower: string, since: Date): Promise<RecentSubmission[]> {
  return (await portalOutbox()).recentFor(kind, grower, since);
}
