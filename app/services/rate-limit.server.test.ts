import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import {
  createRateLimits,
  enforceRateLimit,
  processMemory,
  RATE_LIMITS,
  type RateLimitBackend,
} from "./rate-limit.server";

describe("rate limits", () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => vi.useRealTimers());

  it("allows the limit per window, then asks to wait until the window ends", async () => {
    const limits = createRateLimits({ login: { limit: 3, windowMs: 60_000 } });
    expect(await Promise.all([1, 2, 3].map(() => limits.hit("login", "1.2.3.4")))).toEqual([0, 0, 0]);
    vi.advanceTimersByTime(15_000);
    expect(await limits.hit("login", "1.2.3.4")).toBe(45);
    vi.advanceTimersByTime(45_000);
    expect(await limits.hit("login", "1.2.3.4")).toBe(0);
  });

  it("counts each client and each rule apart", async () => {
    const limits = createRateLimits({ login: { limit: 1, windowMs: 1000 }, callback: { limit: 1, windowMs: 1000 } });
    expect(await limits.hit("login", "a")).toBe(0);
    expect(await limits.hit("login", "b")).toBe(0);
    expect(await limits.hit("callback", "a")).toBe(0);
    expect(await limits.hit("login", "a")).toBeGreaterThan(0);
  });

  it("a flood of distinct clients does not reset anyone's count (the old limiter cleared every counter at 50,000 keys)", async () => {
    const limits = createRateLimits({ login: { limit: 2, windowMs: 60_000 } });
    await limits.hit("login", "victim-of-a-brute-force");
    await limits.hit("login", "victim-of-a-brute-force");
    for (let i = 0; i < 60_000; i++) await limits.hit("login", `flood-${i}`);
    expect(await limits.hit("login", "victim-of-a-brute-force")).toBeGreaterThan(0);
  });

  it("asks for its backend on the first hit, not when created, and builds each rule's limiter once", async () => {
    const built: string[] = [];
    let asked = 0;
    const backend: RateLimitBackend = (name, rule, local) => {
      built.push(`${name}:${rule.limit}`);
      return local;
    };
    const limits = createRateLimits({ login: { limit: 1, windowMs: 1000 } }, async () => (asked++, backend));
    expect(asked).toBe(0);
    expect(await limits.hit("login", "a")).toBe(0);
    expect(await limits.hit("login", "a")).toBeGreaterThan(0);
    expect([asked, built]).toEqual([1, ["login:1"]]);
  });

  it("counts in this process while the backend cannot be had (the store failed to open), and asks again on the next hit", async () => {
    let available = false;
    const limits = createRateLimits({ login: { limit: 2, windowMs: 60_000 } }, async () => {
      if (!available) throw new Error("store unreachable");
      return processMemory;
    });
    expect(await limits.hit("login", "a")).toBe(0);
    available = true;
    // The in-process limiter is also what the memory backend counts in: the first hit still counts.
    expect(await limits.hit("login", "a")).toBe(0);
    expect(await limits.hit("login", "a")).toBeGreaterThan(0);
  });

  it("a limiter that fails without insurance is an error, not a refusal of the client", async () => {
    const backend: RateLimitBackend = () => ({ consume: async () => Promise.reject(new Error("store down")) }) as never;
    await expect(
      createRateLimits({ login: { limit: 5, windowMs: 1000 } }, async () => backend).hit("login", "a"),
    ).rejects.toThrow("store down");
  });
});

describe("enforceRateLimit", () => {
  it("lets a client through up to the route's limit, then answers 429 with Retry-After; other clients are unaffected", async () => {
    const context = { nonce: "", requestId: "", clientIp: "203.0.113.7" };
    for (let i = 0; i < RATE_LIMITS.login.limit; i++) await enforceRateLimit(context, "login");
    const refused = await enforceRateLimit(context, "login").then(
      () => null,
      (response: unknown) => response,
    );
    expect(refused).toBeInstanceOf(Response);
    expect((refused as Response).status).toBe(429);
    expect(Number((refused as Response).headers.get("retry-after"))).toBeGreaterThan(0);
    await expect(enforceRateLimit({ ...context, clientIp: "203.0.113.8" }, "login")).resolves.toBeUndefined();
    await expect(enforceRateLimit(context, "callback")).resolves.toBeUndefined();
  });
});
