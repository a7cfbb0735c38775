import { describe, expect, it } from "vitest";
import { createRateLimiter } from "./rate-limit.server";

describe("rate limiter", () => {
  it("allows the limit per window, then asks to wait until the window ends", () => {
    let t = 0;
    const limiter = createRateLimiter(() => t);
    const rule = { limit: 3, windowMs: 60_000 };
    expect([1, 2, 3].map(() => limiter.hit("login|1.2.3.4", rule))).toEqual([0, 0, 0]);
    t = 15_000;
    expect(limiter.hit("login|1.2.3.4", rule)).toBe(45);
    t = 60_000;
    expect(limiter.hit("login|1.2.3.4", rule)).toBe(0);
  });
  it("counts each client and each route apart", () => {
    const limiter = createRateLimiter(() => 0);
    const rule = { limit: 1, windowMs: 1000 };
    expect(limiter.hit("login|a", rule)).toBe(0);
    expect(limiter.hit("login|b", rule)).toBe(0);
    expect(limiter.hit("callback|a", rule)).toBe(0);
    expect(limiter.hit("login|a", rule)).toBeGreaterThan(0);
  });
});

describe("enforceRateLimit", () => {
  it("lets a client through up to the route's limit, then answers 429 with Retry-After; other clients are unaffected", async () => {
    const { enforceRateLimit, RATE_LIMITS } = await import("./rate-limit.server");
    const context = { nonce: "", requestId: "", clientIp: "203.0.113.7" };
    for (let i = 0; i < RATE_LIMITS.login.limit; i++) enforceRateLimit(context, "login");
    let refused: unknown;
    try {
      enforceRateLimit(context, "login");
    } catch (response) {
      refused = response;
    }
    expect(refused).toBeInstanceOf(Response);
    expect((refused as Response).status).toBe(429);
    expect(Number((refused as Response).headers.get("retry-after"))).toBeGreaterThan(0);
    expect(() => enforceRateLimit({ ...context, clientIp: "203.0.113.8" }, "login")).not.toThrow();
    expect(() => enforceRateLimit(context, "callback")).not.toThrow();
  });
});
