/**
 * The scale proof (issue 28), repeatable: two production instances on one PostgreSQL and one Redis, behind HAProxy,
 * under a mixed load from autocannon (anonymous pages, signed-in pages of three growers, newsletter sign-ups with
 * idempotency keys, some sent twice), then throughput, latency, errors, each instance's memory and an account of
 * the outbox's deliveries. Everything it starts it stops, on success, failure or Ctrl-C (docs/decisions/0060).
 *
 *   npm run bench:load              (LOAD_SECONDS=300 LOAD_CONNECTIONS=200 LOAD_WARM_UP_SECONDS=60 by default; BENCH_PORT moves the ports)
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";

import autocannon from "autocannon";
import { Client } from "pg";

import { startSandboxProcess, stopProcess } from "../sandbox/child-process";
import { type BenchPortal, percentile, startPortal } from "./bench-portal";
import { installMissing, runDatabase, runRedis, type Started, startProxy } from "./load-services";
import {
  type DeliveryAccount,
  deliveryAccount,
  type OutboxRow,
  SUBMISSION_KIND,
  SUBMISSION_PAGE,
  SubmissionLog,
} from "./load-submissions";
import { loyaltySession } from "./loyalty-bench";

function positiveFromEnv(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive whole number`);
  return value;
}
const SECONDS = positiveFromEnv("LOAD_SECONDS", 300);
const CONNECTIONS = positiveFromEnv("LOAD_CONNECTIONS", 200);
/**
 * Pages only, before the measured load; the RSS over its last seconds is the one to compare with. A minute: each instance's caches (upstream data,
 * translations, anonymous pages) fill towards their bounds in about that under this load, and the RSS taken before
 * they have is their filling, not growth (measured: 20 s of warm-up, then +8 % in the first minute and flat after).
 */
const WARM_UP_SECONDS = Math.min(positiveFromEnv("LOAD_WARM_UP_SECONDS", 60), SECONDS);
/** Submissions are rarer than page views: a steady rate, whatever the connections. */
const SUBMISSIONS_PER_SECOND = 5;
/** What a client waits before it counts a request as timed out (the issue's 20 s). */
const TIMEOUT_SECONDS = 20;
/** How long the outbox may take to deliver what is still waiting once the load stops. */
const DRAIN_SECONDS = 120;

const PORT = Number(process.env.BENCH_PORT ?? 3200) + 60;
const PROXY = `http://localhost:${PORT}`;
const INSTANCE_PORTS = [PORT + 2, PORT + 4];

const ANONYMOUS = [
  "/es-ar",
  "/pt-br",
  "/en-us",
  "/es-us",
  "/es-ar/catalogo",
  "/pt-br/artigos/bicudo-do-algodoeiro",
  SUBMISSION_PAGE,
];
const SIGNED_IN = [
  { email: "br.3estrelas@surco.example", path: "/pt-br/meu-impulso" },
  { email: "ar.conectado@surco.example", path: "/es-ar/mi-cuenta" },
  { email: "us.requisitos@surco.example", path: "/en-us/rewards" },
];
/** As a browser asks: compressed. */
const ACCEPT = { "accept-encoding": "gzip", accept: "text/html" };

// ---- what was started, stopped in reverse order whatever happens ----

