/**
 * Starts a production portal for the bench (npm run build first), pinned to
 * core 0 so the load generator can have core 1, and waits until /readyz says
 * its store is open. `storeDir` is its DATA_DIR: a directory (the embedded
 * engine on disk, the default) or "memory://" (the same engine kept in memory);
 * `cwd` another built checkout (a baseline to compare with); `profileDir` where
 * its V8 CPU profile goes when it exits; `cores` the CPUs it may run on (taskset's list, "0" by default; the load
 * bench's two instances share both cores with their proxy and store).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export interface BenchPortal {
  origin: string;
  child: ChildProcess;
  /** Stops the portal and, once it has exited, removes its data. */
  stop(): Promise<void>;
}

/**
 * How a checkout serves its build, as production runs it: `npm run serve` (the built server); a checkout from before
 * that script (the 8d7a9e2 baseline) ran its server.ts through tsx. Profiled, node itself runs the built server
 * (NODE_OPTIONS refuses --cpu-prof).
 */
function serveCommand(cwd: string, profileDir?: string): string[] {
  if (profileDir) return [process.execPath, "--cpu-prof", `--cpu-prof-dir=${profileDir}`, "build/portal/server.js"];
  const { scripts } = JSON.parse(readFileSync(path.join(cwd, "package.json"), "utf8")) as {
    scripts: Record<string, string>;
  };
  return scripts.serve
    ? ["npm", "run", "--silent", "serve"]
    : [path.resolve(cwd, "node_modules/.bin/tsx"), "server.ts"];
}

export async function startPortal(
  port: number,
  options: { storeDir?: string; env?: Record<string, string>; cwd?: string; profileDir?: string; cores?: string } = {},
): Promise<BenchPortal> {
  const origin = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "surco-bench-"));
  const command = serveCommand(options.cwd ?? ".", options.profileDir);
  const child = spawn("taskset", ["-c", options.cores ?? "0", ...command], {
    cwd: options.cwd,
    env: {
      ...process.env,
      PORT: String(port),
      SANDBOX_PORT: String(port + 1),
      SANDBOX_DATA_DIR: dataDir,
      DATA_DIR: options.storeDir ?? path.join(dataDir, "store"),
      PUBLIC_URL: origin,
      LOG_LEVEL: "info",
      NODE_ENV: "production",
      ...options.env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  // Removing the data while the portal still writes to it fails with ENOTEMPTY: wait for its exit.
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 5 });
  };
  // The embedded engine's first boot (initdb) takes tens of seconds on a busy machine (decision 0017).
  for (let i = 0; i < 900; i++) {
    try {
      const ready = await fetch(`${origin}/readyz`);
      // A baseline from before /readyz (8d7a9e2) had only /healthz.
      if (ready.ok || (ready.status === 404 && (await fetch(`${origin}/healthz`)).ok)) return { origin, child, stop };
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  await stop();
  throw new Error("the portal did not start");
}

/** Autocannon for `seconds` (10 by default) at 10 connections, on core 1 (the portal has core 0). */
export interface Load {
  requestsPerSecond: number;
  latencyP99: number;
  errors: number;
  non2xx: number;
}

export function autocannon(url: string, headers: Record<string, string> = {}, seconds = 10): Promise<Load> {
  return new Promise((resolve, reject) => {
    const bin = path.resolve("node_modules/autocannon/autocannon.js");
    const headerArgs = Object.entries(headers).flatMap(([name, value]) => ["-H", `${name}=${value}`]);
    const args = ["-c", "1", process.execPath, bin, "-c", "10", "-d", String(seconds), "-j", ...headerArgs, url];
    const child = spawn("taskset", args, { stdio: ["ignore", "pipe", "ignore"] });
    let out = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.on("error", reject);
    child.on("close", () => {
      try {
        const r = JSON.parse(out);
        resolve({
          requestsPerSecond: r.requests.average,
          latencyP99: r.latency.p99,
          errors: r.errors,
          non2xx: r.non2xx,
        });
      } catch (error) {
        reject(error);
      }
    });
  });
}

/** The nearest-rank percentile `p` (0–100) of values sorted ascending; NaN for none. Every bench's one definition. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
