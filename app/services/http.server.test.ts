import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";

import { UpstreamError } from "./errors";
import { backoffMs, createHttpClient, type UpstreamCall } from "./http.server";
import { type RequestContext, runWithRequestContext } from "./request-context.server";
import { freshUpstreams } from "./test-scope.server";

const logged = vi.hoisted(() => [] as { level: string; fields: Record<string, unknown> }[]);
vi.mock("./log.server", () => ({
  log: (level: string, _message: string, fields: Record<string, unknown>) => logged.push({ level, fields }),
}));

/**
 * The HTTP helper against a fake upstream: a list of answers, one per request,
 * on a fake clock (waits, timeouts and the breaker's open period pass at once).
 * An answer of `hang` never comes: the request ends when its attempt times out.
 */
beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
  logged.length = 0;
});
afterEach(() => vi.useRealTimers());

const schema = z.object({ ok: z.boolean() });
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const hang = "hang" as const;
/** Headers and the start of a body, then nothing: the body ends only when the attempt's signal aborts it. */
const stall = "stall" as const;
type Answer = (() => Response | Promise<Response>) | typeof hang | typeof stall;

function upstream(answers: Answer[], options: { breakerThreshold?: number; breakerOpenMs?: number } = {}) {
  /** When each request reached the upstream (fake milliseconds), and with what. */
  const requests: { at: number; init: RequestInit }[] = [];
  const fetch = async (_url: string | URL | Request, init: RequestInit = {}) => {
    requests.push({ at: Date.now(), init });
    const next = answers.shift();
    if (!next) throw new TypeError("fetch failed: no more answers");
    if (next === hang)
      return new Promise<Response>((_, reject) =>
        init.signal?.addEventListener("abort", () => reject(init.signal?.reason)),
      );
    if (next === stall) {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"ok":'));
          init.signal?.addEventListener("abort", () => controller.error(init.signal?.reason));
        },
      });
      return new Response(body, { status: 200, headers: { "content-type": "application/json" } });
    }
    return next();
  };
  const http = createHttpClient({ fetch: fetch as typeof globalThis.fetch, ...options });
  /** Runs a call to its end, letting the fake clock run through its waits. */
  async function run<T>(call: UpstreamCall<T>) {
    const settled = http.request(call).then(
      (value) => ({ value, error: undefined }),
      (error: unknown) => ({ value: undefined, error: error as UpstreamError }),
    );
    await vi.runAllTimersAsync();
    return settled;
  }
  return { http, requests, run, waits: () => requests.slice(1).map((r, i) => r.at - requests[i].at) };
}

const call: UpstreamCall<{ ok: boolean }> = {
  upstream: "test",
  url: "http://upstream.invalid/x",
  schema,
  deadlineMs: 60_000,
};
const post = { ...call, method: "POST" as const, body: { a: 1 } };
const failing = (n: number) => Array.from({ length: n }, () => () => json({}, 500));

describe("backoff (spec 000 §9: min(1000·2ⁿ, 30000) ms)", () => {
  it.each([
    [0, 1000],
    [1, 2000],
    [4, 16000],
    [5, 30000],
    [10, 30000],
  ])("retry %i waits %i ms", (n, ms) => expect(backoffMs(n)).toBe(ms));
});