const started: Started[] = [];
let stopping: Promise<void> | null = null;
function stopAll(): Promise<void> {
  stopping ??= (async () => {
    for (const one of started.reverse()) {
      try {
        await one.stop();
      } catch (error) {
        console.error(`Stopping ${one.description} failed:`, error);
      }
    }
  })();
  return stopping;
}
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping everything the bench started`);
    void stopAll().finally(() => process.exit(130));
  });
}

// ---- memory of an instance: its node process, under taskset → npm → sh ----

function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").split(" ").filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

function serverPid(root: number): number {
  const queue = [root];
  while (queue.length) {
    const pid = queue.shift()!;
    const command = readFileSync(`/proc/${pid}/cmdline`, "utf8");
    if (command.includes("build/portal/server.js")) return pid;
    queue.push(...childrenOf(pid));
  }
  throw new Error(`no portal server under process ${root}`);
}

const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? NaN) / 1024;
/** Seconds of readings each end's RSS is the median of: several mark-compacts' worth. */
const RSS_WINDOW = 30;
/** Each instance's median over these readings (each reading: one RSS per instance). */
const medianRss = (readings: number[][]): number[] =>
  (readings[0] ?? []).map((_, i) =>
    percentile(
      readings.map((reading) => reading[i]!).sort((a, b) => a - b),
      50,
    ),
  );

// ---- the load ----

interface Share {
  name: string;
  connections: number;
  requests: autocannon.Request[];
  overallRate?: number;
}

interface Figures {
  name: string;
  seconds: number;
  latencies: number[];
  statuses: Record<number, number>;
  timeouts: number;
  errors: Record<string, number>;
}

function drive(share: Share, seconds: number): Promise<Figures> {
  const figures: Figures = { name: share.name, seconds, latencies: [], statuses: {}, timeouts: 0, errors: {} };
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: PROXY,
        connections: share.connections,
        duration: seconds,
        timeout: TIMEOUT_SECONDS,
        requests: share.requests,
        overallRate: share.overallRate,
      },
      (error, result) => {
        if (error) return reject(error);
        figures.timeouts = result.timeouts;
        resolve(figures);
      },
    );
    instance.on("response", (_client, status, _bytes, ms) => {
      figures.latencies.push(ms);
      figures.statuses[status] = (figures.statuses[status] ?? 0) + 1;
    });
    instance.on("reqError", (error: NodeJS.ErrnoException) => {
      if (error.message === "request timed out") return; // counted as a timeout
      const kind = error.code ?? error.message;
      figures.errors[kind] = (figures.errors[kind] ?? 0) + 1;
    });
  });
}

function printFigures(all: Figures[], expected: Record<string, number>) {
  const ms = (value: number) => (Number.isNaN(value) ? "–" : `${Math.round(value)} ms`);
  const total: Figures = {
    name: "all",
    seconds: all[0]!.seconds,
    latencies: all.flatMap((f) => f.latencies),
    statuses: {},
    timeouts: all.reduce((sum, f) => sum + f.timeouts, 0),
    errors: {},
  };
  for (const f of all) {
    for (const [status, n] of Object.entries(f.statuses)) total.statuses[+status] = (total.statuses[+status] ?? 0) + n;
    for (const [kind, n] of Object.entries(f.errors)) total.errors[kind] = (total.errors[kind] ?? 0) + n;
  }
  console.log(
    `\n${"requests".padEnd(13)}${"answered".padStart(9)}${"req/s".padStart(8)}${"p50".padStart(9)}${"p95".padStart(9)}${"p99".padStart(9)}${"max".padStart(10)}  statuses`,
  );
  for (const f of [...all, total]) {
    const sorted = [...f.latencies].sort((a, b) => a - b);
    const statuses = Object.entries(f.statuses)
      .map(([status, n]) => `${status}×${n}`)
      .join(" ");
    console.log(
      `${f.name.padEnd(13)}${String(sorted.length).padStart(9)}${(sorted.length / f.seconds).toFixed(1).padStart(8)}${ms(percentile(sorted, 50)).padStart(9)}${ms(percentile(sorted, 95)).padStart(9)}${ms(percentile(sorted, 99)).padStart(9)}${ms(sorted.at(-1) ?? NaN).padStart(10)}  ${statuses}`,
    );
  }
  const unexpected = all.reduce(
    (sum, f) =>
      sum +
      Object.entries(f.statuses)
        .filter(([status]) => Number(status) !== expected[f.name])
        .reduce((s, [, n]) => s + n, 0),
    0,
  );
  const errors = Object.entries(total.errors);
  const non2xx = Object.entries(total.statuses)
    .filter(([status]) => Number(status) < 200 || Number(status) > 299)
    .reduce((sum, [, n]) => sum + n, 0);
  console.log(
    `errors ${errors.reduce((sum, [, n]) => sum + n, 0)}${errors.length ? ` (${errors.map(([kind, n]) => `${kind}×${n}`).join(", ")})` : ""}, ` +
      `timeouts (${TIMEOUT_SECONDS} s) ${total.timeouts}, non-2xx ${non2xx} (of them the submissions' 303s ${all.find((f) => f.name === "submissions")?.statuses[303] ?? 0}), ` +
      `503s ${total.statuses[503] ?? 0}, answers other than expected (200 for pages, 303 for submissions) ${unexpected}`,
  );
}

