/**
 * The store's figures in `npm run bench` (decision 0017): outbox submissions
 * stored per second and p95 from submission to receipt, p95 from submission to
 * "sent" through the sandbox, and session read p95, on the embedded engine and,
 * when TEST_DATABASE_URL is set, on PostgreSQL. Measured in-process against the
 * store modules the portal uses, so the figures are the store's, not HTTP's.
 */
import type { TestEngine } from "../app/store/store-test-support";
import { startTestSandbox } from "../sandbox/test-support";

// The store modules read the portal's settings when loaded: they are loaded once the sandbox has given them.
const load = async () => ({
  ...(await import("../app/store/deliveries.server")),
  ...(await import("../app/store/outbox.server")),
  ...(await import("../app/store/sessions.server")),
  ...(await import("../app/store/store-test-support")),
  ...(await import("../app/store/submission-key.server")),
});
let m: Awaited<ReturnType<typeof load>>;

const SUBMISSIONS = 500;
const CONCURRENCY = 10;
const SESSIONS = 1_000;
const READS = 2_000;

const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)]!;

async function inParallel<T>(count: number, work: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) {
        const i = next++;
        results[i] = await work(i);
      }
    }),
  );
  return results;
}

async function benchEngine(engine: TestEngine, submitUrl: string) {
  const { createOutbox, jsonPost, sessionRecords, submissionKeys } = m;
  const store = await engine.open();
  try {
    const keys = submissionKeys("bench-secret-0123456789abcdef");
    const outbox = createOutbox(store, {
      deliveries: { newsletter: jsonPost({ upstream: `bench-${engine.name}`, url: submitUrl }) },
      pollMs: 50,
    });
    const payload = (i: number) => ({
      munchkinId: "123-ABC-456",
      formId: "1001",
      fields: { email: `grower${i}@example.com` },
    });

    // Stored per second, worker off: the cost of accepting a submission.
    const started = performance.now();
    const storeTimes = await inParallel(SUBMISSIONS, async (i) => {
      const t = performance.now();
      await outbox.enqueue("newsletter", keys.issue("newsletter"), payload(i));
      return performance.now() - t;
    });
    const perSecond = SUBMISSIONS / ((performance.now() - started) / 1000);
    await outbox.runDue();

    // Submission → "sent", worker on: what a grower's receipt waits for.
    outbox.start();
    const sentTimes = await inParallel(100, async (i) => {
      const key = keys.issue("newsletter");
      const t = performance.now();
      await outbox.enqueue("newsletter", key, payload(SUBMISSIONS + i));
      while ((await outbox.receipt(key))?.state !== "sent") await new Promise((resolve) => setTimeout(resolve, 5));
      return performance.now() - t;
    });
    await outbox.stop();

    const sessions = sessionRecords(store, { absoluteMs: 12 * 3_600_000, idleMs: 30 * 60_000 });
    const ids = await inParallel(SESSIONS, () =>
      sessions.create({ user: { id: "bench", name: "Grower" }, loginAt: Date.now(), seenAt: Date.now() }),
    );
    const readTimes = await inParallel(READS, async (i) => {
      const t = performance.now();
      await sessions.read(ids[i % ids.length]!);
      return performance.now() - t;
    });
    return { perSecond, storeP95: p95(storeTimes), sentP95: p95(sentTimes), readP95: p95(readTimes) };
  } finally {
    await store.close();
    await engine.dispose();
  }
}

export async function storeBench(): Promise<void> {
  const sandbox = await startTestSandbox();
  // As server.ts does: SANDBOX_URL marks these upstreams as the demo's, so the demo's session secret is accepted.
  Object.assign(process.env, sandbox.env, { SANDBOX_URL: sandbox.url, LOG_LEVEL: "error" });
  m = await load();
  const { embeddedEngine, postgresEngine, TEST_DATABASE_URL } = m;
  try {
    const engines: TestEngine[] = [embeddedEngine()];
    if (TEST_DATABASE_URL) engines.push(postgresEngine(TEST_DATABASE_URL));
    console.log(
      `\nStore (in-process; ${SUBMISSIONS} submissions at ${CONCURRENCY} at a time, ${SESSIONS} sessions, ${READS} reads)`,
    );
    console.log(
      `${"engine".padEnd(12)}${"stored/s".padEnd(10)}${"store p95".padEnd(11)}${"→sent p95".padEnd(11)}session read p95`,
    );
    for (const engine of engines) {
      const r = await benchEngine(engine, `${sandbox.env.MARKETING_FORMS_API_URL}/submit`);
      const ms = (value: number) => `${value.toFixed(1)} ms`.padEnd(11);
      console.log(
        `${engine.name.padEnd(12)}${r.perSecond.toFixed(0).padEnd(10)}${ms(r.storeP95)}${ms(r.sentP95)}${r.readP95.toFixed(2)} ms`,
      );
    }
    if (!TEST_DATABASE_URL) console.log("(PostgreSQL: set TEST_DATABASE_URL to measure it too)");
  } finally {
    await sandbox.dispose();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await storeBench();