describe("upstream calls", () => {
  it("validates and returns the body, and forwards the request id", async () => {
    const { run, requests } = upstream([() => json({ ok: true })]);
    const context: RequestContext = { requestId: "req-1", timings: [] };
    const { value } = await runWithRequestContext(context, () => run(call));
    expect(value).toEqual({ ok: true });
    expect(new Headers(requests[0].init.headers).get("x-request-id")).toBe("req-1");
  });

  it("retries a read twice, waiting 1000 then 2000 ms, then succeeds", async () => {
    const { run, requests, waits } = upstream([() => json({}, 503), () => json({}, 500), () => json({ ok: true })]);
    expect((await run(call)).value).toEqual({ ok: true });
    expect(requests).toHaveLength(3);
    expect(waits()).toEqual([1000, 2000]);
  });

  it("retries a 429 and a network failure like a 5xx", async () => {
    const network = () => {
      throw new TypeError("fetch failed");
    };
    const { run, requests } = upstream([() => json({}, 429), network, () => json({ ok: true })]);
    expect((await run(call)).value).toEqual({ ok: true });
    expect(requests).toHaveLength(3);
  });

  it("gives up after 2 retries with a typed status error", async () => {
    const { run, requests } = upstream([...failing(3), () => json({ ok: true })]);
    const { error } = await run(call);
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error).toMatchObject({ kind: "status", status: 500, upstream: "test" });
    expect(requests).toHaveLength(3);
  });

  it("never repeats a POST", async () => {
    const { run, requests } = upstream([() => json({}, 503), () => json({ ok: true })]);
    expect((await run(post)).error).toMatchObject({ kind: "status" });
    expect(requests).toHaveLength(1);
  });

  it("does not retry a 4xx and carries the upstream's message", async () => {
    const { run, requests } = upstream([() => json({ message: "Lote inexistente" }, 400)]);
    expect((await run(call)).error).toMatchObject({ kind: "status", status: 400, upstreamMessage: "Lote inexistente" });
    expect(requests).toHaveLength(1);
  });

  it("reports a body that is not JSON, or breaks the contract, as invalid-response, without retrying", async () => {
    const notJson = upstream([() => new Response("<html>", { status: 200 }), () => json({ ok: true })]);
    expect((await notJson.run(call)).error).toMatchObject({ kind: "invalid-response" });
    expect(notJson.requests).toHaveLength(1);
    const broken = upstream([() => json({ ok: "yes" })]);
    expect((await broken.run(call)).error).toMatchObject({ kind: "invalid-response" });
  });

  it("times out each attempt, and retries a read that timed out", async () => {
    const { run, requests } = upstream([hang, hang, hang]);
    const { error } = await run({ ...call, timeoutMs: 500 });
    expect(error).toMatchObject({ kind: "timeout" });
    // 500 ms attempt, 1000 ms wait, 500 ms attempt, 2000 ms wait.
    expect(requests.map((r) => r.at)).toEqual([0, 1500, 4000]);
    expect(Date.now()).toBe(4500);
  });

  it("stops retrying when the next wait would pass the deadline", async () => {
    const { run, requests } = upstream([...failing(2), () => json({ ok: true })]);
    expect((await run({ ...call, deadlineMs: 1500 })).error).toMatchObject({ kind: "status" });
    expect(requests).toHaveLength(2); // waited 1000, the 2000 wait would pass 1500
  });

  it("never holds a page past the deadline, however long the attempt's own timeout", async () => {
    const { run, requests } = upstream([hang, hang]);
    expect((await run({ ...call, timeoutMs: 3000, deadlineMs: 1500 })).error).toMatchObject({ kind: "timeout" });
    expect(requests).toHaveLength(1);
    expect(Date.now()).toBe(1500);
  });

  it("says in Server-Timing how each call ended", async () => {
    const { run } = upstream([() => json({ ok: true }), () => json({}, 404)]);
    const context: RequestContext = { requestId: "r", timings: [] };
    await runWithRequestContext(context, async () => {
      await run({ ...call, name: "first" });
      await run({ ...call, name: "second" });
    });
    expect(context.timings.map((t) => `${t.name}:${t.outcome}`)).toEqual(["first:ok", "second:status"]);
  });

  it("logs a failure as a warning with its retries, and a 4xx answer as information", async () => {
    const { run } = upstream([...failing(3), () => json({}, 404)]);
    await run({ ...call, name: "lookup" });
    await run({ ...call, name: "lookup" });
    expect(logged).toEqual([
      { level: "warn", fields: { upstream: "test", call: "lookup", kind: "status", status: 500, retries: 2 } },
      { level: "info", fields: { upstream: "test", call: "lookup", kind: "status", status: 404, retries: 0 } },
    ]);
  });
});

