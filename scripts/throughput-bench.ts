/**
 * Per-request cost (issue 28): requests per second on the paths the issue measures, each rendered (no page cache),
 * for this build and, with BENCH_BASELINE=<a built checkout>, for that build beside it, path by path in one run so
 * both meet the same machine. The portal runs on core 0 and autocannon (10 connections, 8 s) on core 1. With
 * PROFILE_DIR set, each portal of this build writes a V8 CPU profile (`node --cpu-prof`) in a folder per path there.
 *
 *   npm run build && tsx scripts/throughput-bench.ts   (BENCH_ONLY=/pt-br,/robots.txt measures those paths only)
 */
import { loadavg } from "node:os";

import { autocannon, startPortal } from "./bench-portal";
import { loyaltySession } from "./loyalty-bench";

interface Target {
  path: string;
  /** A demo member's session, signed in before measuring. */
  member?: string;
}

const ONLY = process.env.BENCH_ONLY?.split(",");

export const THROUGHPUT_TARGETS: readonly Target[] = [
  { path: "/healthz" },
  { path: "/robots.txt" },
  { path: "/pt-br/_baseline" },
  { path: "/pt-br" },
  { path: "/es-ar/catalogo" },
  { path: "/pt-br/meu-impulso", member: "br.3estrelas@surco.example" },
];

const PORT = Number(process.env.BENCH_PORT ?? 3200) + 40;
const SECONDS = 8;

async function measure(build: string | undefined, target: Target, profileDir?: string): Promise<number> {
  const env: Record<string, string> = { PAGE_CACHE_SECONDS: "0", LOG_LEVEL: "warn" };
  const portal = await startPortal(PORT, {
    cwd: build,
    env,
    profileDir: profileDir && `${profileDir}/${target.path.replace(/\W+/g, "_")}`,
  });
  try {
    const headers: Record<string, string> = {};
    if (target.member) headers.cookie = await loyaltySession(portal.origin, target.member, target.path);
    // A first pass warms the upstream caches and the JIT; the second is the figure.
    await autocannon(`${portal.origin}${target.path}`, headers, 3);
    const load = await autocannon(`${portal.origin}${target.path}`, headers, SECONDS);
    if (load.errors || load.non2xx) console.warn(`  ${target.path}: ${load.errors} errors, ${load.non2xx} non-2xx`);
    return load.requestsPerSecond;
  } finally {
    await portal.stop();
  }
}

export async function throughputBench(): Promise<void> {
  const baseline = process.env.BENCH_BASELINE;
  console.log(
    `\nRendered throughput (req/s; autocannon 10 connections, ${SECONDS} s; portal on core 0, load on core 1; load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")})`,
  );
  console.log(
    `${"path".padEnd(34)}${baseline ? "baseline".padEnd(11) : ""}${"this build".padEnd(12)}${baseline ? "ratio" : ""}`,
  );
  for (const target of THROUGHPUT_TARGETS.filter((t) => !ONLY || ONLY.includes(t.path))) {
    const before = baseline ? await measure(baseline, target) : null;
    const after = await measure(undefined, target, process.env.PROFILE_DIR);
    const label = `${target.path}${target.member ? " (signed in)" : ""}`;
    console.log(
      `${label.padEnd(34)}${before === null ? "" : before.toFixed(0).padEnd(11)}${after.toFixed(0).padEnd(12)}${before ? (after / before).toFixed(2) : ""}`,
    );
  }
}

// Run alone (`tsx scripts/throughput-bench.ts`), or by npm run bench.
if (import.meta.url === `file://${process.argv[1]}`) await throughputBench();
