/**
 * Issue 10's figures for the portal as a whole, in `npm run bench`:
 * - home and a signed-in page (req/s, autocannon) with the embedded store on disk (the default DATA_DIR)
 *   against the same engine kept in memory (DATA_DIR=memory://). The process-memory session store of
 *   before issue 10 no longer exists; memory:// is the closest "in-memory" figure the code still has.
 * - memory stays flat: the on-disk portal's RSS before and after 1,000 sign-ins and 20,000 requests with
 *   unique query strings, spread over those sessions.
 * Each portal is started fresh, one after the other, on core 0; the load runs on core 1.
 */
import { readFileSync } from "node:fs";

import { autocannon, type BenchPortal, type Load, startPortal } from "./bench-portal";
import { LOYALTY_BENCH, loyaltySession } from "./loyalty-bench";

const HOME = "/es-ar";
const SIGNED_IN = LOYALTY_BENCH.personal[0];
const SESSIONS = 1_000;
const REQUESTS = 20_000;
const CONCURRENCY = 10;
// The bench signs in a thousand times from one address: the login limit is not what is measured here.
const PORTAL_ENV = { RATE_LIMIT_PER_MINUTE: "1000000" };

const rssMb = (portal: BenchPortal) => {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${portal.child.pid}/status`, "utf8"))?.[1]);
  return kb / 1024;
};

async function inParallel(count: number, work: (i: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) await work(next++);
    }),
  );
}

async function throughput(portal: BenchPortal) {
  const cookie = await loyaltySession(portal.origin);
  const home = await autocannon(`${portal.origin}${HOME}`);
  const signedIn = await autocannon(`${portal.origin}${SIGNED_IN}`, { cookie });
  return { home, signedIn };
}

async function memoryStaysFlat(portal: BenchPortal) {
  await fetch(`${portal.origin}${HOME}`).then((r) => r.arrayBuffer()); // warm: the first render loads the build
  const before = rssMb(portal);
  const cookies: string[] = [];
  await inParallel(SESSIONS, async () => void cookies.push(await loyaltySession(portal.origin)));
  const afterSessions = rssMb(portal);
  let failed = 0;
  await inParallel(REQUESTS, async (i) => {
    const url = `${portal.origin}${HOME}?q=${i}-${Math.random().toString(36).slice(2)}`;
    const response = await fetch(url, { headers: { cookie: cookies[i % cookies.length]! } });
    await response.arrayBuffer();
    if (!response.ok) failed++;
  });
  return { before, afterSessions, after: rssMb(portal), failed };
}

export async function stateBench(ports: { disk: number; memory: number }): Promise<void> {
  const line = (label: string, r: Load) =>
    console.log(
      `${label.padEnd(50)}${`${r.requestsPerSecond.toFixed(0)} req/s`.padEnd(12)}p99 ${r.latencyP99} ms, ${r.errors} errors, ${r.non2xx} non-2xx`,
    );
  console.log("\nPortal throughput by store (autocannon, 10 connections, 10 s each; server on core 0, load on core 1)");
  const memory = await startPortal(ports.memory, { storeDir: "memory://", env: PORTAL_ENV });
  try {
    const r = await throughput(memory);
    line(`${HOME}, DATA_DIR=memory://`, r.home);
    line(`${SIGNED_IN} (signed in), DATA_DIR=memory://`, r.signedIn);
  } finally {
    await memory.stop();
  }
  const disk = await startPortal(ports.disk, { env: PORTAL_ENV });
  try {
    const r = await throughput(disk);
    line(`${HOME}, embedded on disk`, r.home);
    line(`${SIGNED_IN} (signed in), embedded on disk`, r.signedIn);
    const m = await memoryStaysFlat(disk);
    console.log(
      `\nMemory (embedded on disk): RSS ${m.before.toFixed(0)} MB before; ${m.afterSessions.toFixed(0)} MB after ${SESSIONS} sign-ins; ` +
        `${m.after.toFixed(0)} MB after ${REQUESTS} requests with unique query strings over those sessions (${m.failed} not 200)`,
    );
  } finally {
    await disk.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [disk, memory] = (process.env.STATE_BENCH_PORTS ?? "3202,3204").split(",").map(Number);
  await stateBench({ disk: disk!, memory: memory! });
}
