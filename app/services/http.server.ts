import { type Span, SpanKind } from "@opentelemetry/api";
import {
  ATTR_HTTP_REQUEST_METHOD,
  ATTR_HTTP_RESPONSE_STATUS_CODE,
  ATTR_SERVER_ADDRESS,
} from "@opentelemetry/semantic-conventions";
import {
  BrokenCircuitError,
  circuitBreaker,
  type CircuitBreakerPolicy,
  CircuitState,
  ConsecutiveBreaker,
  DelegateBackoff,
  handleWhen,
  type IRetryBackoffContext,
  retry,
  timeout,
  TimeoutStrategy,
} from "cockatiel";
import type { z } from "zod";

import { env } from "~/env.server";

import { isUpstreamError, UpstreamError } from "./errors";
import { log } from "./log.server";
import { type CircuitStateName, recordCircuitState, recordUpstreamCall } from "./metrics.server";
import { currentRequestContext } from "./request-context.server";
import { scopedKey, TEST_SCOPE_HEADER } from "./test-scope.server";
import { inRequestSpan, traceHeaders } from "./tracing.server";
import { type ReadAnswer, readContract, readWhole } from "./upstream-answers.server";

/** Spec 000 §9: retry 2 times, waiting min(1000·2ⁿ, 30000) ms before retry n (n from 0). */
const READ_RETRIES = 2;
export function backoffMs(retry: number): number {
  return Math.min(1000 * 2 ** retry, 30_000);
}

export type HttpMethod = "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE";

/** An upstream request and how long it may take; what is read from the answer is the caller's. */
export interface UpstreamRequest {
  /** The upstream's name: one circuit breaker each, and the fault-injection name in the sandbox. */
  upstream: string;
  /** What this call is, for logs and Server-Timing (defaults to the upstream's name). */
  name?: string;
  url: string | URL;
  method?: HttpMethod;
  headers?: Record<string, string>;
  /** A JSON body, or a URLSearchParams or string for form-encoded bodies. */
  body?: unknown;
  /** Per-attempt timeout. */
  timeoutMs?: number;
  /** How a redirect is treated (fetch's default, "follow"; a protocol library may ask for "manual"). */
  redirect?: RequestRedirect;
  /** Total time budget including retries and their waits: a page never waits longer. */
  deadlineMs?: number;
}

/** A call whose answer is JSON checked against the upstream's contract. */
export interface UpstreamCall<T> extends UpstreamRequest {
  schema: z.ZodType<T>;
}

export interface HttpClientOptions {
  fetch: typeof fetch;
  /** Consecutive failures that open an upstream's circuit (the spec is silent: decision 0007). */
  breakerThreshold: number;
  /** How long an open circuit refuses calls before it lets one trial through. */
  breakerOpenMs: number;
}

const DEFAULT_TIMEOUT_MS = 3_000;
const DEFAULT_DEADLINE_MS = 8_000;

function isIdempotent(method: HttpMethod): boolean {
  return method === "GET" || method === "HEAD";
}

/** Worth another try: the upstream did not answer, or answered that it is overloaded or broken. */
function isRetryable(error: unknown): error is UpstreamError {
  if (!isUpstreamError(error)) return false;
  if (error.kind === "timeout" || error.kind === "network") return true;
  return error.kind === "status" && (error.status === 429 || (error.status ?? 0) >= 500);
}

/** Counts against the upstream's health: what is worth a retry, and a body that breaks the contract. */
function isUnhealthy(error: unknown): boolean {
  return isRetryable(error) || (isUpstreamError(error) && error.kind === "invalid-response");
}

/** A 4xx is an answer (not a member, lot not found), the caller's problem and not the upstream's ill health. */
function isRefusal(error: unknown): error is UpstreamError {
  return isUpstreamError(error) && error.kind === "status" && !isRetryable(error);
}

/**
 * What one attempt gives the retry and breaker policies: the data, or a refusal carried as a value, so that a 4xx
 * is neither retried nor counted as a failure (it resets the breaker's count like any answer) and is thrown after.
 */
type Outcome<T> = { data: T } | { refusal: UpstreamError };

