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

describe("eviction classes: public, personal and not-found data have separate quotas", () => {
  const policy = { ttlMs: 100, staleMs: 10_000 };
  const down = async (): Promise<never> => {
    throw new Error("products down");
  };
  function setup() {
    let t = 0;
    const cache = createCache({ quotas: { public: 3, personal: 3, missing: 3 }, now: () => t });
    return { cache, advance: (ms: number) => (t += ms) };
  }
  const product = cacheKey({ upstream: "products", call: "by-slug", locale: "es-AR", params: { seoSlug: "maiz-1" } });
  const unknown = (i: number) =>
    cacheKey({ upstream: "products", call: "by-slug", locale: "es-AR", params: { seoSlug: `nope-${i}` } });
  const personal = (i: number) => cacheKey({ upstream: "loyalty", call: "member", locale: "es-AR", user: String(i) });
  const lookup = { ...policy, isMissing: (list: string[]) => list.length === 0 };

  it("a flood of unknown products does not evict a known product, which still outlives an outage", async () => {
    const { cache, advance } = setup();
    await cache.get(product, lookup, async () => ["maiz-1"]);
    for (let i = 0; i < 6_000; i++) await cache.get(unknown(i), lookup, async () => []);
    expect(cache.sizes()).toEqual({ public: 1, personal: 0, missing: 3 });
    advance(500); // expired: the upstream is asked again, and fails
    expect(await cache.get(product, lookup, down)).toEqual(["maiz-1"]);
  });

  it("a flood of personal entries does not evict public data", async () => {
    const { cache } = setup();
    await cache.get(product, lookup, async () => ["maiz-1"]);
    for (let i = 0; i < 100; i++) await cache.get(personal(i), policy, async () => ({ points: i }));
    expect(cache.sizes()).toEqual({ public: 1, personal: 3, missing: 0 });
  });

  it("each class evicts its least recently used entry", async () => {
    const { cache } = setup();
    const keys = [1, 2, 3].map((i) =>
      cacheKey({ upstream: "products", call: "group", locale: "es-AR", params: { group: i } }),
    );
    for (const key of keys) await cache.get(key, policy, async () => key);
    await cache.get(keys[0], policy, down); // used again: now the most recent
    await cache.get(cacheKey({ upstream: "products", call: "brands", locale: "es-AR" }), policy, async () => "brands");
    expect(await cache.get(keys[0], policy, down)).toBe(keys[0]);
    await expect(cache.get(keys[1], policy, down)).rejects.toThrow("products down");
  });

  it("a product that appears moves from not-found to public", async () => {
    const { cache, advance } = setup();
    await cache.get(product, lookup, async () => []);
    expect(cache.sizes().missing).toBe(1);
    advance(20_000);
    await cache.get(product, lookup, async () => ["maiz-1"]);
    expect(cache.sizes()).toEqual({ public: 1, personal: 0, missing: 0 });
  });
});
