import type { Counter, Gauge, Histogram, Meter } from "@opentelemetry/api";

/**
 * The portal's metrics (decision 0062), read by Prometheus from GET /metrics. Every label has a bounded set of
 * values: a route pattern (never the address asked for), an upstream's name, an outcome or a status. Without a meter
 * (no METRICS_TOKEN) the record functions return at once.
 *
 * The instruments live on globalThis: server/telemetry.ts makes them once from the server's module graph, and the
 * Remix build, which has its own copy of this module, records into the same ones.
 */
interface Instruments {
  requests: Histogram;
  upstreamCalls: Histogram;
  upstreamFailures: Counter;
  circuits: Gauge;
  pageCache: Counter;
  unhandledErrors: Counter;
}

const METRICS_KEY = Symbol.for("surco.metrics");
const holder = globalThis as unknown as Record<symbol, Instruments | undefined>;

/** Seconds: a page is tens of milliseconds, an upstream's timeout is 3 s, the render ceiling 8 s. */
const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** HTTP's own methods; whatever else a client sends (a scanner's PROPFIND) is counted as "other": the label stays bounded. */
const KNOWN_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** What the outbox holds undelivered: how many, and how long the oldest has waited. */
export interface OutboxBacklog {
  depth: number;
  oldestAgeSeconds: number;
}

export function installMetrics(
  meter: Meter,
  { outboxBacklog }: { outboxBacklog: () => Promise<OutboxBacklog | null> },
) {
  const advice = { explicitBucketBoundaries: SECONDS_BUCKETS };
  holder[METRICS_KEY] = {
    requests: meter.createHistogram("surco_request_duration_seconds", {
      description: "Requests answered, by method, route pattern and status: their count is the request rate",
      unit: "s",
      advice,
    }),
    upstreamCalls: meter.createHistogram("surco_upstream_duration_seconds", {
      description: "Upstream calls, retries included, by upstream and outcome (ok, or the failure's kind)",
      unit: "s",
      advice,
    }),
    upstreamFailures: meter.createCounter("surco_upstream_failures", {
      description: "Upstream calls that failed (a 4xx answer is not a failure), by upstream and kind",
    }),
    circuits: meter.createGauge("surco_upstream_circuit_state", {
      description: "Each upstream's circuit breaker: 0 closed, 1 half-open (one trial call), 2 open",
    }),
    pageCache: meter.createCounter("surco_page_cache_lookups", {
      description: "Anonymous pages asked of the page cache: hit, stale (while busy), miss (rendered and kept)",
    }),
    unhandledErrors: meter.createCounter("surco_unhandled_errors", {
      description: "Unhandled errors, each counted once, by route pattern and where it was caught",
    }),
  };
  const depth = meter.createObservableGauge("surco_outbox_depth", {
    description: "Submissions stored and not yet delivered (received or retrying)",
  });
  const oldest = meter.createObservableGauge("surco_outbox_oldest_age_seconds", {
    description: "How long the oldest undelivered submission has waited",
    unit: "s",
  });
  // One query answers both, asked when Prometheus scrapes; none while the store is not open.
  meter.addBatchObservableCallback(
    async (observer) => {
      const backlog = await outboxBacklog();
      if (!backlog) return;
      observer.observe(depth, backlog.depth);
      observer.observe(oldest, backlog.oldestAgeSeconds);
    },
    [depth, oldest],
  );
}

const instruments = () => holder[METRICS_KEY];

export function recordRequest({
  method,
  route,
  status,
  seconds,
}: {
  method: string;
  route?: string;
  status: number;
  seconds: number;
}) {
  instruments()?.requests.record(seconds, {
    method: KNOWN_METHODS.has(method) ? method : "other",
    route: route ?? "none",
    status: String(status),
  });
}

/** One upstream call: `failure` is the failure's kind, none for an answer (a 4xx included). */
export function recordUpstreamCall(
  upstream: string,
  { seconds, outcome, failure }: { seconds: number; outcome: string; failure?: string },
) {
  const metrics = instruments();
  if (!metrics) return;
  metrics.upstreamCalls.record(seconds, { upstream, outcome });
  if (failure) metrics.upstreamFailures.add(1, { upstream, kind: failure });
}

export type CircuitStateName = "closed" | "half-open" | "open";
const CIRCUIT_VALUES: Record<CircuitStateName, number> = { closed: 0, "half-open": 1, open: 2 };

export function recordCircuitState(upstream: string, state: CircuitStateName) {
  instruments()?.circuits.record(CIRCUIT_VALUES[state], { upstream });
}

export type PageCacheResult = "hit" | "stale" | "miss";

export function recordPageCacheLookup(result: PageCacheResult) {
  instruments()?.pageCache.add(1, { result });
}

export function recordUnhandledError({ route, source }: { route?: string; source: "remix" | "express" }) {
  instruments()?.unhandledErrors.add(1, { route: route ?? "none", source });
}