function printDeliveries(account: DeliveryAccount) {
  const other = Object.entries(account.otherAnswers).map(([status, n]) => `${status}×${n}`);
  const states = Object.entries(account.rowsByState).map(([state, n]) => `${state} ${n}`);
  console.log(
    `\nSubmissions: ${account.posts} posts of ${account.keys} keys (${account.replayedKeys} keys sent twice on purpose); ` +
      `${account.acceptedKeys} keys answered with their receipt, ${account.wrongReceipts} with another's` +
      `${other.length ? `; other answers ${other.join(" ")}` : ""}`,
  );
  console.log(
    `Outbox: ${states.join(", ") || "no rows"}; lost ${account.lost}, rows of unknown keys ${account.unknownRows}, ` +
      `delivered after a retry ${account.retried}`,
  );
  console.log(
    `Upstream effects: ${account.effects}; sent rows without an effect ${account.sentWithoutEffect}, effects without a row ${account.effectsWithoutRow}`,
  );
  console.log(`Every submission delivered exactly once: ${account.exactlyOnce ? "yes" : "NO"}`);
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");

async function outboxRows(databaseUrl: string): Promise<OutboxRow[]> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<OutboxRow>("select key, state, attempts from outbox where kind = $1", [
      SUBMISSION_KIND,
    ]);
    return rows;
  } finally {
    await client.end();
  }
}

