import { type Kysely, sql } from "kysely";

import type { OutboxState } from "~/domain/receipt-state";

import type { Receipt, RecentSubmission, Refusal } from "./outbox-rules.server";
import type { Database } from "./schema";

/**
 * The outbox's table (docs/decisions/0018-outbox.md): each read and write of a submission's row, as the outbox
 * (outbox.server.ts) stores, finds, claims, settles and purges them.
 */

type Db = Kysely<Database>;

/** A submission as the worker delivers it. */
export interface DueSubmission {
  key: string;
  kind: string;
  payload: unknown;
  attempts: number;
}

const toIso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

/** What every receipt says of its row: the submission, its state and attempts, when it came and when it went. */
const receiptOf = (row: {
  key: string;
  kind: string;
  state: Receipt["state"];
  attempts: number;
  created_at: Date;
  sent_at: Date | null;
}) => ({
  key: row.key,
  kind: row.kind,
  state: row.state,
  attempts: row.attempts,
  receivedAt: toIso(row.created_at)!,
  sentAt: toIso(row.sent_at),
});

export async function selectReceipt(db: Db, key: string): Promise<Receipt | null> {
  const row = await db
    .selectFrom("outbox")
    .select([
      "key",
      "kind",
      "state",
      "attempts",
      "created_at",
      "sent_at",
      "grower",
      "refusal_message",
      "refusal_field",
      "upstream_ref",
    ])
    .where("key", "=", key)
    .executeTakeFirst();
  if (!row) return null;
  return {
    ...receiptOf(row),
    grower: row.grower,
    refusal: row.refusal_message === null ? null : { message: row.refusal_message, field: row.refusal_field },
    reference: row.upstream_ref,
  };
}

/**
 * Inserts the row unless the key is taken: of N concurrent requests with one key, exactly one inserts. A row given
 * `notBefore` is not due until then (an alert held through the grower's quiet hours).
 */
export async function insertSubmission(
  executor: Db,
  row: { kind: string; key: string; grower: string | null; payloadJson: string; print: string; notBefore?: Date },
) {
  const now = new Date();
  const due = row.notBefore && row.notBefore > now ? row.notBefore : now;
  await executor
    .insertInto("outbox")
    .values({
      key: row.key,
      kind: row.kind,
      grower: row.grower,
      payload: row.payloadJson,
      fingerprint: row.print,
      state: "received",
      next_attempt_at: due,
      created_at: now,
      updated_at: now,
    })
    .onConflict((conflict) => conflict.column("key").doNothing())
    .execute();
}

/** The fingerprint stored under a key (the key's submission must exist). */
export async function selectFingerprint(db: Db, key: string): Promise<string> {
  const row = await db.selectFrom("outbox").select("fingerprint").where("key", "=", key).executeTakeFirstOrThrow();
  return row.fingerprint;
}

/** Whether a submission is stored under a key. */
export async function keyTaken(executor: Db, key: string): Promise<boolean> {
  const replay = await executor.selectFrom("outbox").select("key").where("key", "=", key).executeTakeFirst();
  return Boolean(replay);
}

/** What was submitted under a key, as stored (a refused form comes back with it: nothing typed is lost). */
export async function selectPayload(db: Db, key: string): Promise<unknown> {
  const row = await db.selectFrom("outbox").select("payload").where("key", "=", key).executeTakeFirst();
  if (!row) return null;
  return typeof row.payload === "string" ? (JSON.parse(row.payload) as unknown) : row.payload;
}

/**
 * A grower's submissions of a kind the upstream may not list yet: not delivered (received, retrying), or
 * delivered at or after `since`, with the upstream's reference. A failed one is nobody's concern any more.
 */
export async function selectRecent(
  executor: Db,
  kind: string,
  grower: string,
  since: Date,
): Promise<RecentSubmission[]> {
  const rows = await executor
    .selectFrom("outbox")
    .select(["payload", "upstream_ref", "created_at"])
    .where("kind", "=", kind)
    .where("grower", "=", grower)
    .where((w) =>
      w.or([w("state", "in", ["received", "retrying"]), w.and([w("state", "=", "sent"), w("sent_at", ">=", since)])]),
    )
    .execute();
  return rows.map((row) => ({
    payload: row.payload,
    reference: row.upstream_ref,
    receivedAt: new Date(row.created_at).toISOString(),
  }));
}

/** A grower's submissions of a kind settled (sent or failed) at or after `since`: what their upstream made of them. */
export async function selectSettled(db: Db, kind: string, grower: string, since: Date) {
  const rows = await db
    .selectFrom("outbox")
    .select(["key", "state", "payload", "upstream_ref", "refusal_message"])
    .where("kind", "=", kind)
    .where("grower", "=", grower)
    .where("state", "in", ["sent", "failed"])
    .where("created_at", ">=", since)
    .execute();
  return rows.map((row) => ({
    key: row.key,
    state: row.state,
    payload: row.payload,
    reference: row.upstream_ref,
    refusal: row.refusal_message,
  }));
}

