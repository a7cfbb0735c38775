/**
 * Overload, measured (issue 28): one production portal (its page cache on, as it runs) under 100 connections for
 * 120 s, half of them asking for an anonymous home and half for a signed-in page. Prints, per status, how many
 * answers and their latencies: every 200's p99 should stay under 2 s and every 503 come within 100 ms; no errors and
 * no timeouts (a request unanswered after 20 s).
 *
 *   npm run build && tsx scripts/overload-bench.ts   (OVERLOAD_SECONDS, OVERLOAD_CONNECTIONS, OVERLOAD_ENV="K=V …", PROFILE_DIR)
 */
import { loadavg } from "node:os";

import autocannon from "autocannon";

import { percentile, startPortal } from "./bench-portal";
import { loyaltySession } from "./loyalty-bench";

const PORT = Number(process.env.BENCH_PORT ?? 3200) + 60;
const SECONDS = Number(process.env.OVERLOAD_SECONDS ?? 120);
const CONNECTIONS = Number(process.env.OVERLOAD_CONNECTIONS ?? 100);
const MEMBER = "br.3estrelas@surco.example";
const SIGNED_IN = "/pt-br/meu-impulso";
const ANONYMOUS = "/pt-br";

async function main() {
  const env = Object.fromEntries(
    (process.env.OVERLOAD_ENV ?? "")
      .split(/\s+/)
      .filter(Boolean)
      .map((kv) => [kv.slice(0, kv.indexOf("=")), kv.slice(kv.indexOf("=") + 1)]),
  );
  const portal = await startPortal(PORT, { env: { LOG_LEVEL: "warn", ...env }, profileDir: process.env.PROFILE_DIR });
  try {
    const cookie = await loyaltySession(portal.origin, MEMBER, SIGNED_IN);
    const latencies = new Map<number, number[]>();
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        {
          url: portal.origin,
          connections: CONNECTIONS,
          duration: SECONDS,
          timeout: 20,
          requests: [
            { method: "GET", path: ANONYMOUS },
            { method: "GET", path: SIGNED_IN, headers: { cookie } },
          ],
        },
        (error, done) => (error ? reject(error) : resolve(done)),
      );
      instance.on("response", (_client, status, _bytes, ms) => {
        const list = latencies.get(status) ?? [];
        list.push(ms);
        latencies.set(status, list);
      });
    });
    console.log(
      `\nOverload: ${CONNECTIONS} connections, ${SECONDS} s, ${ANONYMOUS} and ${SIGNED_IN} (signed in) alternately; one instance${env && Object.keys(env).length ? ` (${process.env.OVERLOAD_ENV})` : ""}; load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")}`,
    );
    console.log(
      `${(result.requests.total / SECONDS).toFixed(1)} req/s answered, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
    console.log("status  answers  p50 ms   p95 ms   p99 ms   max ms");
    for (const [status, list] of [...latencies].sort((a, b) => a[0] - b[0])) {
      const sorted = list.sort((a, b) => a - b);
      console.log(
        `${String(status).padEnd(8)}${String(sorted.length).padEnd(9)}${[50, 95, 99]
          .map((p) => String(Math.round(percentile(sorted, p))).padEnd(9))
          .join("")}${Math.round(sorted[sorted.length - 1])}`,
      );
    }
  } finally {
    await portal.stop();
  }
}

await main();
