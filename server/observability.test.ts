import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import express from "express";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";

import { type CollectedSpan, startTraceCollector, type TraceCollector } from "../sandbox/trace-collector";
import { fakeBuild } from "./fake-remix-build";
import type { Telemetry } from "./telemetry";

/**
 * Decision 0062 end to end, at the server's level: the portal's chain as server/portal.ts mounts it (telemetry, the
 * metrics endpoint, the request context, route labels, the page cache, the Remix handler, the last error handler)
 * around a small Remix build whose loaders call upstreams through the real HTTP helper and query the real store, and
 * whose errors go through the real handleError. Traces go as OTLP/HTTP to a stand-in collector.
 */
const TOKEN = "metrics-token-for-the-tests-only-0123456789";

/** An upstream answering a valid body on /ok, and a body that breaks every contract on /broken. */
function startUpstream(): Promise<Server> {
  const server = createServer((req, res) => {
    res.writeHead(200, { "content-type": "application/json" });
    res.end(req.url === "/broken" ? "[]" : JSON.stringify({ ok: true }));
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

let collector: TraceCollector;
let upstream: Server;
let portal: Server;
let telemetry: Telemetry;
let origin: string;
let app: express.Express;
const errorLines: Record<string, unknown>[] = [];

beforeAll(async () => {
  collector = await startTraceCollector();
  upstream = await startUpstream();
  const upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  // Read when the modules below load their frozen env: error lines are what this test reads of the log.
  process.env.LOG_LEVEL = "error";
  const write = process.stderr.write.bind(process.stderr);
  vi.spyOn(process.stderr, "write").mockImplementation((chunk, ...rest) => {
    const line = String(chunk);
    if (line.startsWith("{")) errorLines.push(JSON.parse(line) as Record<string, unknown>);
    else return write(chunk, ...(rest as []));
    return true;
  });

  const { startTelemetry } = await import("./telemetry");
  const { metricsEndpoint, METRICS_PATH } = await import("./metrics-endpoint");
  const { requestContext } = await import("./request-log");
  const { labelRoutes } = await import("./route-label");
  const { pageCache } = await import("./page-cache");
  const { keptPages, remixHandler, webRequests } = await import("./remix-handler");
  const { answerUnhandledErrors } = await import("./unhandled-errors");
  const { outboxBacklog } = await import("~/store/lifecycle.server");
  const { http } = await import("~/services/http.server");
  const { portalStore } = await import("~/store/portal-store.server");
  const { handleError } = await import("~/entry.server");

  // Open (and migrate) the store before any request, as the portal does at boot: its migrations are no request's.
  await portalStore();
  telemetry = startTelemetry({
    endpoint: collector.url,
    serviceName: "surco-test",
    sampleRatio: 1,
    metricsToken: TOKEN,
    outboxBacklog,
  });
  const call = (upstreamName: string, path: string) =>
    http.request({ upstream: upstreamName, url: `${upstreamUrl}${path}`, schema: z.object({ ok: z.boolean() }) });
  const page = () => null;
  const routes = {
    root: { id: "root", path: "", module: { default: page } },
    "es-ar/layout": { id: "es-ar/layout", parentId: "root", path: "es-ar", module: { default: page } },
    "es-ar/home": {
      id: "es-ar/home",
      parentId: "es-ar/layout",
      index: true,
      module: {
        default: page,
        loader: async () => {
          const [loyalty, products] = await Promise.all([call("loyalty", "/ok"), call("products", "/ok")]);
          await (await portalStore()).db.selectFrom("sessions").select("id").limit(1).execute();
          return { loyalty, products };
        },
      },
    },
    "es-ar/product": {
      id: "es-ar/product",
      parentId: "es-ar/layout",
      path: "producto/:slug",
      module: { default: page, loader: () => call("weather", "/broken").catch(() => null) },
    },
    "es-ar/broken": {
      id: "es-ar/broken",
      parentId: "es-ar/layout",
      path: "roto",
      module: {
        default: page,
        loader: () => {
          throw new Error("loader broke on ana.perez@surco.example (CUIT 20-27451863-5)");
        },
      },
    },
  };
  /** Each request's first render throws its error on, as the locale layout's boundary does without its data. */
  const thrownOn = new WeakSet<Request>();
  const document = (
    request: Request,
    status: number,
    headers: Headers,
    context: { staticHandlerContext: { errors: Record<string, unknown> | null } },
  ) => {
    const errors = context.staticHandlerContext.errors;
    if (errors && !thrownOn.has(request)) {
      thrownOn.add(request);
      throw Object.values(errors)[0];
    }
    headers.set("content-type", "text/html; charset=utf-8");
    headers.set("cache-control", "public, max-age=0, s-maxage=60");
    headers.set("etag", `"${new URL(request.url).pathname}"`);
    return new Response(`<html>${status}</html>`, { status, headers });
  };
  const build = fakeBuild({ default: document, handleError }, routes);
  const cache = pageCache({ maxSeconds: 60, staleSeconds: 600, maxEntries: 10, maxBytes: 1_000_000 });

  app = express();
  // The test's requests come from loopback, as a proxy's would: its traceparent is believed (and then not, below).
  app.set("trust proxy", "loopback");
  app.get(METRICS_PATH, metricsEndpoint(telemetry.prometheus!, TOKEN));
  app.use(requestContext());
  app.use(labelRoutes(build));
  app.use(keptPages(cache));
  app.get("/express-fault", () => {
    throw new Error("a middleware broke");
  });
  app.use(webRequests());
  app.all(
    "*",
    remixHandler({
      build,
      mode: "production",
      cache,
      ceilingMs: 5_000,
      getLoadContext: (_req, res) => ({ nonce: "n", requestId: res.locals.requestId as string, clientIp: "ip" }),
    }),
  );
  app.use(answerUnhandledErrors());
  portal = await new Promise<Server>((resolve) => {
    const server = app.listen(0, "127.0.0.1", () => resolve(server));
  });
  origin = `http://127.0.0.1:${(portal.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  await telemetry?.shutdown();
  await new Promise((resolve) => portal?.close(resolve));
  await new Promise((resolve) => upstream?.close(resolve));
  await collector?.close();
  vi.restoreAllMocks();
});

/** The spans of the trace a request's span (named by its request id) belongs to. */
async function traceOf(requestId: string): Promise<CollectedSpan[]> {
  await telemetry.flush();
  const root = collector.spans().find((span) => span.attributes["surco.request.id"] === requestId);
  expect(root, `a span for request ${requestId}`).toBeDefined();
  return collector.spans().filter((span) => span.traceId === root!.traceId);
}

describe("with an OTLP endpoint set", () => {
  it("makes one trace per page view, its spans naming the upstreams called, the store's query and the render", async () => {
    const response = await fetch(`${origin}/es-ar`);
    expect(response.status).toBe(200);
    const spans = await traceOf(response.headers.get("x-request-id")!);
    const request = spans.find((span) => span.kind === 2)!;
    expect(request.name).toBe("GET /es-ar");
    expect(request.attributes).toMatchObject({ "http.route": "/es-ar", "http.response.status_code": 200 });
    expect(request.parentSpanId).toBeUndefined();
    expect(spans.map((span) => span.name).sort()).toEqual(
      ["GET /es-ar", "render /es-ar", "store SELECT sessions", "upstream loyalty GET", "upstream products GET"].sort(),
    );
    // Every other span is the request's child.
    for (const span of spans) if (span !== request) expect(span.parentSpanId).toBe(request.spanId);
    const loyalty = spans.find((span) => span.name === "upstream loyalty GET")!;
    expect(loyalty.kind).toBe(3);
    expect(loyalty.attributes["server.address"]).toMatch(/^127\.0\.0\.1:\d+$/);
    expect(spans.find((span) => span.name === "store SELECT sessions")!.attributes).toMatchObject({
      "db.system.name": "postgresql",
      "surco.store.engine": "embedded",
    });
  });

  it("starts its own trace when the traceparent comes from anyone but the operator's proxies", async () => {
    app.set("trust proxy", false);
    try {
      const traceId = "5bf92f3577b34da6a3ce929d0e0e4736";
      const response = await fetch(`${origin}/no-such-page`, {
        headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01` },
      });
      const spans = await traceOf(response.headers.get("x-request-id")!);
      expect(spans[0].traceId).not.toBe(traceId);
    } finally {
      app.set("trust proxy", "loopback");
    }
  });

  it("continues the trace a proxy started, and names a route by its pattern, never its address", async () => {
    const traceId = "4bf92f3577b34da6a3ce929d0e0e4736";
    const response = await fetch(`${origin}/es-ar/producto/semilla-dk-72-10`, {
      headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01` },
    });
    const spans = await traceOf(response.headers.get("x-request-id")!);
    expect(spans[0].traceId).toBe(traceId);
    expect(spans.map((span) => span.name)).toContain("GET /es-ar/producto/:slug");
    const weather = spans.find((span) => span.name === "upstream weather GET")!;
    expect(weather.status).toBe(2);
    expect(weather.attributes["error.type"]).toBe("invalid-response");
  });
});

describe("an unhandled error", () => {
  it("thrown in a loader is reported once, with its request id and route, without the grower's data", async () => {
    errorLines.length = 0;
    const response = await fetch(`${origin}/es-ar/roto`);
    expect(response.status).toBe(500);
    const requestId = response.headers.get("x-request-id")!;
    // Remix handed it over twice (the loader's error, then the boundary's throw of its stand-in): one report.
    const reports = errorLines.filter((line) => line.message === "unhandled error");
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ requestId, route: "/es-ar/roto", source: "remix", path: "/es-ar/roto" });
    const said = JSON.stringify(reports[0]);
    expect(said).toContain("loader broke on [e-mail] (CUIT [number])");
    expect(said).not.toContain("ana.perez");
    expect(said).not.toContain("27451863");

    const request = (await traceOf(requestId)).find((span) => span.kind === 2)!;
    expect(request.status).toBe(2);
    const exceptions = request.events.filter((event) => event.name === "exception");
    expect(exceptions).toHaveLength(1);
    expect(exceptions[0].attributes["exception.message"]).toBe("loader broke on [e-mail] (CUIT [number])");
  });

  it("that reaches the express chain is reported once and answered 500 without detail", async () => {
    errorLines.length = 0;
    const response = await fetch(`${origin}/express-fault`);
    expect(response.status).toBe(500);
    expect(await response.text()).toBe("Internal Server Error");
    const reports = errorLines.filter((line) => line.message === "unhandled error");
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ requestId: response.headers.get("x-request-id"), source: "express" });
  });
});

describe("GET /metrics", () => {
  const scrape = (headers: Record<string, string> = {}) => fetch(`${origin}/metrics`, { headers });

  it("is the site's 404 to anyone without the operator's token", async () => {
    expect((await scrape()).status).toBe(404);
    expect((await scrape({ authorization: "Bearer not-the-token" })).status).toBe(404);
  });

  it("lists requests by route, upstream latency and failures, breakers, page-cache lookups, errors and the outbox", async () => {
    // /es-ar was kept by the first test: both are hits, and the loyalty upstream was called once in all.
    await fetch(`${origin}/es-ar`);
    await fetch(`${origin}/es-ar`);
    // Five broken answers in a row open the weather upstream's circuit.
    for (let i = 0; i < 5; i++) await fetch(`${origin}/es-ar/producto/semilla-${i}`);
    // An address no route matches: labelled none, not by the catch-all that hands requests to Remix.
    expect((await fetch(`${origin}/no-such-page`)).status).toBe(404);
    const { portalOutbox } = await import("~/store/portal-outbox.server");
    await (await portalOutbox()).enqueue("newsletter", "observability-test-key", { email: "x@y.z" });

    const response = await scrape({ authorization: `Bearer ${TOKEN}` });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const text = await response.text();
    const value = (series: string) => {
      const line = text.split("\n").find((each) => each.startsWith(`${series} `));
      return line === undefined ? undefined : Number(line.slice(series.length + 1));
    };
    expect(value('surco_request_duration_seconds_count{method="GET",route="/es-ar",status="200"}')).toBe(3);
    expect(value('surco_request_duration_seconds_count{method="GET",route="/es-ar/producto/:slug",status="200"}')).toBe(
      6,
    );
    expect(text).toContain('surco_request_duration_seconds_bucket{method="GET",route="/es-ar",status="200",le="0.5"}');
    expect(value('surco_upstream_duration_seconds_count{upstream="loyalty",outcome="ok"}')).toBe(1);
    expect(value('surco_upstream_failures_total{upstream="weather",kind="invalid-response"}')).toBe(5);
    expect(value('surco_upstream_failures_total{upstream="weather",kind="circuit-open"}')).toBe(1);
    expect(value('surco_upstream_circuit_state{upstream="weather"}')).toBe(2);
    expect(value('surco_upstream_circuit_state{upstream="loyalty"}')).toBe(0);
    // The two views of /es-ar above; every page view before them was rendered and kept (a 500 never is).
    expect(value('surco_page_cache_lookups_total{result="hit"}')).toBe(2);
    expect(value('surco_page_cache_lookups_total{result="miss"}')).toBe(7);
    expect(value('surco_unhandled_errors_total{route="/es-ar/roto",source="remix"}')).toBe(1);
    expect(value("surco_outbox_depth")).toBe(1);
    expect(value("surco_outbox_oldest_age_seconds")).toBeGreaterThanOrEqual(0);
    // No series is labelled by an address: the products asked for are one pattern.
    expect(text).not.toContain("semilla");
    // That address, the one the untrusted traceparent came to, and the two scrapes refused above (the site's 404).
    expect(value('surco_request_duration_seconds_count{method="GET",route="none",status="404"}')).toBe(4);
    expect(text).not.toContain('route="*"');
  });
});
