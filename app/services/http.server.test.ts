import { describe, expect, it, vi } from "vitest";
import { z } from "zod";

import { UpstreamError } from "./errors";
import { backoffMs, createHttpClient } from "./http.server";

const schema = z.object({ ok: z.boolean() });
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function client(responses: (() => Response | Promise<Response>)[], overrides = {}) {
  const fetch = vi.fn(async () => {
    const next = responses.shift();
    if (!next) throw new Error("no more responses");
    return next();
  });
  const sleeps: number[] = [];
  let now = 0;
  const http = createHttpClient({
    fetch: fetch as unknown as typeof globalThis.fetch,
    sleep: async (ms) => {
      sleeps.push(ms);
      now += ms;
    },
    now: () => now,
    ...overrides,
  });
  return { http, fetch, sleeps };
}

const call = { upstream: "test", url: "http://upstream.invalid/x", schema, deadlineMs: 60_000 };

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
  it("validates and returns the body", async () => {
    const { http } = client([() => json({ ok: true })]);
    await expect(http.request(call)).resolves.toEqual({ ok: true });
  });

  it("retries a read twice with backoff, then succeeds", async () => {
    const { http, fetch, sleeps } = client([() => json({}, 503), () => json({}, 500), () => json({ ok: true })]);
    await expect(http.request(call)).resolves.toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(sleeps).toEqual([1000, 2000]);
  });

  it("gives up after 2 retries with a typed status error", async () => {
    const { http, fetch } = client([
      () => json({}, 500),
      () => json({}, 500),
      () => json({}, 500),
      () => json({ ok: true }),
    ]);
    const error = await http.request(call).catch((e) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error).toMatchObject({ kind: "status", status: 500, upstream: "test" });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it("never repeats a POST", async () => {
    const { http, fetch } = client([() => json({}, 503), () => json({ ok: true })]);
    await expect(http.request({ ...call, method: "POST", body: { a: 1 } })).rejects.toMatchObject({ kind: "status" });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("does not retry a 4xx and carries the upstream's message", async () => {
    const { http, fetch } = client([() => json({ message: "Lote inexistente" }, 400)]);
    await expect(http.request(call)).rejects.toMatchObject({
      kind: "status",
      status: 400,
      upstreamMessage: "Lote inexistente",
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("reports a body that is not JSON, or breaks the contract, as invalid-response", async () => {
    const { http } = client([() => new Response("<html>", { status: 200 })]);
    await expect(http.request(call)).rejects.toMatchObject({ kind: "invalid-response" });
    const second = client([() => json({ ok: "yes" })]);
    await expect(second.http.request(call)).rejects.toMatchObject({ kind: "invalid-response" });
  });

  it("turns a timeout into a typed error", async () => {
    const hang = () =>
      new Promise<Response>((_, reject) => setTimeout(() => reject(new DOMException("t", "TimeoutError")), 5));
    const { http } = client([hang, hang, hang]);
    await expect(http.request({ ...call, timeoutMs: 1 })).rejects.toMatchObject({ kind: "timeout" });
  });

  it("stops retrying when the next wait would pass the deadline", async () => {
    const { http, fetch } = client([() => json({}, 500), () => json({}, 500), () => json({ ok: true })]);
    await expect(http.request({ ...call, deadlineMs: 1500 })).rejects.toMatchObject({ kind: "status" });
    expect(fetch).toHaveBeenCalledTimes(2); // waited 1000, the 2000 wait would pass 1500
  });

  it("opens the circuit after repeated failures and fails fast", async () => {
    const failing = Array.from({ length: 10 }, () => () => json({}, 500));
    const { http, fetch } = client(failing, { breakerThreshold: 3 });
    await expect(http.request(call)).rejects.toMatchObject({ kind: "status" }); // 3 attempts = 3 failures
    expect(http.breakerState("test")).toBe("open");
    await expect(http.request(call)).rejects.toMatchObject({ kind: "circuit-open" });
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});
