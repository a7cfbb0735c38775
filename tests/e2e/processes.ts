import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { rm } from "node:fs/promises";

import { SETTINGS_END } from "../../sandbox/server";
import { expect } from "./fixtures";

/**
 * Portals and sandboxes a spec starts itself, beside the suite's own (specs
 * that need several instances, a portal on PostgreSQL, or other limits).
 */

/**
 * A portal from the production build, started as production starts it (`npm run serve`: the built server, no
 * TypeScript loader; `npm run build` first). Its warnings and errors go to the test's output.
 */
export function servePortal(env: Record<string, string>): ChildProcess {
  return spawn("npm", ["run", "--silent", "serve"], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

/** A TypeScript script of the checkout (the sandbox alone, a development tool), through tsx. */
function startScript(script: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ["--import", "tsx", script], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
}

export async function stopProcess(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null) return;
  child.kill("SIGTERM");
  await once(child, "exit");
}

/**
 * A sandbox of its own (fresh data dir) for a portal at `portalOrigin`; resolves once it has printed the upstream
 * settings a portal needs, which it returns as an env.
 */
export async function startSandbox(port: number, dataDir: string, portalOrigin: string) {
  await rm(dataDir, { recursive: true, force: true });
  const child = startScript("sandbox/main.ts", {
    SANDBOX_PORT: String(port),
    SANDBOX_DATA_DIR: dataDir,
    PORTAL_ORIGIN: portalOrigin,
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

/** Waits until `url` answers 2xx (a portal's /readyz: its store is open). */
export async function waitUntilOk(url: string, timeoutMs = 120_000) {
  const answers = () =>
    fetch(url).then(
      (r) => r.ok,
      () => false,
    );
  await expect
    .poll(answers, { message: `${url} did not become ready`, timeout: timeoutMs, intervals: [250] })
    .toBe(true);
}

/**
 * A portal of a spec's own on `port` (its sandbox embedded on the next), with an in-memory store and `env` on top,
 * once it is ready: its store open. A loaded two-core machine takes a while to boot one; call from a beforeAll
 * given three minutes.
 */
export async function startOwnPortal(port: number, env: Record<string, string> = {}): Promise<ChildProcess> {
  const origin = `http://localhost:${port}`;
  const child = servePortal({
    PORT: String(port),
    SANDBOX_PORT: String(port + 1),
    SANDBOX_DATA_DIR: `test-results/sandbox-data-${port}`,
    PUBLIC_URL: origin,
    DATA_DIR: "memory://",
    LOG_LEVEL: "silent",
    ...env,
  });
  await waitUntilOk(`${origin}/readyz`, 170_000);
  return child;
}
