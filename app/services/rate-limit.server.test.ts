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
