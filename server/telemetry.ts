import { PrometheusExporter } from "@opentelemetry/exporter-prometheus";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { resourceFromAttributes } from "@opentelemetry/resources";
import { MeterProvider } from "@opentelemetry/sdk-metrics";
import {
  BatchSpanProcessor,
  ParentBasedSampler,
  TraceIdRatioBasedSampler,
  TracerProvider,
} from "@opentelemetry/sdk-trace";
import { ATTR_SERVICE_NAME } from "@opentelemetry/semantic-conventions";

import { installMetrics, type OutboxBacklog } from "~/services/metrics.server";
import { installTracer } from "~/services/tracing.server";

export interface TelemetrySettings {
  /** The OTLP/HTTP collector's base address; none: no trace is made. */
  endpoint?: string;
  serviceName: string;
  /** The share of requests traced when no caller decided (a traceparent's sampled flag). */
  sampleRatio: number;
  /** Metrics are counted only when someone may read them: GET /metrics with this token. */
  metricsToken?: string;
  outboxBacklog: () => Promise<OutboxBacklog | null>;
}

export interface Telemetry {
  /** The Prometheus text of every metric, for GET /metrics; null without a token. */
  prometheus: PrometheusExporter | null;
  /** Sends the spans still waiting in the batch: at shutdown, and in the tests. */
  flush(): Promise<void>;
  shutdown(): Promise<void>;
}

/**
 * Starts what decision 0062 chose, from the official SDK packages: a tracer whose spans are batched and sent to the
 * collector as OTLP/HTTP JSON when an endpoint is set, and a meter read as Prometheus text when a metrics token is
 * set. Neither set: nothing is started, and the portal's spans and measurements cost a property read each.
 */
export function startTelemetry(settings: TelemetrySettings): Telemetry {
  const resource = resourceFromAttributes({ [ATTR_SERVICE_NAME]: settings.serviceName });
  let tracing: TracerProvider | null = null;
  if (settings.endpoint) {
    tracing = new TracerProvider({
      resource,
      sampler: new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(settings.sampleRatio) }),
      spanProcessors: [
        new BatchSpanProcessor({
          exporter: new OTLPTraceExporter({ url: new URL("v1/traces", withSlash(settings.endpoint)).href }),
        }),
      ],
    });
    installTracer(tracing.getTracer("surco-portal"));
  }
  let prometheus: PrometheusExporter | null = null;
  let meters: MeterProvider | null = null;
  if (settings.metricsToken) {
    // Served by the portal's own /metrics (./metrics-endpoint.ts), not by a server of the exporter's.
    prometheus = new PrometheusExporter({ preventServerStart: true, withoutScopeInfo: true });
    meters = new MeterProvider({ resource, readers: [prometheus] });
    installMetrics(meters.getMeter("surco-portal"), { outboxBacklog: settings.outboxBacklog });
  }
  return {
    prometheus,
    flush: async () => {
      await tracing?.forceFlush();
    },
    shutdown: async () => {
      installTracer(undefined);
      await Promise.all([tracing?.shutdown(), meters?.shutdown()]);
    },
  };
}

/** An endpoint's path is a base: `http://collector:4318/otlp` sends to `/otlp/v1/traces`. */
const withSlash = (url: string) => (url.endsWith("/") ? url : `${url}/`);