describe("circuit breaker per upstream (decision 0007: 5 failures in a row, open 30 s, then one trial)", () => {
  it("opens after 5 consecutive failures by default and then fails fast without calling the upstream", async () => {
    const { run, requests } = upstream(failing(10));
    for (let i = 0; i < 5; i++) expect((await run(post)).error).toMatchObject({ kind: "status" });
    expect((await run(post)).error).toMatchObject({ kind: "circuit-open", upstream: "test" });
    expect(requests).toHaveLength(5);
    expect(logged).toHaveLength(5); // the failures that opened it, not each call it refuses
  });

  it("counts each attempt of a retried read", async () => {
    const { run, requests } = upstream(failing(10), { breakerThreshold: 3 });
    expect((await run(call)).error).toMatchObject({ kind: "status" }); // 3 attempts = 3 failures
    expect((await run(call)).error).toMatchObject({ kind: "circuit-open" });
    expect(requests).toHaveLength(3);
  });

  it("a success in between resets the count", async () => {
    const { run, requests } = upstream(
      [...failing(2), () => json({ ok: true }), ...failing(2), () => json({ ok: true })],
      {
        breakerThreshold: 3,
      },
    );
    for (let i = 0; i < 6; i++) await run(post);
    expect(requests).toHaveLength(6);
  });

  it("a 4xx is an answer: it resets the count too, and never opens the circuit", async () => {
    const refusals = Array.from({ length: 4 }, () => () => json({}, 404));
    const { run, requests } = upstream([...failing(2), ...refusals, ...failing(2), () => json({ ok: true })], {
      breakerThreshold: 3,
    });
    for (let i = 0; i < 9; i++) await run(post);
    expect(requests).toHaveLength(9);
  });

  it("a body that breaks the contract counts as a failure", async () => {
    const broken = Array.from({ length: 3 }, () => () => json({ ok: "yes" }));
    const { run, requests } = upstream(broken, { breakerThreshold: 3 });
    for (let i = 0; i < 3; i++) await run(post);
    expect((await run(post)).error).toMatchObject({ kind: "circuit-open" });
    expect(requests).toHaveLength(3);
  });

  it("lets one trial through after the open period, holding other calls until it answers; closes on its success", async () => {
    let answerTrial!: () => void;
    const trial = new Promise<Response>((resolve) => (answerTrial = () => resolve(json({ ok: true }))));
    const { http, run, requests } = upstream(
      [...failing(3), () => trial, () => json({ ok: true }), () => json({ ok: true })],
      {
        breakerThreshold: 3,
        breakerOpenMs: 1000,
      },
    );
    for (let i = 0; i < 3; i++) await run(post);
    vi.advanceTimersByTime(999);
    expect((await run(post)).error).toMatchObject({ kind: "circuit-open" });
    vi.advanceTimersByTime(1);
    const first = http.request(post);
    const second = http.request(post);
    await vi.advanceTimersByTimeAsync(0);
    expect(requests).toHaveLength(4); // only the trial went out
    answerTrial();
    await expect(first).resolves.toEqual({ ok: true });
    await expect(second).resolves.toEqual({ ok: true });
    expect(requests).toHaveLength(5);
    expect((await run(post)).value).toEqual({ ok: true }); // closed
  });

  it("reopens for a full period when the trial fails", async () => {
    const { run, requests } = upstream([...failing(4), () => json({ ok: true })], {
      breakerThreshold: 3,
      breakerOpenMs: 1000,
    });
    for (let i = 0; i < 3; i++) await run(post);
    vi.advanceTimersByTime(1000);
    expect((await run(post)).error).toMatchObject({ kind: "status" }); // the trial, failing
    vi.advanceTimersByTime(999);
    expect((await run(post)).error).toMatchObject({ kind: "circuit-open" });
    expect(requests).toHaveLength(4);
    vi.advanceTimersByTime(1);
    expect((await run(post)).value).toEqual({ ok: true });
  });

  it("keeps one circuit per test scope with upstreams of its own, and forwards the scope (decision 0049)", async () => {
    freshUpstreams("test-a");
    const { run, requests } = upstream([...failing(3), () => json({ ok: true })], { breakerThreshold: 3 });
    const inScope = (testScope: string) => (fn: () => Promise<unknown>) =>
      runWithRequestContext({ requestId: `r-${testScope}`, testScope, timings: [] }, fn);
    for (let i = 0; i < 3; i++) await inScope("test-a")(() => run(post));
    expect(await inScope("test-a")(() => run(post))).toMatchObject({ error: { kind: "circuit-open" } });
    expect(await inScope("test-b")(() => run(post))).toEqual({ value: { ok: true }, error: undefined });
    expect(requests).toHaveLength(4);
    expect(new Headers(requests[3].init.headers).get("x-test-scope")).toBe("test-b");
  });

  it("keeps one circuit per upstream", async () => {
    const { run, requests } = upstream([...failing(3), () => json({ ok: true })], { breakerThreshold: 3 });
    for (let i = 0; i < 3; i++) await run(post);
    expect((await run(post)).error).toMatchObject({ kind: "circuit-open" });
    expect((await run({ ...post, upstream: "other" })).value).toEqual({ ok: true });
    expect(requests).toHaveLength(4);
  });
});

