import { InMemorySpanExporter, SimpleSpanProcessor, TracerProvider } from "@opentelemetry/sdk-trace";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { runWithRequestContext } from "~/services/request-context.server";
import { installTracer, startRequestSpan } from "~/services/tracing.server";

import type { Store } from "./store.server";
import { type TestEngine, testEngines } from "./store-test-support";

/** Every query of either engine is a span of the request that made it (decision 0062), and none outside a request. */
describe.each(testEngines())("store query spans (%s)", (engineName, makeEngine) => {
  let engine: TestEngine;
  let store: Store;
  const exporter = new InMemorySpanExporter();
  const provider = new TracerProvider({ spanProcessors: [new SimpleSpanProcessor({ exporter })] });
  beforeAll(async () => {
    engine = makeEngine();
    store = await engine.open();
    installTracer(provider.getTracer("test"));
  }, 60_000);
  afterAll(async () => {
    installTracer(undefined);
    await store?.close();
    await engine?.dispose();
  });

  it("names each by its statement and table, keeps the values out, and marks a failed one", async () => {
    exporter.reset();
    await store.db.selectFrom("sessions").select("id").where("id", "=", "ana@example.com").execute();
    await provider.forceFlush();
    expect(exporter.getFinishedSpans()).toHaveLength(0);

    const request = startRequestSpan("GET", () => undefined)!;
    await runWithRequestContext({ requestId: "r", timings: [], span: request }, async () => {
      await store.db.selectFrom("sessions").select("id").where("id", "=", "ana@example.com").execute();
      await expect(sql`select * from no_such_table`.execute(store.db)).rejects.toThrow();
    });
    request.end();
    await provider.forceFlush();
    const [found, failed] = exporter.getFinishedSpans().filter((span) => span.name.startsWith("store "));
    expect(found.name).toBe("store SELECT sessions");
    expect(found.parentSpanContext?.spanId).toBe(request.spanContext().spanId);
    expect(found.attributes).toMatchObject({
      "db.system.name": "postgresql",
      "db.collection.name": "sessions",
      "surco.store.engine": engineName.startsWith("postgres") ? "postgres" : "embedded",
    });
    expect(String(found.attributes["db.query.text"])).not.toContain("ana@example.com");
    expect(found.endTime[0] * 1e9 + found.endTime[1]).toBeGreaterThan(found.startTime[0] * 1e9 + found.startTime[1]);
    expect(failed.name).toBe("store SELECT no_such_table");
    expect(failed.status.code).toBe(2);
  });
});
