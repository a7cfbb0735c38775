import { type ChildProcess, spawn } from "node:child_process";

import { expect } from "./fixtures";

export { startSandboxProcess, stopProcess } from "../../sandbox/child-process";

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