async function main() {
  installMissing();
  const run = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
  const scratch = mkdtempSync(path.join(tmpdir(), "surco-load-"));
  started.push({
    description: "the scratch folder",
    stop: async () => rmSync(scratch, { recursive: true, force: true }),
  });

  const database = runDatabase(`surco_load_${run}`);
  started.push(database);
  const redis = await runRedis();
  started.push(redis);

  // One sandbox for both instances, in its own process; its redirect URIs point at the proxy's origin.
  const sandbox = await startSandboxProcess(PORT + 1, path.join(scratch, "sandbox"), PROXY);
  started.push({ description: "the sandbox", stop: () => stopProcess(sandbox.child) });

  // One secret for both (each reads the cookies and keys the other signs), strong enough for the boot guard,
  // which takes a sandbox the portal did not boot itself for a real upstream.
  const secret = randomBytes(32).toString("hex");
  const env = {
    ...sandbox.env,
    DATABASE_URL: database.url,
    REDIS_URL: redis.url,
    SESSION_SECRET: secret,
    PUBLIC_URL: PROXY,
    TRUST_PROXY_HOPS: "1",
    // Every request comes from one address, the load generator's: its sign-ins and sign-ups are not an attack.
    RATE_LIMIT_PER_MINUTE: "1000000",
    LOG_LEVEL: "warn",
  };
  const instances: BenchPortal[] = [];
  for (const port of INSTANCE_PORTS) {
    const instance = await startPortal(port, { env, cores: "0,1" });
    instances.push(instance);
    started.push({ description: `the instance on ${port}`, stop: instance.stop });
  }
  const proxy = await startProxy(PORT, INSTANCE_PORTS, scratch);
  started.push(proxy);
  const pids = instances.map((instance) => serverPid(instance.child.pid!));

  // Each grower signs in once, through the proxy; the load reuses the cookie.
  const members = await Promise.all(
    SIGNED_IN.map(async (member) => ({ ...member, cookie: await loyaltySession(PROXY, member.email, member.path) })),
  );
  for (const page of [...ANONYMOUS.map((p) => ({ path: p, cookie: "" })), ...members]) {
    const response = await fetch(`${PROXY}${page.path}`, { headers: { cookie: page.cookie }, redirect: "manual" });
    await response.body?.cancel();
    if (response.status !== 200) throw new Error(`${page.path} answered ${response.status} before the load`);
  }

  const log = new SubmissionLog(secret, run);
  const pages = (connections: number): Share[] => {
    const anonymous = Math.max(1, Math.round(connections * 0.6));
    return [
      { name: "anonymous", connections: anonymous, requests: ANONYMOUS.map((p) => ({ path: p, headers: ACCEPT })) },
      {
        name: "signed in",
        connections: Math.max(1, connections - anonymous),
        requests: members.map((m) => ({ path: m.path, headers: { ...ACCEPT, cookie: m.cookie } })),
      },
    ];
  };
  const submissionConnections = Math.max(1, Math.round(CONNECTIONS * 0.05));
  const submissions: Share = {
    name: "submissions",
    connections: submissionConnections,
    overallRate: SUBMISSIONS_PER_SECOND,
    requests: [
      {
        method: "POST",
        path: SUBMISSION_PAGE,
        setupRequest: (request, context) => {
          const { key, body } = log.next();
          Object.assign(context, { key });
          return {
            ...request,
            body,
            headers: { ...ACCEPT, "content-type": "application/x-www-form-urlencoded" },
          };
        },
        onResponse: (status, _body, context, headers) => {
          const location = headers?.location ?? headers?.Location;
          log.answered((context as { key: string }).key, status, Array.isArray(location) ? location[0] : location);
        },
      },
    ],
  };

  console.log(
    `\nLoad bench: ${instances.length} instances (${INSTANCE_PORTS.join(", ")}) behind ${proxy.description}; ${database.description}; ${redis.description}`,
  );
  console.log(`Load average before the warm-up: ${load()}`);
  // The RSS every second, from the warm-up on. Under this load the heap climbs and falls by about 200 MB between two
  // mark-compacts (decision 0059), so one reading says where in that saw-tooth it fell (the same instance read 328
  // and 382 MB a minute apart): each figure below is the median of its window's readings.
  const rssSamples: number[][] = [];
  const sampler = setInterval(() => rssSamples.push(pids.map(rssMb)), 1_000);
  await Promise.all(pages(CONNECTIONS).map((share) => drive(share, WARM_UP_SECONDS)));
  const warmUpSamples = rssSamples.length;
  const loadBefore = load();

  const pageShares = pages(CONNECTIONS - submissionConnections);
  const figures = await Promise.all([...pageShares, submissions].map((share) => drive(share, SECONDS)));
  clearInterval(sampler);
  const loadAfter = load();
  const underLoad = rssSamples.slice(warmUpSamples);
  const rssAfterWarmUp = medianRss(rssSamples.slice(Math.max(0, warmUpSamples - RSS_WINDOW), warmUpSamples));
  const rssAtEnd = medianRss(underLoad.slice(-RSS_WINDOW));
  // Each minute's: memory that levels off (caches filling to their bounds) reads apart from memory that keeps growing.
  const rssByMinute = Array.from({ length: Math.floor(underLoad.length / 60) }, (_, minute) =>
    medianRss(underLoad.slice(minute * 60, minute * 60 + 60)),
  );

  console.log(
    `\nMixed load: ${CONNECTIONS} connections for ${SECONDS} s after a ${WARM_UP_SECONDS} s warm-up ` +
      `(${pageShares.map((s) => `${s.name} ${s.connections}`).join(", ")}, submissions ${submissionConnections} at ${SUBMISSIONS_PER_SECOND}/s); ` +
      `load average ${loadBefore} at the start, ${loadAfter} at the end`,
  );
  printFigures(figures, { anonymous: 200, "signed in": 200, submissions: 303 });

  console.log(
    `\nRSS (median of each window's readings, one a second: the warm-up's last ${RSS_WINDOW} s, the load's last ${RSS_WINDOW} s, each minute)`,
  );
  console.log(`instance   after warm-up   at the end   change    each minute (MB)`);
  instances.forEach((instance, i) => {
    const before = rssAfterWarmUp[i]!;
    const after = rssAtEnd[i]!;
    console.log(
      `${new URL(instance.origin).port.padEnd(11)}${`${before.toFixed(0)} MB`.padStart(13)}${`${after.toFixed(0)} MB`.padStart(13)}${`${(((after - before) / before) * 100).toFixed(1)} %`.padStart(9)}    ${rssByMinute.map((sample) => sample[i]!.toFixed(0)).join(" ")}`,
    );
  });

  // What is still waiting in the outbox gets its time to be delivered before the count.
  let rows = await outboxRows(database.url);
  for (
    let waited = 0;
    waited < DRAIN_SECONDS && rows.some((row) => row.state !== "sent" && row.state !== "failed");
    waited++
  ) {
    await new Promise((r) => setTimeout(r, 1000));
    rows = await outboxRows(database.url);
  }
  const upstream = await fetch(`http://localhost:${PORT + 1}/_sandbox/marketing-forms/submissions`);
  const effects = (await upstream.json()) as { key: string }[];
  const account = deliveryAccount(
    log,
    rows,
    effects.map((effect) => effect.key),
  );
  printDeliveries(account);
  if (!account.exactlyOnce) process.exitCode = 1;
}

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await stopAll();
}
