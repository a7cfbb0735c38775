import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { rm } from "node:fs/promises";

import { SETTINGS_END } from "./server";

/**
 * The sandbox in a process of its own (`sandbox/main.ts` through tsx), for a browser spec or a bench that starts its
 * own portals: its upstreams then answer from their own event loop, never from the caller's.
 */

/**
 * A sandbox with a fresh data dir for a portal at `portalOrigin`; resolves once it has printed the upstream settings
 * a portal needs, which it returns as an env.
 */
export async function startSandboxProcess(port: number, dataDir: string, portalOrigin: string) {
  await rm(dataDir, { recursive: true, force: true });
  const child = spawn(process.execPath, ["--import", "tsx", "sandbox/main.ts"], {
    env: { ...process.env, SANDBOX_PORT: String(port), SANDBOX_DATA_DIR: dataDir, PORTAL_ORIGIN: portalOrigin },
    stdio: ["ignore", "pipe", "inherit"],
  });
  // Read every line it prints (a pipe left unread would break its later writes), until its settings are out.
  let printed = "";
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => {
      printed += chunk.toString();
      if (printed.includes(`${SETTINGS_END}\n`)) resolve();
    });
    child.once("exit", () => reject(new Error(`the sandbox stopped: ${printed}`)));
  });
  const settings = printed.split("\n").filter((line) => /^[A-Z_]+=/.test(line));
  const env = Object.fromEntries(
    settings.map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]),
  );
  return { child, env };
}

/** Stops a process this caller started and waits for its exit. */
export async function stopProcess(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  child.kill("SIGTERM");
  await once(child, "exit");
}
