/**
 * What the instrumentation itself costs (decision 0062), apart from everything a page does: one process plays a
 * request as the portal instruments it (its span, a render with three upstream calls through the real HTTP helper
 * answered by a fake fetch, two store queries through the real query hook, its measurement) 20,000 times per phase,
 * and prints its CPU time per request with telemetry off, traces, metrics, and both. Spans go to a sink in another
 * process that reads and drops them, so only the portal's side (batching, OTLP JSON, sending) is counted. The figures
 * differ from a real page's by the page; the differences between phases are the instrumentation's.
 *
 *   tsx scripts/telemetry-micro-bench.ts
 */
import { spawn } from "node:child_process";
import { loadavg } from "node:os";

import { SpanKind } from "@opentelemetry/api";
import { z } from "zod";

// The frozen env of the modules below needs every upstream's address: all at a "sandbox" that is nowhere, never called.
const NOWHERE = "http://127.0.0.1:9";
process.env.SANDBOX_URL = NOWHERE;
const UPSTREAMS = ["LOYALTY", "PRODUCTS", "SEED_QUALITY", "YIELD_TRIALS", "DEALERS", "FIELD_VIEW", "AGRONOMY"];
UPSTREAMS.push("US_REWARDS", "INTERESTS", "FINANCE", "BANNERS", "COURSES", "CONTENT", "WEATHER", "CROP_ADVISOR");
UPSTREAMS.push("MARKETING_FORMS", "VOUCHERS");
for (const name of UPSTREAMS) process.env[`${name}_API_URL`] = NOWHERE;
Object.assign(process.env, { OIDC_ISSUER: NOWHERE, LOYALTY_TOKEN_URL: NOWHERE });
for (const name of ["OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET", "LOYALTY_CLIENT_ID", "LOYALTY_CLIENT_SECRET"])
  process.env[name] = "bench";
process.env.LOG_LEVEL = "silent";

const { startTelemetry } = await import("../server/telemetry");
const { createHttpClient } = await import("~/services/http.server");
const { recordRequest } = await import("~/services/metrics.server");
const { runWithRequestContext } = await import("~/services/request-context.server");
const { endRequestSpan, inRequestSpan, installTracer, startRequestSpan } = await import("~/services/tracing.server");
const { traceQuery } = await import("~/store/query-spans.server");

const SINK_PORT = 4399;
const REQUESTS = 20_000;
const ROUNDS = 3;

const sink = spawn(
  process.execPath,
  [
    "-e",
    `require("http").createServer((q, s) => { q.resume(); q.on("end", () => s.end("{}")); }).listen(${SINK_PORT})`,
  ],
  { stdio: "ignore" },
);
await new Promise((resolve) => setTimeout(resolve, 500));

const answer = JSON.stringify({ ok: true });
const http = createHttpClient({
  fetch: async () => new Response(answer, { headers: { "content-type": "application/json" } }),
});
const schema = z.object({ ok: z.boolean() });
const query = traceQuery("embedded");
const queried = {
  level: "query",
  query: { sql: 'select "id", "data" from "sessions" where "id" = $1', parameters: ["x"] },
  queryDurationMillis: 0.2,
} as unknown as Parameters<typeof query>[0];

async function oneRequest(i: number) {
  const context = {
    requestId: `request-${i}`,
    timings: [],
    route: "/pt-br",
    span: startRequestSpan("GET", () => undefined),
  };
  context.span?.setAttribute("surco.request.id", context.requestId);
  await runWithRequestContext(context, () =>
    inRequestSpan(
      "render /pt-br",
      SpanKind.INTERNAL,
      () => ({ "http.route": "/pt-br" }),
      async () => {
        await Promise.all(
          ["content", "products", "finance"].map((upstream) =>
            http.request({ upstream, url: `http://127.0.0.1:9/${upstream}/items`, schema }),
          ),
        );
        query(queried);
        query(queried);
      },
    ),
  );
  recordRequest({ method: "GET", route: context.route, status: 200, seconds: 0.01 });
  if (context.span) endRequestSpan(context.span, { method: "GET", route: context.route, status: 200 });
}

/** CPU µs per request over REQUESTS requests, after a warm-up, spans sent included. */
async function phase(flush: () => Promise<void>): Promise<number> {
  for (let i = 0; i < 2_000; i++) await oneRequest(i);
  await flush();
  const before = process.cpuUsage();
  for (let i = 0; i < REQUESTS; i++) await oneRequest(i);
  await flush();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / REQUESTS;
}

const traces = startTelemetry({
  endpoint: `http://127.0.0.1:${SINK_PORT}`,
  serviceName: "telemetry-micro-bench",
  sampleRatio: 1,
  outboxBacklog: async () => null,
});
// The tracer that started, kept to turn tracing off and on between phases.
const tracer = (globalThis as unknown as Record<symbol, Parameters<typeof installTracer>[0]>)[
  Symbol.for("surco.tracer")
];
const none = async () => undefined;
const results: Record<string, number[]> = { off: [], traces: [], metrics: [], "traces+metrics": [] };
for (let round = 0; round < ROUNDS; round++) {
  installTracer(undefined);
  results.off.push(await phase(none));
  installTracer(tracer);
  results.traces.push(await phase(traces.flush));
}
// A meter cannot be taken back: the phases with metrics come after.
const metrics = startTelemetry({
  serviceName: "telemetry-micro-bench",
  sampleRatio: 1,
  metricsToken: "telemetry-micro-bench-token-0123456789",
  outboxBacklog: async () => null,
});
for (let round = 0; round < ROUNDS; round++) {
  installTracer(undefined);
  results.metrics.push(await phase(none));
  installTracer(tracer);
  results["traces+metrics"].push(await phase(traces.flush));
}
console.log(
  `CPU µs per played request, ${ROUNDS} rounds of ${REQUESTS} (load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")})`,
);
for (const [name, values] of Object.entries(results))
  console.log(`${name.padEnd(16)} ${values.map((value) => value.toFixed(1).padStart(6)).join(" ")}`);
sink.kill();
await Promise.all([traces.shutdown(), metrics.shutdown()]);