/** Where a submission stands: its state, when it is next due, and the upstream's reference once delivered. */
export interface SubmissionState {
  state: OutboxState;
  due: Date;
  reference: string | null;
}

/** Where each of these submissions stands, by key. */
export async function selectStates(db: Db, keys: readonly string[]): Promise<Map<string, SubmissionState>> {
  if (!keys.length) return new Map();
  const rows = await db
    .selectFrom("outbox")
    .select(["key", "state", "next_attempt_at", "upstream_ref"])
    .where("key", "in", keys)
    .execute();
  return new Map(
    rows.map((row) => [row.key, { state: row.state, due: row.next_attempt_at, reference: row.upstream_ref }]),
  );
}

/**
 * A grower's submissions not yet delivered (received, or retrying), newest
 * first, at most `limit`, and how many there are in all.
 */
export async function selectWaiting(
  db: Db,
  grower: string,
  limit: number,
): Promise<{ receipts: Receipt[]; total: number }> {
  const waiting = db.selectFrom("outbox").where("grower", "=", grower).where("state", "in", ["received", "retrying"]);
  const [rows, count] = await Promise.all([
    waiting
      .select(["key", "kind", "state", "attempts", "created_at", "sent_at"])
      .orderBy("created_at", "desc")
      .orderBy("key")
      .limit(limit)
      .execute(),
    waiting.select((eb) => eb.fn.countAll<number | string | bigint>().as("total")).executeTakeFirstOrThrow(),
  ]);
  return {
    receipts: rows.map((row) => ({
      ...receiptOf(row),
      grower,
      // Still waiting: neither refused nor named by the upstream yet.
      refusal: null,
      reference: null,
    })),
    total: Number(count.total),
  };
}

/** Takes up to batchSize due submissions of one kind, holding them so another worker (or instance) skips them. */
export async function claimDue(
  db: Db,
  kind: string,
  { holdMs, batchSize }: { holdMs: number; batchSize: number },
): Promise<DueSubmission[]> {
  const now = new Date();
  return db
    .updateTable("outbox")
    .set({ locked_until: new Date(now.getTime() + holdMs), attempts: sql`attempts + 1`, updated_at: now })
    .where("key", "in", (eb) =>
      eb
        .selectFrom("outbox")
        .select("key")
        .where("kind", "=", kind)
        .where("state", "in", ["received", "retrying"])
        .where("next_attempt_at", "<=", now)
        .where((w) => w.or([w("locked_until", "is", null), w("locked_until", "<", now)]))
        .orderBy("next_attempt_at")
        .limit(batchSize)
        .forUpdate()
        .skipLocked(),
    )
    .returning(["key", "kind", "payload", "attempts"])
    .execute();
}

/** A delivery that succeeded: sent, with the upstream's reference when it gave one. */
export async function markSent(db: Db, key: string, reference: string | null) {
  const now = () => new Date();
  await db
    .updateTable("outbox")
    .set({
      state: "sent",
      sent_at: now(),
      updated_at: now(),
      locked_until: null,
      last_error: null,
      upstream_ref: reference,
    })
    .where("key", "=", key)
    .execute();
}

/** A delivery that said "not yet": due again at `notBefore`, the attempt its claim counted given back. */
export async function markPostponed(db: Db, key: string, notBefore: Date) {
  await db
    .updateTable("outbox")
    .set({ next_attempt_at: notBefore, locked_until: null, attempts: sql`attempts - 1`, updated_at: new Date() })
    .where("key", "=", key)
    .execute();
}

/** A delivery that failed: retried at `nextAttemptAt`, or failed for good (`final`) with the upstream's refusal. */
export async function markNotSent(
  db: Db,
  key: string,
  failure: { final: boolean; nextAttemptAt: Date; message: string; refusal: Refusal | null },
) {
  await db
    .updateTable("outbox")
    .set({
      state: failure.final ? "failed" : "retrying",
      next_attempt_at: failure.nextAttemptAt,
      locked_until: null,
      last_error: failure.message.slice(0, 500),
      refusal_message: failure.refusal?.message ?? null,
      refusal_field: failure.refusal?.field ?? null,
      updated_at: new Date(),
    })
    .where("key", "=", key)
    .execute();
}

/** Deletes the submissions settled before `before`; returns how many. */
export async function deleteSettled(db: Db, before: Date): Promise<number> {
  const result = await db
    .deleteFrom("outbox")
    .where("state", "in", ["sent", "failed"])
    .where("updated_at", "<", before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
