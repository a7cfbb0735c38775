/**
 * What observability costs per request (decision 0062): the built portal with telemetry off, with traces sent to a
 * stand-in collector, and with traces and metrics, each rendering (no page cache) under autocannon. Besides req/s,
 * which a shared machine moves, it prints the portal's CPU time per request, read from /proc: what the portal's process
 * (the embedded sandbox's share included) spent, whatever else ran beside it. The configurations take turns, ROUNDS
 * times, each round starting with the next, so a change in the machine's load meets each of them.
 *
 *   npm run build && tsx scripts/telemetry-bench.ts
 */
import { readdirSync, readFileSync } from "node:fs";
import { loadavg } from "node:os";

import { startTraceCollector } from "../sandbox/trace-collector";
import { autocannon, startPortal } from "./bench-portal";

const PATHS = ["/pt-br/_baseline", "/pt-br"];
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const SECONDS = 8;
const PORT = Number(process.env.BENCH_PORT ?? 3200) + 60;
const METRICS_TOKEN = "telemetry-bench-metrics-token-0123456789";

/** Clock ticks of CPU (user and system) spent by a process and every process under it (npm, its shell, node). */
function cpuTicksOfTree(root: number): number {
  const stats = readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .flatMap((pid) => {
      try {
        // The fields after the command's closing parenthesis: state, ppid, … utime (12th), stime (13th).
        const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
        return [{ pid: Number(pid), ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) }];
      } catch {
        return [];
      }
    });
  const tree = new Set([root]);
  for (let grew = true; grew;) {
    grew = false;
    for (const stat of stats)
      if (tree.has(stat.ppid) && !tree.has(stat.pid)) {
        tree.add(stat.pid);
        grew = true;
      }
  }
  return stats.filter((stat) => tree.has(stat.pid)).reduce((sum, stat) => sum + stat.ticks, 0);
}
/** Linux's USER_HZ: /proc counts CPU time in hundredths of a second. */
const TICKS_PER_SECOND = 100;

async function main() {
  const collector = await startTraceCollector();
  const configurations: Record<string, Record<string, string>> = {
    off: {},
    traces: { OTEL_EXPORTER_OTLP_ENDPOINT: collector.url },
    "traces+metrics": { OTEL_EXPORTER_OTLP_ENDPOINT: collector.url, METRICS_TOKEN },
  };
  const results = new Map<string, { rps: number[]; cpuUs: number[] }>();
  const order = Object.entries(configurations);
  for (let round = 1; round <= ROUNDS; round++) {
    // Each round starts with another configuration: none always runs first, or last, on a machine whose load drifts.
    for (const [name, env] of [
      ...order.slice((round - 1) % order.length),
      ...order.slice(0, (round - 1) % order.length),
    ]) {
      const portal = await startPortal(PORT, { env: { PAGE_CACHE_SECONDS: "0", LOG_LEVEL: "warn", ...env } });
      try {
        for (const path of PATHS) {
          const url = `${portal.origin}${path}`;
          // A first pass warms the upstream caches and the JIT; the second is the figure.
          await autocannon(url, {}, 3);
          const before = cpuTicksOfTree(portal.child.pid!);
          const load = await autocannon(url, {}, SECONDS);
          const cpuSeconds = (cpuTicksOfTree(portal.child.pid!) - before) / TICKS_PER_SECOND;
          const key = `${path} ${name}`;
          const result = results.get(key) ?? { rps: [], cpuUs: [] };
          result.rps.push(load.requestsPerSecond);
          result.cpuUs.push((cpuSeconds * 1e6) / (load.requestsPerSecond * SECONDS));
          results.set(key, result);
          console.log(
            `round ${round} ${key}: ${load.requestsPerSecond.toFixed(0)} req/s, ${result.cpuUs.at(-1)!.toFixed(0)} µs CPU per request`,
          );
        }
      } finally {
        await portal.stop();
      }
    }
  }
  console.log(
    `\nMedians over ${ROUNDS} rounds (autocannon 10 connections, ${SECONDS} s; load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}; spans received by the stand-in: ${collector.spans().length})`,
  );
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = (sorted.length - 1) / 2;
    return (sorted[Math.floor(middle)]! + sorted[Math.ceil(middle)]!) / 2;
  };
  for (const [key, { rps, cpuUs }] of results)
    console.log(
      `${key.padEnd(32)} ${median(rps).toFixed(0).padStart(5)} req/s ${median(cpuUs).toFixed(0).padStart(6)} µs`,
    );
  await collector.close();
}

await main();
