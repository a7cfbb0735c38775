import {
  type Attributes,
  defaultTextMapSetter,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  trace,
  type Tracer,
} from "@opentelemetry/api";
import { W3CTraceContextPropagator } from "@opentelemetry/core";
import {
  ATTR_ERROR_TYPE,
  ATTR_HTTP_REQUEST_METHOD,
  ATTR_HTTP_RESPONSE_STATUS_CODE,
  ATTR_HTTP_ROUTE,
} from "@opentelemetry/semantic-conventions";

import { currentRequestContext } from "./request-context.server";

/**
 * The portal's spans (decision 0062): one per request, and under it one per upstream call, store query and render,
 * made by hand at those few places rather than by instrumentations that patch every module. A span's parent is the
 * request's span, which travels in the request context (./request-context.server.ts) like the request id: no second
 * AsyncLocalStorage, no global context manager. With no tracer (no OTLP endpoint configured) nothing here makes an
 * object: the request span is undefined and every helper just runs its work.
 *
 * The tracer lives on globalThis: server/telemetry.ts sets it from the server's module graph, and the Remix build,
 * which has its own copy of this module, reads the same one.
 */
const TRACER_KEY = Symbol.for("surco.tracer");
const holder = globalThis as unknown as Record<symbol, Tracer | undefined>;

export function installTracer(tracer: Tracer | undefined) {
  holder[TRACER_KEY] = tracer;
}

/** W3C Trace Context: a proxy's `traceparent` continues its trace; upstream calls carry ours on. */
const propagator = new W3CTraceContextPropagator();

/** The request's span, continuing the caller's trace when it sent one; undefined when tracing is off. */
export function startRequestSpan(method: string, header: (name: string) => string | undefined): Span | undefined {
  const tracer = holder[TRACER_KEY];
  if (!tracer) return undefined;
  const parent = propagator.extract(ROOT_CONTEXT, header, { get: (read, key) => read(key), keys: () => [] });
  return tracer.startSpan(
    method,
    { kind: SpanKind.SERVER, attributes: { [ATTR_HTTP_REQUEST_METHOD]: method } },
    parent,
  );
}

/** Names the request's span after its route once the route is known (`GET /es-ar/catalogo`), and ends it. */
export function endRequestSpan(
  span: Span,
  { method, route, status }: { method: string; route?: string; status?: number },
) {
  if (route) {
    span.updateName(`${method} ${route}`);
    span.setAttribute(ATTR_HTTP_ROUTE, route);
  }
  if (status !== undefined) {
    span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, status);
    if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
  }
  span.end();
}

const spanOptions = (kind: SpanKind, attributes: Attributes) => ({ kind, attributes });
const underRequest = (parent: Span) => trace.setSpan(ROOT_CONTEXT, parent);

/**
 * Runs `work` in a span under the current request's, ended when the work settles (its attributes are worked out only
 * then); a failure marks it with its kind
 * (an UpstreamError's `kind`, else the error's name) and never its message, which may quote what a grower typed.
 * Outside a request (the outbox worker) or with tracing off, `work` runs with no span.
 */
export async function inRequestSpan<T>(
  name: string,
  kind: SpanKind,
  attributes: () => Attributes,
  work: (span: Span | undefined) => Promise<T>,
): Promise<T> {
  const parent = currentRequestContext()?.span;
  const tracer = holder[TRACER_KEY];
  if (!parent || !tracer) return work(undefined);
  const span = tracer.startSpan(name, spanOptions(kind, attributes()), underRequest(parent));
  try {
    return await work(span);
  } catch (error) {
    markFailed(span, error);
    throw error;
  } finally {
    span.end();
  }
}

/** Whether the current request is traced: what a span would be made of is worked out only then. */
export const requestIsTraced = (): boolean =>
  currentRequestContext()?.span !== undefined && Boolean(holder[TRACER_KEY]);

/** A span for work timed elsewhere (a store query, timed by kysely): its start and end in epoch milliseconds. */
export function recordRequestSpan(
  name: string,
  attributes: Attributes,
  { startedAt, endedAt, error }: { startedAt: number; endedAt: number; error?: unknown },
) {
  const parent = currentRequestContext()?.span;
  const tracer = holder[TRACER_KEY];
  if (!parent || !tracer) return;
  const span = tracer.startSpan(
    name,
    { ...spanOptions(SpanKind.CLIENT, attributes), startTime: startedAt },
    underRequest(parent),
  );
  if (error !== undefined) markFailed(span, error);
  span.end(endedAt);
}

function markFailed(span: Span, error: unknown) {
  const kind = (error as { kind?: unknown })?.kind;
  span.setAttribute(ATTR_ERROR_TYPE, typeof kind === "string" ? kind : error instanceof Error ? error.name : "thrown");
  span.setStatus({ code: SpanStatusCode.ERROR });
}

/** An unhandled error, on the request's span, as the exception event every tracing backend shows. */
export function recordRequestException(exception: { name: string; message: string; stack?: string }) {
  const span = currentRequestContext()?.span;
  if (!span) return;
  span.recordException(exception);
  span.setStatus({ code: SpanStatusCode.ERROR });
}

/** The `traceparent` an upstream call carries, so an upstream that traces joins the request's trace. */
export function traceHeaders(span: Span | undefined): Record<string, string> {
  if (!span) return {};
  const headers: Record<string, string> = {};
  propagator.inject(trace.setSpan(ROOT_CONTEXT, span), headers, defaultTextMapSetter);
  return headers;
}
