import { createServer, type Server } from "node:http";
import path from "node:path";

import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express from "express";

import { WHATSAPP_WEBHOOK_PATH } from "~/alerts/webhook-path";
import { localePrefix, LOCALES } from "~/countries";
import { MAX_INVOICE_XML_BYTES } from "~/domain/invoices/nfe-xml";
import { env } from "~/env.server";
import { href } from "~/i18n/href";
import { CSP_REPORT_PATH } from "~/security/content-security-policy";
import { log } from "~/services/log.server";
import { FRESH_UPSTREAMS_PATH, freshUpstreams, TEST_SCOPE_HEADER, testScopeOf } from "~/services/test-scope.server";
import {
  healthReport,
  outboxBacklog,
  readiness,
  startStoreServices,
  stopStoreServices,
} from "~/store/lifecycle.server";

import { admission } from "./admission";
import { FORM_BODIES, limitBodies, WEBHOOK_BODIES } from "./body-limit";
import { redirectToCanonicalPath } from "./canonical-path";
import { collectCspReports, CSP_REPORT_BODIES } from "./csp-reports";
import { LIVENESS_PATH, READINESS_PATH } from "./health-paths";
import { BASE_MAP_PATH, MEDIA_PATH, serveMedia } from "./media";
import { METRICS_PATH, metricsEndpoint } from "./metrics-endpoint";
import { pageCache } from "./page-cache";
import { guardRedirects } from "./redirect-guard";
import { keptPages, remixHandler, stalePage, webRequests } from "./remix-handler";
import { requestContext } from "./request-log";
import { allowMethods, rejectMalformedTarget } from "./request-target";
import { labelRoutes } from "./route-label";
import { rejectCrossSite, securityHeaders } from "./security";
import { serveServiceWorker, SERVICE_WORKER_PATH } from "./service-worker";
import { startTelemetry } from "./telemetry";
import { answerUnhandledErrors } from "./unhandled-errors";
import { warmUp } from "./warm-up";

const SHUTDOWN_GRACE_MS = 10_000;
/**
 * The public files are named with an extension (favicon.ico, downloads/*.pdf, images/*.png); pages never are. Only
 * such paths look on disk: a page request spent a stat() call on a file that cannot exist (issue 28's profile).
 */
const FILE_PATH = /\.(?!data$)\w+$/;

