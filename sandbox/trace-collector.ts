import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A stand-in for an OpenTelemetry collector (decision 0062): it takes OTLP/HTTP traces as JSON, the portal's exporter's
 * protocol, at POST /v1/traces, and keeps their spans in memory, flattened, for the tests to read. It answers nothing
 * else, and refuses a protobuf body (415) rather than misread it. Not a collector: no batching, no other signals.
 */
export interface CollectedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  /** OTLP's numbers: 1 internal, 2 server, 3 client. */
  kind: number;
  attributes: Record<string, string | number | boolean>;
  events: { name: string; attributes: Record<string, string | number | boolean> }[];
  /** OTLP's status code: 0 unset, 1 ok, 2 error. */
  status: number;
  /** The service that sent it (the resource's service.name). */
  service?: string;
}

export interface TraceCollector {
  /** The base address to set as OTEL_EXPORTER_OTLP_ENDPOINT. */
  url: string;
  spans(): CollectedSpan[];
  close(): Promise<void>;
}

/** OTLP JSON's attribute: a key and a value of one type (an int64 as a string, as protobuf's JSON mapping writes it). */
interface OtlpAttribute {
  key: string;
  value: { stringValue?: string; intValue?: string | number; doubleValue?: number; boolValue?: boolean };
}

interface OtlpTraces {
  resourceSpans?: {
    resource?: { attributes?: OtlpAttribute[] };
    scopeSpans?: {
      spans?: {
        traceId: string;
        spanId: string;
        parentSpanId?: string;
        name: string;
        kind: number;
        attributes?: OtlpAttribute[];
        events?: { name: string; attributes?: OtlpAttribute[] }[];
        status?: { code?: number };
      }[];
    }[];
  }[];
}

function attributesOf(list: OtlpAttribute[] = []): Record<string, string | number | boolean> {
  const attributes: Record<string, string | number | boolean> = {};
  for (const { key, value } of list) {
    const found = value.stringValue ?? value.boolValue ?? value.doubleValue ?? value.intValue;
    if (found !== undefined) attributes[key] = value.intValue !== undefined ? Number(value.intValue) : found;
  }
  return attributes;
}

function spansOf(body: OtlpTraces): CollectedSpan[] {
  return (body.resourceSpans ?? []).flatMap(({ resource, scopeSpans }) => {
    const service = attributesOf(resource?.attributes)["service.name"];
    return (scopeSpans ?? []).flatMap(({ spans }) =>
      (spans ?? []).map((span) => ({
        traceId: span.traceId,
        spanId: span.spanId,
        parentSpanId: span.parentSpanId || undefined,
        name: span.name,
        kind: span.kind,
        attributes: attributesOf(span.attributes),
        events: (span.events ?? []).map((event) => ({ name: event.name, attributes: attributesOf(event.attributes) })),
        status: span.status?.code ?? 0,
        service: typeof service === "string" ? service : undefined,
      })),
    );
  });
}

export async function startTraceCollector({ port = 0 }: { port?: number } = {}): Promise<TraceCollector> {
  const collected: CollectedSpan[] = [];
  const server = createServer((req, res) => {
    if (req.method !== "POST" || req.url !== "/v1/traces") return void res.writeHead(404).end();
    if (!(req.headers["content-type"] ?? "").startsWith("application/json"))
      return void res.writeHead(415).end("OTLP/HTTP as JSON only");
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      try {
        collected.push(...spansOf(JSON.parse(Buffer.concat(chunks).toString("utf8")) as OtlpTraces));
      } catch {
        return void res.writeHead(400).end();
      }
      // An empty ExportTraceServiceResponse: everything accepted.
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans: () => [...collected],
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
