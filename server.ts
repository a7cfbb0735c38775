/**
 * The portal's entry, in production and in development. Production runs its
 * build, plain JavaScript (`npm run build` writes build/portal/server.js with
 * vite.server.config.ts; `npm run serve` runs it); `npm run dev` runs this
 * file through tsx, with Vite's dev server (decision 0022).
 *
 * With no upstream configured (no OIDC_ISSUER, no LOYALTY_API_URL), it first
 * boots the sandbox on loopback and points the portal at it, so a fresh
 * checkout runs the whole product. The boot switches below are the only
 * settings read before app/env.server.ts parses and freezes the rest.
 */
import path from "node:path";

const production = process.env.NODE_ENV === "production";
const port = Number(process.env.PORT ?? 3000);
process.env.PUBLIC_URL ??= `http://localhost:${port}`;

const needsSandbox = !process.env.OIDC_ISSUER && !process.env.LOYALTY_API_URL;
let stopSandbox: (() => Promise<void>) | null = null;
if (needsSandbox) {
  const { startSandbox } = await import("./sandbox/server");
  const sandbox = await startSandbox({
    port: Number(process.env.SANDBOX_PORT ?? 3001),
    dataDir: path.resolve(process.env.SANDBOX_DATA_DIR ?? ".sandbox-data"),
    portalOrigin: process.env.PUBLIC_URL,
  });
  // SANDBOX_URL tells app/env.server.ts which upstreams are the demo: its own secret is then acceptable.
  Object.assign(process.env, sandbox.env, { SANDBOX_URL: sandbox.url });
  stopSandbox = () => sandbox.close();
  console.log(`Sandbox upstreams on ${sandbox.url}`);
}

const { startPortal } = await import("./server/portal");
await startPortal({ production, port, beforeExit: stopSandbox });
