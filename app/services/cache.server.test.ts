import { describe, expect, it, vi } from "vitest";
import { cacheKey, createCache, LIFETIMES } from "./cache.server";

describe("cache lifetimes from the spec", () => {
  it("keeps the spec's numbers", () => {
    expect(LIFETIMES.loyaltyRecommendations).toBe(3_540_000);
    expect(LIFETIMES.products).toBe(1_800_000);
    expect(LIFETIMES.quotes).toBe(600_000);
    expect(LIFETIMES.finance).toBe(600_000);
  });
});

describe("cache keys", () => {
  it("always include the locale, and the user for personal data", () => {
    const a = cacheKey({ upstream: "loyalty", call: "member", locale: "pt-BR", user: "123" });
    const b = cacheKey({ upstream: "loyalty", call: "member", locale: "es-AR", user: "123" });
    const c = cacheKey({ upstream: "loyalty", call: "member", locale: "pt-BR", user: "456" });
    expect(new Set([a, b, c]).size).toBe(3);
    expect(a).toContain("pt-BR");
    expect(a).toContain("user:123");
  });
  it("does not depend on the order of parameters", () => {
    expect(cacheKey({ upstream: "u", call: "c", locale: "en-US", params: { b: 2, a: 1 } })).toBe(
      cacheKey({ upstream: "u", call: "c", locale: "en-US", params: { a: 1, b: 2 } }),
    );
  });
});

describe("stale-while-revalidate", () => {
  const policy = { ttlMs: 100, staleMs: 1000 };
  function setup() {
    let t = 0;
    const cache = createCache({ now: () => t });
    return { cache, advance: (ms: number) => (t += ms) };
  }

  it("serves a fresh entry without calling the upstream", async () => {
    const { cache } = setup();
    const load = vi.fn(async () => "v1");
    await cache.get("k", policy, load);
    await cache.get("k", policy, load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("serves a stale entry at once and refreshes it in the background", async () => {
    const { cache, advance } = setup();
    await cache.get("k", policy, async () => "v1");
    advance(150);
    const load = vi.fn(async () => "v2");
    expect(await cache.get("k", policy, load)).toBe("v1");
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(1);
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache.get("k", policy, load)).toBe("v2");
  });

  it("keeps the last good value when the upstream fails", async () => {
    const { cache, advance } = setup();
    await cache.get("k", policy, async () => "good");
    advance(500);
    const failing = async () => {
      throw new Error("down");
    };
    expect(await cache.get("k", policy, failing)).toBe("good");
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache.get("k", policy, failing)).toBe("good");
  });

  it("fails when the value is older than the stale window", async () => {
    const { cache, advance } = setup();
    await cache.get("k", policy, async () => "old");
    advance(1200);
    await expect(cache.get("k", policy, async () => Promise.reject(new Error("down")))).rejects.toThrow("down");
  });

  it("shares one upstream call between concurrent misses", async () => {
    const { cache } = setup();
    const load = vi.fn(() => new Promise<string>((r) => setTimeout(() => r("v"), 5)));
    const results = await Promise.all([cache.get("k", policy, load), cache.get("k", policy, load)]);
    expect(results).toEqual(["v", "v"]);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
