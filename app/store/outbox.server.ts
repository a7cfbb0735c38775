import { createHash } from "node:crypto";

import { type Kysely, sql } from "kysely";

import { isUpstreamError } from "~/services/errors";
import { log } from "~/services/log.server";
import { forgetTestScope, inTestScopeOf, rememberTestScope } from "~/services/test-scope.server";

import type { Database, OutboxState } from "./schema";
import type { Store } from "./store.server";

/**
 * The outbox (docs/decisions/0018-outbox.md): a submission is stored with its
 * idempotency key before any upstream call, and a worker delivers it, forwarding
 * the key, with bounded retries and backoff. The grower's receipt reads the
 * stored state: received → sent, or retrying ("we keep trying"), or failed.
 *
 * One key is one submission, ever: the same key with the same payload returns
 * the first receipt and causes no second delivery; with another payload it is
 * refused. Deliveries are at least once (a worker that dies mid-call is retried
 * after its hold runs out); the forwarded key makes the upstream's effect once.
 */

/** What an upstream said of a submission it accepted, when it names it: its own reference (a request id). */
export interface Delivered {
  reference: string;
}

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
function refusalOf(error: unknown): Refusal | null {
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

export interface OutboxOptions {
  deliveries: Record<string, Deliver>;
  /** Attempts before a submission is marked failed. */
  maxAttempts?: number;
  /** Wait before attempt n+1 (n from 1). */
  backoffMs?: (attempt: number) => number;
  /** How long a worker holds a submission it is delivering; a crash frees it after this. */
  holdMs?: number;
  /** How often the worker looks for due submissions when nothing wakes it. */
  pollMs?: number;
  batchSize?: number;
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

function fingerprint(kind: string, payloadJson: string): string {
  return createHash("sha256").update(kind).update("\u0000").update(payloadJson).digest("hex");
}

/** JSON with sorted object keys, so the same form fields in another order are the same submission. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

const toIso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

export function createOutbox(store: Store, options: OutboxOptions) {
  const { db } = store;
  const maxAttempts = options.maxAttempts ?? OUTBOX_MAX_ATTEMPTS;
  const backoff = options.backoffMs ?? outboxBackoffMs;
  const holdMs = options.holdMs ?? 60_000;
  const pollMs = options.pollMs ?? 2_000;
  const batchSize = options.batchSize ?? 10;
  /** The kinds this outbox delivers: each is its own lane (a row of a kind without a delivery is never claimed). */
  const kinds = Object.keys(options.deliveries);

  async function receipt(key: string): Promise<Receipt | null> {
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
      key: row.key,
      kind: row.kind,
      state: row.state,
      attempts: row.attempts,
      receivedAt: toIso(row.created_at)!,
      sentAt: toIso(row.sent_at),
      grower: row.grower,
      refusal: row.refusal_message === null ? null : { message: row.refusal_message, field: row.refusal_field },
      reference: row.upstream_ref,
    };
  }

  /** The stored form of a submission: refused before anything is stored when no form could have sent it. */
  function prepare(kind: string, payload: unknown) {
    if (!options.deliveries[kind]) throw new Error(`No delivery for submissions of kind "${kind}"`);
    const payloadJson = canonicalJson(payload);
    if (Buffer.byteLength(payloadJson) > MAX_PAYLOAD_BYTES) throw new PayloadTooLargeError("submission too large");
    return { payloadJson, print: fingerprint(kind, payloadJson) };
  }

  /** Inserts the row unless the key is taken: of N concurrent requests with one key, exactly one inserts. */
  async function insert(
    executor: Kysely<Database>,
    row: { kind: string; key: string; grower: string | null; payloadJson: string; print: string },
  ) {
    const now = new Date();
    await executor
      .insertInto("outbox")
      .values({
        key: row.key,
        kind: row.kind,
        grower: row.grower,
        payload: row.payloadJson,
        fingerprint: row.print,
        state: "received",
        next_attempt_at: now,
        created_at: now,
        updated_at: now,
      })
      .onConflict((conflict) => conflict.column("key").doNothing())
      .execute();
  }

  /** After the insert: the key's submission must be this one (else 422); its lane is woken; the receipt. */
  async function stored(kind: string, key: string, print: string): Promise<Receipt> {
    const row = await db.selectFrom("outbox").select("fingerprint").where("key", "=", key).executeTakeFirstOrThrow();
    if (row.fingerprint !== print) throw new IdempotencyConflictError("this key belongs to another submission");
    rememberTestScope(key);
    wake(kind);
    return (await receipt(key))!;
  }

  /** What was submitted under a key, as stored (a refused form comes back with it: nothing typed is lost). */
  async function payloadOf(key: string): Promise<unknown> {
    const row = await db.selectFrom("outbox").select("payload").where("key", "=", key).executeTakeFirst();
    if (!row) return null;
    return typeof row.payload === "string" ? (JSON.parse(row.payload) as unknown) : row.payload;
  }

  /**
   * Stores a submission under its key, or finds the one already stored. Throws
   * IdempotencyConflictError when the key holds another submission, and
   * PayloadTooLargeError past MAX_PAYLOAD_BYTES. The worker is woken at once.
   * `grower` (the signed-in grower's id) lets their home list what is still
   * waiting (`waitingFor`); a replay keeps the first row's.
   */
  async function enqueue(
    kind: string,
    key: string,
    payload: unknown,
    { grower = null }: { grower?: string | null } = {},
  ): Promise<Receipt> {
    const { payloadJson, print } = prepare(kind, payload);
    await insert(db, { kind, key, grower, payloadJson, print });
    return stored(kind, key, print);
  }

  /**
   * A grower's submissions of a kind the upstream may not list yet: not delivered (received, retrying), or
   * delivered at or after `since`, with the upstream's reference. A failed one is nobody's concern any more.
   */
  async function recentOf(
    executor: Kysely<Database>,
    kind: string,
    grower: string,
    since: Date,
  ): Promise<RecentSubmission[]> {
    const rows = await executor
      .selectFrom("outbox")
      .select(["payload", "upstream_ref"])
      .where("kind", "=", kind)
      .where("grower", "=", grower)
      .where((w) =>
        w.or([w("state", "in", ["received", "retrying"]), w.and([w("state", "=", "sent"), w("sent_at", ">=", since)])]),
      )
      .execute();
    return rows.map((row) => ({ payload: row.payload, reference: row.upstream_ref }));
  }

  /**
   * Stores a submission only when `admission` admits it beside the grower's recent submissions of its kind
   * (recentOf); null, and nothing stored, when it does not. The check and the insert are one
   * transaction holding a lock on the kind and grower (an advisory lock of the database every instance shares), so
   * of two concurrent submissions of one grower, the second is checked with the first counted (decision 0052). A
   * key already stored is a replay: its first receipt, not checked again. Refusals as `enqueue`'s.
   */
  async function enqueueAdmitted(
    kind: string,
    key: string,
    payload: unknown,
    { grower, admission }: { grower: string; admission: Admission },
  ): Promise<Receipt | null> {
    const { payloadJson, print } = prepare(kind, payload);
    const admitted = await db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(hashtextextended(${`outbox-admission:${kind}:${grower}`}, 0))`.execute(
        trx,
      );
      const replay = await trx.selectFrom("outbox").select("key").where("key", "=", key).executeTakeFirst();
      if (!replay) {
        if (!admission.admits(await recentOf(trx, kind, grower, admission.since))) return false;
        await insert(trx, { kind, key, grower, payloadJson, print });
      }
      return true;
    });
    return admitted ? stored(kind, key, print) : null;
  }

  /**
   * A grower's submissions not yet delivered (received, or retrying), newest
   * first, at most `limit`, and how many there are in all.
   */
  async function waitingFor(grower: string, limit: number): Promise<{ receipts: Receipt[]; total: number }> {
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
        key: row.key,
        kind: row.kind,
        state: row.state,
        attempts: row.attempts,
        receivedAt: toIso(row.created_at)!,
        sentAt: toIso(row.sent_at),
        grower,
        // Still waiting: neither refused nor named by the upstream yet.
        refusal: null,
        reference: null,
      })),
      total: Number(count.total),
    };
  }

  /** Takes up to batchSize due submissions of one kind, holding them so another worker (or instance) skips them. */
  async function claimDue(
    kind: string,
  ): Promise<Array<{ key: string; kind: string; payload: unknown; attempts: number }>> {
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

  /** One delivery, with its log lines and upstream calls in the test scope its submission was made in. */
  function deliverOne(item: { key: string; kind: string; payload: unknown; attempts: number }) {
    return inTestScopeOf(item.key, () => attemptDelivery(item));
  }

  async function attemptDelivery(item: { key: string; kind: string; payload: unknown; attempts: number }) {
    const now = () => new Date();
    try {
      const delivered = await options.deliveries[item.kind]!(item.payload, { key: item.key, attempt: item.attempts });
      await db
        .updateTable("outbox")
        .set({
          state: "sent",
          sent_at: now(),
          updated_at: now(),
          locked_until: null,
          last_error: null,
          upstream_ref: delivered?.reference ?? null,
        })
        .where("key", "=", item.key)
        .execute();
      forgetTestScope(item.key);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const final = isPermanentFailure(error) || item.attempts >= maxAttempts;
      log(final ? "error" : "warn", "outbox delivery failed", {
        kind: item.kind,
        attempt: item.attempts,
        final,
        error: message,
      });
      if (final) forgetTestScope(item.key);
      const refusal = final ? refusalOf(error) : null;
      await db
        .updateTable("outbox")
        .set({
          state: final ? "failed" : "retrying",
          next_attempt_at: new Date(Date.now() + backoff(item.attempts)),
          locked_until: null,
          last_error: message.slice(0, 500),
          refusal_message: refusal?.message ?? null,
          refusal_field: refusal?.field ?? null,
          updated_at: now(),
        })
        .where("key", "=", item.key)
        .execute();
    }
  }

  /** Delivers every submission of one kind due now, a batch at a time; returns how many were attempted. */
  async function runLane(kind: string): Promise<number> {
    let total = 0;
    for (;;) {
      const due = await claimDue(kind);
      if (due.length === 0) return total;
      await Promise.all(due.map(deliverOne));
      total += due.length;
    }
  }

  /** Delivers every submission due now, each kind in its own lane; returns how many were attempted. */
  async function runDue(): Promise<number> {
    const counts = await Promise.all(kinds.map(runLane));
    return counts.reduce((sum, count) => sum + count, 0);
  }

  /**
   * The worker: one lane per kind, that is per upstream. A lane claims and delivers its kind's due submissions
   * batch after batch; a delivery that hangs (until its HTTP timeout) holds its own lane and nothing else, so a
   * marketing service that hangs never delays a redemption (issue 26). Waking never waits: a lane already running
   * is only told to look again when it finishes its batch.
   */
  const lanes = new Map(kinds.map((kind) => [kind, { running: null as Promise<void> | null, again: false }]));
  let timer: NodeJS.Timeout | null = null;
  let stopped = true;

  function wakeLane(kind: string) {
    const lane = lanes.get(kind)!;
    if (lane.running) {
      lane.again = true;
      return;
    }
    lane.running = (async () => {
      do {
        lane.again = false;
        await runLane(kind).catch((error: unknown) =>
          log("warn", "outbox worker pass failed", { kind, error: String(error) }),
        );
      } while (lane.again && !stopped);
    })().finally(() => {
      lane.running = null;
    });
  }

  /** Wakes one kind's lane (a submission of that kind was stored), or every lane (the timer, for retries). */
  function wake(kind?: string) {
    if (stopped) return;
    for (const each of kind ? [kind] : kinds) wakeLane(each);
  }

  /**
   * What waits to be delivered, received or retrying: how many submissions, and how long the oldest has waited (the
   * metrics of decision 0062; the outbox_due index starts with the state).
   */
  async function backlog(now = Date.now()): Promise<{ depth: number; oldestAgeSeconds: number }> {
    const row = await db
      .selectFrom("outbox")
      .select((eb) => [eb.fn.countAll<number | string>().as("depth"), eb.fn.min("created_at").as("oldest")])
      .where("state", "in", ["received", "retrying"])
      .executeTakeFirstOrThrow();
    const oldest = row.oldest ? new Date(row.oldest).getTime() : now;
    return { depth: Number(row.depth), oldestAgeSeconds: Math.max(0, (now - oldest) / 1000) };
  }

  /** Deletes the submissions settled more than OUTBOX_KEEP_SETTLED_MS ago; returns how many. */
  async function purgeSettled(now = Date.now()): Promise<number> {
    const result = await db
      .deleteFrom("outbox")
      .where("state", "in", ["sent", "failed"])
      .where("updated_at", "<", new Date(now - OUTBOX_KEEP_SETTLED_MS))
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  return {
    enqueue,
    enqueueAdmitted,
    /** A grower's recent submissions of a kind (see recentOf). */
    recentFor: (kind: string, grower: string, since: Date) => recentOf(db, kind, grower, since),
    receipt,
    payloadOf,
    waitingFor,
    runDue,
    backlog,
    purgeSettled,
    /** Starts the worker: a pass now, one after each enqueue, and one every pollMs for retries. */
    start() {
      if (!stopped) return;
      stopped = false;
      timer = setInterval(() => wake(), pollMs);
      timer.unref();
      wake();
    },
    /** Stops taking new work and waits for the deliveries in flight, in every lane (shutdown drains the worker). */
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await Promise.all([...lanes.values()].map((lane) => lane.running));
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
