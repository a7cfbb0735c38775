import { SpanKind } from "@opentelemetry/api";
import { InMemorySpanExporter, SimpleSpanProcessor, TracerProvider } from "@opentelemetry/sdk-trace";
import { afterEach, describe, expect, it } from "vitest";

import { runWithRequestContext } from "./request-context.server";
import { inRequestSpan, installTracer, startRequestSpan } from "./tracing.server";

/** Tracing off is the default, and must cost nothing beyond a check: no span, no attributes worked out. */
afterEach(() => installTracer(undefined));

const noHeaders = () => undefined;

describe("with tracing off", () => {
  it("makes no request span, and runs a step's work without working out its attributes", async () => {
    expect(startRequestSpan("GET", noHeaders)).toBeUndefined();
    let asked = false;
    const attributes = () => {
      asked = true;
      return {};
    };
    const result = await runWithRequestContext({ requestId: "r", timings: [] }, () =>
      inRequestSpan("upstream loyalty GET", SpanKind.CLIENT, attributes, async (span) => span ?? "no span"),
    );
    expect(result).toBe("no span");
    expect(asked).toBe(false);
  });
});

describe("with tracing on", () => {
  it("makes a step's span only inside a traced request: the outbox worker's calls make none", async () => {
    const exporter = new InMemorySpanExporter();
    const provider = new TracerProvider({ spanProcessors: [new SimpleSpanProcessor({ exporter })] });
    installTracer(provider.getTracer("test"));
    const step = () =>
      inRequestSpan(
        "upstream loyalty GET",
        SpanKind.CLIENT,
        () => ({}),
        async () => "done",
      );
    await step();
    await provider.forceFlush();
    expect(exporter.getFinishedSpans()).toHaveLength(0);
    const span = startRequestSpan("GET", noHeaders)!;
    await runWithRequestContext({ requestId: "r", timings: [], span }, step);
    span.end();
    await provider.forceFlush();
    const [child, parent] = exporter.getFinishedSpans();
    expect(child.name).toBe("upstream loyalty GET");
    expect(child.parentSpanContext?.spanId).toBe(parent.spanContext().spanId);
  });
});