describe("exchanges (a protocol library reads the answer)", () => {
  async function exchange(answers: Answer[], method: "GET" | "POST" = "GET") {
    const { http, requests } = upstream(answers);
    const settled = http
      .exchange({ upstream: "test", url: "http://upstream.invalid/x", method, deadlineMs: 60_000 })
      .then(
        (response) => ({ response, error: undefined }),
        (error: unknown) => ({ response: undefined, error: error as UpstreamError }),
      );
    await vi.runAllTimersAsync();
    return { ...(await settled), requests };
  }

  it("a 4xx is the protocol's answer: handed back whole, not retried, not a failure", async () => {
    const { response, requests } = await exchange([() => json({ error: "invalid_grant" }, 400)]);
    expect(response?.status).toBe(400);
    expect(await response?.json()).toEqual({ error: "invalid_grant" });
    expect(requests).toHaveLength(1);
  });

  it("a 5xx is the upstream's ill health: a read is retried, then fails as an UpstreamError", async () => {
    const { error, requests } = await exchange(failing(3));
    expect(error).toMatchObject({ kind: "status", status: 500 });
    expect(requests).toHaveLength(3);
  });

  it("a POST is never repeated, and a hanging answer ends at the attempt's timeout", async () => {
    const { error, requests } = await exchange([hang, () => json({})], "POST");
    expect(error).toMatchObject({ kind: "timeout" });
    expect(requests).toHaveLength(1);
  });
});

describe("an answer whose body stalls after its headers", () => {
  it("is a timeout, retried for a read and counted by the circuit, for a contract's call and an exchange alike", async () => {
    const read = upstream([stall, stall, stall]);
    const { error } = await read.run(call);
    expect(error).toMatchObject({ kind: "timeout" });
    expect(read.requests).toHaveLength(3);

    const { http, requests } = upstream([stall]);
    const settled = http
      .exchange({ upstream: "test", url: "http://upstream.invalid/x", method: "POST", deadlineMs: 60_000 })
      .catch((failure: unknown) => failure);
    await vi.runAllTimersAsync();
    expect(await settled).toMatchObject({ kind: "timeout" });
    expect(requests).toHaveLength(1);
  });

  it("a redirect is left to the caller when it asks (a protocol library reads it itself)", async () => {
    const { http, requests } = upstream([
      () => new Response(null, { status: 307, headers: { location: "/elsewhere" } }),
    ]);
    const settled = http.exchange({
      upstream: "test",
      url: "http://upstream.invalid/x",
      method: "POST",
      redirect: "manual",
    });
    await vi.runAllTimersAsync();
    expect((await settled).status).toBe(307);
    expect(requests[0].init.redirect).toBe("manual");
  });
});
