import type { z } from "zod";

import { CircuitBreaker } from "./circuit-breaker";
import { UpstreamError } from "./errors";
import { log } from "./log.server";
import { currentRequestContext } from "./request-context.server";

/** Spec 000 §9: retry 2 times, waiting min(1000·2ⁿ, 30000) ms before retry n (n from 0). */
export const READ_RETRIES = 2;
export function backoffMs(retry: number): number {
  return Math.min(1000 * 2 ** retry, 30_000);
}

export type HttpMethod = "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface UpstreamCall<T> {
  /** The upstream's name: one circuit breaker each, and the fault-injection name in the sandbox. */
  upstream: string;
  /** What this call is, for logs and Server-Timing (defaults to the upstream's name). */
  name?: string;
  url: string | URL;
  method?: HttpMethod;
  headers?: Record<string, string>;
  /** A JSON body, or a URLSearchParams for form-encoded bodies. */
  body?: unknown;
  schema: z.ZodType<T>;
  /** Per-attempt timeout. */
  timeoutMs?: number;
  /** Total time budget including retries and their waits: a page never waits longer. */
  deadlineMs?: number;
}

export interface HttpClientDeps {
  fetch: typeof fetch;
  sleep: (ms: number) => Promise<void>;
  now: () => number;
  breakerThreshold: number;
  breakerOpenMs: number;
}

const DEFAULT_TIMEOUT_MS = 3_000;
const DEFAULT_DEADLINE_MS = 8_000;

function isIdempotent(method: HttpMethod): boolean {
  return method === "GET" || method === "HEAD";
}

function isRetryable(error: UpstreamError): boolean {
  if (error.kind === "timeout" || error.kind === "network") return true;
  return error.kind === "status" && (error.status === 429 || (error.status ?? 0) >= 500);
}

async function readErrorMessage(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.json()) as { message?: unknown };
    return typeof body?.message === "string" ? body.message : undefined;
  } catch {
    return undefined;
  }
}

export function createHttpClient(overrides: Partial<HttpClientDeps> = {}) {
  const deps: HttpClientDeps = {
    fetch: (...args) => globalThis.fetch(...args),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    now: () => performance.now(),
    breakerThreshold: 5,
    breakerOpenMs: 30_000,
    ...overrides,
  };
  const breakers = new Map<string, CircuitBreaker>();

  function breakerFor(upstream: string): CircuitBreaker {
    let breaker = breakers.get(upstream);
    if (!breaker) {
      breaker = new CircuitBreaker({ failureThreshold: deps.breakerThreshold, openMs: deps.breakerOpenMs });
      breakers.set(upstream, breaker);
    }
    return breaker;
  }

  async function attempt<T>(call: UpstreamCall<T>, method: HttpMethod, timeoutMs: number): Promise<T> {
    const headers: Record<string, string> = { accept: "application/json", ...call.headers };
    let body: BodyInit | undefined;
    if (call.body instanceof URLSearchParams) {
      body = call.body;
    } else if (call.body !== undefined) {
      body = JSON.stringify(call.body);
      headers["content-type"] = "application/json";
    }
    const requestId = currentRequestContext()?.requestId;
    if (requestId) headers["x-request-id"] = requestId;

    let response: Response;
    try {
      response = await deps.fetch(call.url, {
        method,
        headers,
        body,
        signal: AbortSignal.timeout(Math.ceil(timeoutMs)),
      }); // must be an integer: the deadline arithmetic is fractional
    } catch (error) {
      const timedOut = error instanceof DOMException && (error.name === "TimeoutError" || error.name === "AbortError");
      throw new UpstreamError(
        call.upstream,
        timedOut ? "timeout" : "network",
        timedOut ? `no answer within ${timeoutMs} ms` : `request failed (${(error as Error).message})`,
      );
    }
    if (!response.ok) {
      const upstreamMessage = await readErrorMessage(response);
      throw new UpstreamError(
        call.upstream,
        "status",
        `answered ${response.status} ${response.statusText}`,
        response.status,
        upstreamMessage,
      );
    }
    let json: unknown;
    try {
      json = response.status === 204 ? null : await response.json();
    } catch {
      throw new UpstreamError(
        call.upstream,
        "invalid-response",
        "answered with a body that is not JSON",
        response.status,
      );
    }
    const parsed = call.schema.safeParse(json);
    if (!parsed.success) {
      const where = parsed.error.issues
        .slice(0, 3)
        .map((i) => i.path.join(".") || "(root)")
        .join(", ");
      throw new UpstreamError(call.upstream, "invalid-response", `broke its contract at ${where}`, response.status);
    }
    return parsed.data;
  }

  /**
   * One upstream call: circuit breaker, per-attempt timeout, retries with
   * backoff for reads only (a POST is never repeated behind the user's back),
   * contract validation, and a Server-Timing entry. Fails with UpstreamError.
   */
  async function request<T>(call: UpstreamCall<T>): Promise<T> {
    const method = call.method ?? "GET";
    const timeoutMs = call.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const deadline = deps.now() + (call.deadlineMs ?? DEFAULT_DEADLINE_MS);
    const retries = isIdempotent(method) ? READ_RETRIES : 0;
    const breaker = breakerFor(call.upstream);
    const name = call.name ?? call.upstream;
    const started = deps.now();

    for (let retry = 0; ; retry++) {
      if (!breaker.tryAcquire()) {
        record(name, started, "circuit-open");
        throw new UpstreamError(call.upstream, "circuit-open", "circuit open after repeated failures");
      }
      try {
        const remaining = Math.max(1, Math.min(timeoutMs, deadline - deps.now()));
        const result = await attempt(call, method, remaining);
        breaker.recordSuccess();
        record(name, started, "ok");
        return result;
      } catch (error) {
        const failure = error as UpstreamError;
        // A 4xx is the caller's problem, not the upstream's health.
        if (isRetryable(failure) || failure.kind === "invalid-response") breaker.recordFailure();
        else breaker.recordSuccess();
        const wait = backoffMs(retry);
        if (retry >= retries || !isRetryable(failure) || deps.now() + wait >= deadline) {
          record(name, started, failure.kind);
          // A 4xx is an answer (not a member, lot not found), not the upstream's ill health: no warning.
          log(failure.kind === "status" && !isRetryable(failure) ? "info" : "warn", "upstream call failed", {
            upstream: call.upstream,
            call: name,
            kind: failure.kind,
            status: failure.status,
            retries: retry,
          });
          throw failure;
        }
        await deps.sleep(wait);
      }
    }
  }

  function record(name: string, started: number, outcome: string) {
    currentRequestContext()?.timings.push({ name, durationMs: deps.now() - started, outcome });
  }

  return { request, breakerState: (upstream: string) => breakerFor(upstream).state };
}

export const http = createHttpClient();