/** A breaker's state as the metric names it; held open by hand (isolated) is open. */
const CIRCUIT_STATE_NAMES: Record<CircuitState, CircuitStateName> = {
  [CircuitState.Closed]: "closed",
  [CircuitState.HalfOpen]: "half-open",
  [CircuitState.Open]: "open",
  [CircuitState.Isolated]: "open",
};

/** Spec 000 §9 for cockatiel: its backoff context counts retries from 1. */
const specBackoff = new DelegateBackoff<IRetryBackoffContext<unknown>>((context) => backoffMs(context.attempt - 1));

/** Reads retry on timeouts, network errors, 429 and 5xx; a write is never repeated behind the user's back. */
const RETRIES = {
  read: retry(handleWhen(isRetryable), { maxAttempts: READ_RETRIES, backoff: specBackoff }),
  write: retry(handleWhen(isRetryable), { maxAttempts: 0, backoff: specBackoff }),
};

export function createHttpClient(overrides: Partial<HttpClientOptions> = {}) {
  const options: HttpClientOptions = {
    fetch: (...args) => globalThis.fetch(...args),
    breakerThreshold: 5,
    breakerOpenMs: 30_000,
    ...overrides,
  };
  const breakers = new Map<string, CircuitBreakerPolicy>();

  /**
   * One circuit per upstream (and per test scope in the browser suite): open after `breakerThreshold` consecutive
   * failures, one trial after `breakerOpenMs`.
   */
  function breakerFor(upstream: string): CircuitBreakerPolicy {
    const key = scopedKey(upstream);
    let breaker = breakers.get(key);
    if (!breaker) {
      breaker = circuitBreaker(handleWhen(isUnhealthy), {
        halfOpenAfter: options.breakerOpenMs,
        breaker: new ConsecutiveBreaker(options.breakerThreshold),
      });
      breakers.set(key, breaker);
      recordCircuitState(upstream, "closed");
      breaker.onStateChange((state) => recordCircuitState(upstream, CIRCUIT_STATE_NAMES[state]));
    }
    return breaker;
  }

  /** One request to the upstream; `signal` aborts it when the attempt's time is up. */
  async function send<T>(
    call: UpstreamRequest,
    read: ReadAnswer<T>,
    method: HttpMethod,
    signal: AbortSignal,
    timeoutMs: number,
  ): Promise<T> {
    const headers: Record<string, string> = { accept: "application/json", ...call.headers };
    let body: BodyInit | undefined;
    if (call.body instanceof URLSearchParams || typeof call.body === "string") {
      body = call.body;
    } else if (call.body !== undefined) {
      body = JSON.stringify(call.body);
      headers["content-type"] = "application/json";
    }
    const context = currentRequestContext();
    if (context?.requestId) headers["x-request-id"] = context.requestId;
    if (context?.testScope) headers[TEST_SCOPE_HEADER] = context.testScope;

    // The answer's body is read within the attempt's time too: an upstream that sends its headers, then stalls,
    // is a timeout like one that never answers (retried for a read, counted by the circuit).
    try {
      const response = await options.fetch(call.url, { method, headers, body, signal, redirect: call.redirect });
      return await read(response, call.upstream);
    } catch (error) {
      if (signal.aborted) throw new UpstreamError(call.upstream, "timeout", `no answer within ${timeoutMs} ms`);
      if (isUpstreamError(error)) throw error;
      throw new UpstreamError(call.upstream, "network", `request failed (${(error as Error).message})`);
    }
  }

  /** One attempt through the upstream's circuit, within its own time (cockatiel's cooperative timeout). */
  async function guardedAttempt<T>(
    call: UpstreamRequest,
    read: ReadAnswer<T>,
    method: HttpMethod,
    timeoutMs: number,
  ): Promise<Outcome<T>> {
    const withinTime = timeout(timeoutMs, TimeoutStrategy.Cooperative);
    try {
      return await breakerFor(call.upstream).execute(() =>
        withinTime.execute(async ({ signal }): Promise<Outcome<T>> => {
          try {
            return { data: await send(call, read, method, signal, timeoutMs) };
          } catch (error) {
            if (isRefusal(error)) return { refusal: error };
            throw error;
          }
        }),
      );
    } catch (error) {
      if (error instanceof BrokenCircuitError)
        throw new UpstreamError(call.upstream, "circuit-open", "circuit open after repeated failures");
      throw error;
    }
  }

  /**
   * One upstream call: circuit breaker, per-attempt timeout, retries with
   * backoff for reads only (a POST is never repeated behind the user's back),
   * a Server-Timing entry, and a span of the request's trace named after the upstream (`upstream loyalty GET`).
   * Fails with UpstreamError.
   */
  function perform<T>(call: UpstreamRequest, read: ReadAnswer<T>): Promise<T> {
    const method = call.method ?? "GET";
    // The host alone: a path may carry a grower's document number.
    const attributes = () => ({
      [ATTR_HTTP_REQUEST_METHOD]: method,
      [ATTR_SERVER_ADDRESS]: new URL(call.url).host,
      "surco.upstream": call.upstream,
    });
    return inRequestSpan(`upstream ${call.upstream} ${method}`, SpanKind.CLIENT, attributes, (span) =>
      performWithin(span ? { ...call, headers: { ...call.headers, ...traceHeaders(span) } } : call, read, method, span),
    );
  }

  async function performWithin<T>(
    call: UpstreamRequest,
    read: ReadAnswer<T>,
    method: HttpMethod,
    span: Span | undefined,
  ): Promise<T> {
    const name = call.name ?? call.upstream;
    const timeoutMs = call.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const started = performance.now();
    const deadline = started + (call.deadlineMs ?? DEFAULT_DEADLINE_MS);
    // Aborted when the next wait would pass the deadline: the retry policy then gives up with the last failure.
    const outOfTime = new AbortController();
    let retries = 0;
    try {
      const outcome = await RETRIES[isIdempotent(method) ? "read" : "write"].execute(async ({ attempt }) => {
        retries = attempt;
        try {
          // An attempt gets what is left of the deadline, in whole milliseconds, and at least one.
          const remaining = Math.max(1, Math.ceil(Math.min(timeoutMs, deadline - performance.now())));
          return await guardedAttempt(call, read, method, remaining);
        } catch (error) {
          if (performance.now() + backoffMs(attempt) >= deadline) outOfTime.abort();
          throw error;
        }
      }, outOfTime.signal);
      if ("refusal" in outcome) throw outcome.refusal;
      record(call.upstream, name, started, "ok");
      return outcome.data;
    } catch (error) {
      const failure = error as UpstreamError;
      const refused = isRefusal(error);
      record(call.upstream, name, started, failure.kind, refused ? undefined : failure.kind);
      if (failure.status) span?.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, failure.status);
      // An open circuit was logged as the failures that opened it; a call it refuses is no news.
      if (failure.kind === "circuit-open") throw failure;
      // A 4xx is an answer (not a member, lot not found), not the upstream's ill health: no warning.
      log(refused ? "info" : "warn", "upstream call failed", {
        upstream: call.upstream,
        call: name,
        kind: failure.kind,
        status: failure.status,
        retries,
      });
      throw failure;
    } finally {
      span?.setAttribute("surco.upstream.retries", retries);
    }
  }

  function record(upstream: string, name: string, started: number, outcome: string, failure?: string) {
    const durationMs = performance.now() - started;
    currentRequestContext()?.timings.push({ name, durationMs, outcome });
    recordUpstreamCall(upstream, { seconds: durationMs / 1000, outcome, failure });
  }

  /** A call whose JSON answer must keep the upstream's contract. */
  function request<T>(call: UpstreamCall<T>): Promise<T> {
    return perform(call, readContract(call.schema));
  }

  /**
   * A call whose answer is the caller's to read (a protocol library's own parsing): the same timeouts, retries
   * and circuit, with an answer that is the upstream's ill health (429, 5xx) failing like any call.
   */
  function exchange(call: UpstreamRequest): Promise<Response> {
    return perform(call, readWhole);
  }

  return { request, exchange };
}

export const http = createHttpClient({ breakerOpenMs: env.UPSTREAM_BREAKER_OPEN_MS });
