import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import express from "express";

import { FaultRegistry } from "./faults";
import { openStore } from "./store";
import { createAgronomyUpstream } from "./upstreams/agronomy";
import { createBannersUpstream } from "./upstreams/banners";
import { createContentUpstream } from "./upstreams/content";
import { createCoursesUpstream } from "./upstreams/courses";
import { createCropAdvisorUpstream } from "./upstreams/crop-advisor";
import { createDealersUpstream } from "./upstreams/dealers";
import { createFieldViewUpstream } from "./upstreams/field-view";
import { createFinanceUpstream } from "./upstreams/finance";
import { createInterestsUpstream } from "./upstreams/interests";
import { createLoyaltyUpstream } from "./upstreams/loyalty";
import { createMailUpstream } from "./upstreams/mail";
import { createMarketingFormsUpstream } from "./upstreams/marketing-forms";
import { createOidcUpstream } from "./upstreams/oidc";
import { createProductsUpstream } from "./upstreams/products";
import { createSeedQualityUpstream } from "./upstreams/seed-quality";
import type { Upstream, UpstreamFactory } from "./upstreams/types";
import { createUsRewardsRedemptionsUpstream, createUsRewardsUpstream } from "./upstreams/us-rewards";
import { createVouchersUpstream } from "./upstreams/vouchers";
import { createWeatherUpstream } from "./upstreams/weather";
import { createWhatsAppUpstream } from "./upstreams/whatsapp";
import { createYieldTrialsUpstream } from "./upstreams/yield-trials";

/**
 * The upstream sandbox: one HTTP server that speaks every upstream's contract
 * with deterministic demo data, plus an OpenID Connect provider. The portal
 * cannot tell it from production; only the base URLs in `env` differ.
 *
 *   /oidc/...        identity provider (issuer), sign-in pages under /oidc/interaction
 *   /loyalty/...     loyalty API and its token service
 *   /_sandbox/...    test controls: faults, health, per-upstream helpers
 */

export interface SandboxOptions {
  /** 0 picks a free port. Default 0. */
  port?: number;
  /** Interface to bind. Default 127.0.0.1 (loopback only). */
  host?: string;
  /** The host name browsers use to reach the sandbox (issuer, redirects). Default "localhost". */
  publicHost?: string;
  /** Where what must survive a restart is kept (IdP sessions, what the portal writes). */
  dataDir: string;
  /** The portal's origin, e.g. http://localhost:3000: redirect URIs and links back. */
  portalOrigin: string;
}

export interface Sandbox {
  /** The sandbox origin, e.g. http://localhost:3001. */
  url: string;
  /** The portal's upstream variables, pointing at this sandbox. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** What sandbox/main.ts prints after the last portal setting: a script reading them knows it has them all. */
export const SETTINGS_END = "# End of the portal environment.";

/** Every emulated upstream. A new upstream is one file in upstreams/ and one line here. */
const UPSTREAMS: UpstreamFactory[] = [createOidcUpstream, createLoyaltyUpstream];
UPSTREAMS.push(createBannersUpstream, createCoursesUpstream);
UPSTREAMS.push(createContentUpstream);
UPSTREAMS.push(createWeatherUpstream);
UPSTREAMS.push(createCropAdvisorUpstream);
UPSTREAMS.push(createProductsUpstream, createSeedQualityUpstream);
UPSTREAMS.push(createFieldViewUpstream, createAgronomyUpstream);
UPSTREAMS.push(createMarketingFormsUpstream);
// Before us-rewards: it answers POST /us-rewards/redemptions, a fault target of its own.
UPSTREAMS.push(createUsRewardsRedemptionsUpstream);
UPSTREAMS.push(createUsRewardsUpstream);
UPSTREAMS.push(createYieldTrialsUpstream);
UPSTREAMS.push(createDealersUpstream);
UPSTREAMS.push(createInterestsUpstream);
UPSTREAMS.push(createFinanceUpstream);
UPSTREAMS.push(createVouchersUpstream);
// Alerts' channels (issue 30): an SMTP server with its mailbox page, and the WhatsApp Cloud API with its callbacks.
UPSTREAMS.push(createMailUpstream, createWhatsAppUpstream);

function listen(server: Server, port: number, host: string): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    server.once("error", onError);
    server.listen(port, host, () => {
      server.off("error", onError);
      resolve(server.address() as AddressInfo);
    });
  });
}

function hostForUrl(host: string): string {
  return host.includes(":") && !host.startsWith("[") ? `[${host}]` : host;
}

export async function startSandbox(options: SandboxOptions): Promise<Sandbox> {
  const host = options.host ?? "127.0.0.1";
  const publicHost = options.publicHost ?? "localhost";
  const portalOrigin = new URL(options.portalOrigin).origin;

  const store = await openStore({ dataDir: options.dataDir, name: "sandbox" });
  const faults = new FaultRegistry();
  const app = express();
  app.disable("x-powered-by");
  app.set("etag", false);

  // The listening port must be known before the identity provider exists (it is part of the issuer),
  // so the server starts first and the routes are mounted before startSandbox returns.
  const server = createServer(app);
  // Idle keep-alive sockets should not hold close() up for long.
  server.keepAliveTimeout = 5_000;
  let address: AddressInfo;
  try {
    address = await listen(server, options.port ?? 0, host);
  } catch (error) {
    await store.close();
    throw error;
  }
  const origin = `http://${hostForUrl(publicHost)}:${address.port}`;

  const upstreams: Upstream[] = [];
  try {
    for (const factory of UPSTREAMS) {
      upstreams.push(await factory({ origin, portalOrigin, store, dataDir: options.dataDir }));
    }
  } catch (error) {
    server.close();
    server.closeAllConnections();
    await store.close();
    throw error;
  }

  // Test controls first: they answer even while every upstream is failing.
  app.use("/_sandbox/faults", faults.router());
  app.get("/_sandbox/health", (_req, res) => {
    res.json({ ok: true, upstreams: upstreams.map((upstream) => upstream.name) });
  });
  for (const upstream of upstreams) {
    if (upstream.admin) app.use(`/_sandbox/${upstream.name}`, upstream.admin);
  }

  for (const upstream of upstreams) {
    app.use(upstream.mountPath, faults.middleware(upstream.name), upstream.handler);
  }

  app.use((_req, res) => {
    res.status(404).json({ message: "Not found in the sandbox" });
  });
  app.use((error: unknown, _req: express.Request, res: express.Response, next: express.NextFunction) => {
    // Client mistakes (a garbled path, a body too large) keep their 4xx; anything else is our bug.
    const status = (error as { status?: unknown })?.status;
    const clientError = typeof status === "number" && status >= 400 && status < 500;
    if (!clientError) console.error("[sandbox] request failed", error);
    if (res.headersSent) return next(error);
    res.status(clientError ? status : 500).json({ message: clientError ? (error as Error).message : "Sandbox error" });
  });

  const env = Object.assign({}, ...upstreams.map((upstream) => upstream.env)) as Record<string, string>;

  let closing: Promise<void> | null = null;
  async function close(): Promise<void> {
    closing ??= (async () => {
      faults.close();
      const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      // Anything still in flight after a moment (a client that never reads) is cut.
      const force = setTimeout(() => server.closeAllConnections(), 500);
      force.unref();
      await stopped;
      clearTimeout(force);
      for (const upstream of upstreams) await upstream.close?.();
      await store.close();
    })();
    return closing;
  }

  return { url: origin, env: Object.freeze({ ...env }) as Record<string, string>, close };
}