export async function startPortal({
  production,
  port,
  beforeExit,
}: {
  production: boolean;
  port: number;
  beforeExit: (() => Promise<void>) | null;
}): Promise<Server> {
  // Traces with OTEL_EXPORTER_OTLP_ENDPOINT, metrics with METRICS_TOKEN; neither: nothing started (decision 0062).
  const telemetry = startTelemetry({
    endpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT,
    serviceName: env.OTEL_SERVICE_NAME,
    sampleRatio: env.OTEL_TRACES_SAMPLER_ARG,
    metricsToken: env.METRICS_TOKEN,
    outboxBacklog,
  });
  const app = express();
  app.disable("x-powered-by");
  // Exactly the configured proxies are believed (X-Forwarded-For/Host/Proto); with 0, req.ip is the peer.
  app.set("trust proxy", env.TRUST_PROXY_HOPS);

  // The operator's scrape, ahead of everything a visitor's request goes through (and is counted by).
  if (telemetry.prometheus && env.METRICS_TOKEN)
    app.get(METRICS_PATH, metricsEndpoint(telemetry.prometheus, env.METRICS_TOKEN));
  app.use(requestContext());
  app.use(securityHeaders({ production, formTargets: [new URL(env.OIDC_ISSUER).origin] }));
  app.use(rejectMalformedTarget());
  app.use(guardRedirects());

  // The store opens (and migrates) in the background: /readyz answers 503 until it is ready (app/store/lifecycle.server.ts).
  startStoreServices();
  app.get(LIVENESS_PATH, async (_req, res) => {
    res.set("cache-control", "no-store").json(await healthReport());
  });
  // Ready once the store answers and the instance has rendered its homes for itself (./warm-up.ts).
  let warm = false;
  app.get(READINESS_PATH, async (_req, res) => {
    const { ready, store } = await readiness();
    res
      .status(ready && warm ? 200 : 503)
      .set("cache-control", "no-store")
      .json({ ready: ready && warm, store, warm });
  });

  // The browser suite's fault tests ask for upstreams of their own (app/services/test-scope.server.ts).
  if (env.TEST_SCOPES === "on") {
    app.post(FRESH_UPSTREAMS_PATH, (req, res) => {
      const scope = testScopeOf(req.get(TEST_SCOPE_HEADER));
      if (scope) freshUpstreams(scope);
      res.status(scope ? 204 : 400).end();
    });
  }

  // Browsers send violation reports on their own (no Sec-Fetch-Site of ours to check): before the cross-site guard.
  app.post(CSP_REPORT_PATH, limitBodies(CSP_REPORT_BODIES), collectCspReports());
  app.use(rejectCrossSite(new URL(env.PUBLIC_URL).origin));
  app.use(allowMethods());
  app.post(WHATSAPP_WEBHOOK_PATH, limitBodies(WEBHOOK_BODIES));
  app.use(limitBodies({ ...FORM_BODIES, uploads: invoiceUploads() }));
  app.use(redirectToCanonicalPath());
  // Files are compressed by the stock middleware, answer by answer: a browser keeps them (the fingerprinted ones a
  // year). Pages and data are encoded once per body instead (./encoding.ts).
  const compressFiles = compression();

  let build: ServerBuild | (() => Promise<ServerBuild>);
  if (production) {
    const root = path.resolve("build");
    // Fingerprinted assets never change: cache them for a year.
    app.use(
      "/assets",
      compressFiles,
      express.static(path.join(root, "client/assets"), { immutable: true, maxAge: "1y" }),
    );
    app.use(MEDIA_PATH, compressFiles, serveMedia(path.join(root, "client/media")));
    app.use(BASE_MAP_PATH, compressFiles, serveMedia(path.join(root, "client/base-map")));
    app.get(SERVICE_WORKER_PATH, compressFiles, serveServiceWorker(path.join(root, "sw/sw.js")));
    app.get(FILE_PATH, compressFiles, express.static(path.join(root, "client"), { maxAge: "1h" }));
    build = (await import(/* @vite-ignore */ path.join(root, "server/index.js"))) as ServerBuild;
  } else {
    const vite = await import("vite").then((v) => v.createServer({ server: { middlewareMode: true } }));
    app.use(MEDIA_PATH, compressFiles, serveMedia("public/media"));
    app.use(BASE_MAP_PATH, compressFiles, serveMedia("public/base-map"));
    app.use(vite.middlewares);
    app.get(FILE_PATH, compressFiles, express.static("public", { maxAge: "1h" }));
    build = () => vite.ssrLoadModule("virtual:remix/server-build") as Promise<ServerBuild>;
  }

  // In development every request renders: an edit shows at once. A copy past its minute may still answer for ten more
  // when the portal is too busy to render (./page-cache.ts).
  const cache =
    production && env.PAGE_CACHE_SECONDS > 0
      ? pageCache({
          maxSeconds: env.PAGE_CACHE_SECONDS,
          staleSeconds: 600,
          maxEntries: 2_000,
          maxBytes: 64 * 1024 * 1024,
        })
      : undefined;
  // Every request from here on is one of Remix's routes: its pattern names its span, labels its metrics and its errors.
  app.use(labelRoutes(build));
  // A fresh copy of an anonymous page costs no render: answered before the bound.
  if (cache) app.use(keptPages(cache));
  // Past this point every request renders: the bound on how many at once (./admission.ts). A refused request never
  // gets its Fetch API request: under overload most requests are refused, and making one for each was a tenth of
  // what a busy answer cost (issue 28's heap profile).
  app.use(
    admission({
      maxInFlight: env.MAX_CONCURRENT_RENDERS,
      perTurn: env.RENDERS_PER_TURN,
      maxWaitMs: env.RENDER_QUEUE_MS,
      whenBusy: cache && stalePage(cache),
    }),
  );
  app.use(webRequests());
  app.all(
    "*",
    remixHandler({
      build,
      mode: production ? "production" : "development",
      cache,
      ceilingMs: env.RENDER_CEILING_SECONDS * 1000,
      getLoadContext: (req, res) => ({
        nonce: res.locals.nonce as string,
        requestId: res.locals.requestId as string,
        clientIp: req.ip ?? "unknown",
        bodyTooLarge: res.locals.bodyTooLarge === true,
      }),
    }),
  );
  app.use(answerUnhandledErrors());

  // A client that has not sent its whole request (headers and body) within the deadline is answered 408 and closed
  // (issue 26): Node's default held a trickled body for five minutes. Deadlines are checked every second.
  const deadline = env.REQUEST_DEADLINE_SECONDS * 1000;
  const server = createServer(
    { requestTimeout: deadline, headersTimeout: deadline, connectionsCheckingInterval: 1000 },
    app,
  ).listen(port, () => {
    log("info", "portal listening", { url: `http://localhost:${port}`, production });
    void warmUp({
      origin: `http://localhost:${port}`,
      paths: LOCALES.map((locale) => `/${localePrefix(locale)}`),
      storeReady: async () => (await readiness()).ready,
    }).then(() => (warm = true));
  });

  // Graceful shutdown: stop accepting, let requests in flight finish, then exit.
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log("info", "shutting down", { signal });
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    force.unref();
    server.close(async () => {
      await stopStoreServices();
      // The last requests' spans are sent before the process goes.
      await telemetry.shutdown();
      await beforeExit?.();
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.once("SIGTERM", () => shutdown("SIGTERM"));
  process.once("SIGINT", () => shutdown("SIGINT"));
  return server;
}

/**
 * The invoice register page takes an NF-e's XML (issue 32): up to 1 MB and the form's few fields; a larger body is
 * drained unread (up to 32 MB, past that the connection is closed) and the page says the file is too large.
 */
function invoiceUploads() {
  const paths = new Set(LOCALES.flatMap((locale) => href(locale, "invoice-register") ?? []));
  return { at: (path: string) => paths.has(path), maxBytes: MAX_INVOICE_XML_BYTES + 64 * 1024, drainBytes: 32 << 20 };
}
