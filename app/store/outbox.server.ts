import { sql } from "kysely";

import { log } from "~/services/log.server";
import { forgetTestScope, inTestScopeOf, rememberTestScope } from "~/services/test-scope.server";

import {
  claimDue,
  deleteSettled,
  type DueSubmission,
  insertSubmission,
  keyTaken,
  markNotSent,
  markPostponed,
  markSent,
  selectFingerprint,
  selectPayload,
  selectReceipt,
  selectRecent,
  selectSettled,
  selectStates,
  selectWaiting,
} from "./outbox-rows.server";
import {
  type Admission,
  canonicalJson,
  type Deliver,
  fingerprint,
  IdempotencyConflictError,
  isPermanentFailure,
  MAX_PAYLOAD_BYTES,
  OUTBOX_KEEP_SETTLED_MS,
  OUTBOX_MAX_ATTEMPTS,
  outboxBackoffMs,
  PayloadTooLargeError,
  type Receipt,
  refusalOf,
} from "./outbox-rules.server";
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
 *
 * What a receipt, a refusal and a final failure are, and the retry schedule: outbox-rules.server.ts; the table's
 * reads and writes: outbox-rows.server.ts.
 */

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

export function createOutbox(store: Store, options: OutboxOptions) {
  const { db } = store;
  const maxAttempts = options.maxAttempts ?? OUTBOX_MAX_ATTEMPTS;
  const backoff = options.backoffMs ?? outboxBackoffMs;
  const holdMs = options.holdMs ?? 60_000;
  const pollMs = options.pollMs ?? 2_000;
  const batchSize = options.batchSize ?? 10;
  /** The kinds this outbox delivers: each is its own lane (a row of a kind without a delivery is never claimed). */
  const kinds = Object.keys(options.deliveries);

  const receipt = (key: string) => selectReceipt(db, key);

  /** The stored form of a submission: refused before anything is stored when no form could have sent it. */
  function prepare(kind: string, payload: unknown) {
    if (!options.deliveries[kind]) throw new Error(`No delivery for submissions of kind "${kind}"`);
    const payloadJson = canonicalJson(payload);
    if (Buffer.byteLength(payloadJson) > MAX_PAYLOAD_BYTES) throw new PayloadTooLargeError("submission too large");
    return { payloadJson, print: fingerprint(kind, payloadJson) };
  }

  /** After the insert: the key's submission must be this one (else 422); its lane is woken; the receipt. */
  async function stored(kind: string, key: string, print: string): Promise<Receipt> {
    if ((await selectFingerprint(db, key)) !== print)
      throw new IdempotencyConflictError("this key belongs to another submission");
    rememberTestScope(key);
    wake(kind);
    return (await receipt(key))!;
  }

  /**
   * Stores a submission under its key, or finds the one already stored. Throws
   * IdempotencyConflictError when the key holds another submission, and
   * PayloadTooLargeError past MAX_PAYLOAD_BYTES. The worker is woken at once.
   * `grower` (the signed-in grower's id) lets their home list what is still
   * waiting (`waitingFor`); a replay keeps the first row's. `notBefore` holds
   * the delivery until then (quiet hours); the worker's poll finds it due.
   */
  async function enqueue(
    kind: string,
    key: string,
    payload: unknown,
    { grower = null, notBefore }: { grower?: string | null; notBefore?: Date } = {},
  ): Promise<Receipt> {
    const { payloadJson, print } = prepare(kind, payload);
    await insertSubmission(db, { kind, key, grower, payloadJson, print, notBefore });
    return stored(kind, key, print);
  }

  /**
   * Stores a submission only when `admission` admits it beside the grower's recent submissions of its kind
   * (selectRecent); null, and nothing stored, when it does not. The check and the insert are one
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
      if (!(await keyTaken(trx, key))) {
        if (!admission.admits(await selectRecent(trx, kind, grower, admission.since))) return false;
        await insertSubmission(trx, { kind, key, grower, payloadJson, print });
      }
      return true;
    });
    return admitted ? stored(kind, key, print) : null;
  }

  /** One delivery, with its log lines and upstream calls in the test scope its submission was made in. */
  function deliverOne(item: DueSubmission) {
    return inTestScopeOf(item.key, () => attemptDelivery(item));
  }

  async function attemptDelivery(item: DueSubmission) {
    try {
      const delivered = await options.deliveries[item.kind]!(item.payload, { key: item.key, attempt: item.attempts });
      if (delivered && "notBefore" in delivered) {
        // Never sooner than a second from now: a lane claims what is due again at once, and must not spin on it.
        await markPostponed(db, item.key, new Date(Math.max(delivered.notBefore.getTime(), Date.now() + 1000)));
        return;
      }
      await markSent(db, item.key, delivered?.reference ?? null);
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
      await markNotSent(db, item.key, {
        final,
        nextAttemptAt: new Date(Date.now() + backoff(item.attempts)),
        message,
        refusal,
      });
    }
  }

  /** Delivers every submission of one kind due now, a batch at a time; returns how many were attempted. */
  async function runLane(kind: string): Promise<number> {
    let total = 0;
    for (;;) {
      const due = await claimDue(db, kind, { holdMs, batchSize });
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
    return deleteSettled(db, new Date(now - OUTBOX_KEEP_SETTLED_MS));
  }

  return {
    enqueue,
    enqueueAdmitted,
    /** A grower's recent submissions of a kind (see selectRecent). */
    recentFor: (kind: string, grower: string, since: Date) => selectRecent(db, kind, grower, since),
    receipt,
    /** What was submitted under a key, as stored (a refused form comes back with it: nothing typed is lost). */
    payloadOf: (key: string) => selectPayload(db, key),
    /** A grower's submissions not yet delivered, newest first, at most `limit`, and how many there are in all. */
    waitingFor: (grower: string, limit: number) => selectWaiting(db, grower, limit),
    /** A grower's submissions of a kind settled since then, with their reference or refusal (alerts, issue 30). */
    settledFor: (kind: string, grower: string, since: Date) => selectSettled(db, kind, grower, since),
    /** Where each of these submissions stands, by key (an alert's deliveries, per channel). */
    statesOf: (keys: readonly string[]) => selectStates(db, keys),
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
