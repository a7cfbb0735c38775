import type { RequestHandler, Router } from "express";

import type { JsonStore } from "../store";

/** What every upstream emulator gets when the sandbox starts. */
interface UpstreamContext {
  /** The sandbox's origin as browsers and the portal reach it, e.g. http://localhost:3001 (no trailing slash). */
  origin: string;
  /** The portal's origin, e.g. http://localhost:3000 (redirect URIs, links back). */
  portalOrigin: string;
  /** The shared persistent store: use collections named after the upstream ("loyalty:vouchers"...). */
  store: JsonStore;
  dataDir: string;
}

/**
 * One emulated upstream. server.ts mounts `handler` at `mountPath` behind the
 * fault middleware for `name`, mounts `admin` (test helpers) at `/_sandbox/<name>`,
 * and merges `env` into the variables the portal receives.
 */
export interface Upstream {
  /** The fault-injection name; the same name the portal's HTTP client uses for this upstream. */
  name: string;
  /** Where the routes live, e.g. "/loyalty". */
  mountPath: string;
  handler: Router | RequestHandler;
  admin?: Router;
  /** Portal environment variables pointing at this emulator. */
  env: Record<string, string>;
  close?(): Promise<void>;
}

export type UpstreamFactory = (context: UpstreamContext) => Upstream | Promise<Upstream>;
