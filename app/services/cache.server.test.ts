import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { cacheKey, createCache, LIFETIMES } from "./cache.server";
import { type RequestContext, runWithRequestContext } from "./request-context.server";
import { freshUpstreams } from "./test-scope.server";

/**
 * The upstream cache's behaviour. The clock is faked (Date only, so background
 * refreshes still run on real timers); `advance` moves it.
 */
beforeEach(() => vi.useFakeTimers({ toFake: ["Date"], now: 0 }));
afterEach(() => vi.useRealTimers());
const advance = (ms: number) => vi.setSystemTime(Date.now() + ms);
/** Lets a background refresh (started on a zero-delay timer) run to its end. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

const policy = { ttlMs: 100, staleMs: 1000 };
const down = async (): Promise<never> => {
  throw new Error("down");
};

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
  it("keeps one locale's or one user's value from answering for another", async () => {
    const cache = createCache();
    const key = (locale: string, user: string) => cacheKey({ upstream: "loyalty", call: "member", locale, user });
    await cache.get(key("pt-BR", "1"), policy, async () => "pt-BR of 1");
    expect(await cache.get(key("es-AR", "1"), policy, async () => "es-AR of 1")).toBe("es-AR of 1");
    expect(await cache.get(key("pt-BR", "2"), policy, async () => "pt-BR of 2")).toBe("pt-BR of 2");
    expect(await cache.get(key("pt-BR", "1"), policy, async () => "never asked")).toBe("pt-BR of 1");
  });
});

describe("test scopes (decision 0049)", () => {
  it("give a browser test with upstreams of its own a cache of its own; other scopes share the portal's", async () => {
    const cache = createCache();
    freshUpstreams("test-a");
    freshUpstreams("test-b");
    const inScope = <T>(testScope: string | undefined, fn: () => Promise<T>) =>
      runWithRequestContext({ requestId: "r", testScope, timings: [] }, fn);
    await inScope(undefined, () => cache.get("k", policy, async () => "unscoped"));
    await inScope("test-a", () => cache.get("k", policy, async () => "a"));
    expect(await inScope("test-b", () => cache.get("k", policy, async () => "b"))).toBe("b");
    expect(await inScope("test-a", () => cache.get("k", policy, async () => "never asked"))).toBe("a");
    expect(await inScope(undefined, () => cache.get("k", policy, async () => "never asked"))).toBe("unscoped");
    expect(await inScope("test-c", () => cache.get("k", policy, async () => "never asked"))).toBe("unscoped");
  });

  it("start afresh once the test says its upstreams are back", async () => {
    const cache = createCache();
    const inScope = <T>(fn: () => Promise<T>) =>
      runWithRequestContext({ requestId: "r", testScope: "test-renewed", timings: [] }, fn);
    freshUpstreams("test-renewed");
    await inScope(() => cache.get("k", policy, async () => "before"));
    freshUpstreams("test-renewed");
    expect(await inScope(() => cache.get("k", policy, async () => "after"))).toBe("after");
  });
});

describe("stale-while-revalidate", () => {
  it("serves a fresh entry without calling the upstream", async () => {
    const cache = createCache();
    const load = vi.fn(async () => "v1");
    await cache.get("k", policy, load);
    advance(99);
    expect(await cache.get("k", policy, load)).toBe("v1");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("serves a stale entry at once and refreshes it in the background", async () => {
    const cache = createCache();
    await cache.get("k", policy, async () => "v1");
    advance(150);
    let answer!: (value: string) => void;
    const load = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    // Answered from the cache while the refresh has not even answered yet.
    expect(await cache.get("k", policy, load)).toBe("v1");
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    answer("v2");
    await settle();
    expect(await cache.get("k", policy, down)).toBe("v2");
  });

  it("runs one background refresh for many stale reads", async () => {
    const cache = createCache();
    await cache.get("k", policy, async () => "v1");
    advance(150);
    const load = vi.fn(() => new Promise<string>((resolve) => setTimeout(() => resolve("v2"), 5)));
    const reads = await Promise.all([1, 2, 3].map(() => cache.get("k", policy, load)));
    expect(reads).toEqual(["v1", "v1", "v1"]);
    await settle();
    expect(await cache.get("k", policy, load)).toBe("v1"); // still refreshing
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(load).toHaveBeenCalledTimes(1);
    expect(await cache.get("k", policy, load)).toBe("v2");
  });

  it("keeps the last good value when the upstream fails", async () => {
    const cache = createCache();
    await cache.get("k", policy, async () => "good");
    advance(500);
    expect(await cache.get("k", policy, down)).toBe("good");
    await settle();
    expect(await cache.get("k", policy, down)).toBe("good");
  });

  it("fails when the value is older than the stale window", async () => {
    const cache = createCache();
    await cache.get("k", policy, async () => "old");
    advance(1200);
    await expect(cache.get("k", policy, down)).rejects.toThrow("down");
  });

  it("shares one upstream call between concurrent misses", async () => {
    const cache = createCache();
    const load = vi.fn(() => new Promise<string>((r) => setTimeout(() => r("v"), 5)));
    const results = await Promise.all([cache.get("k", policy, load), cache.get("k", policy, load)]);
    expect(results).toEqual(["v", "v"]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("does not keep a failure: the next read asks the upstream again", async () => {
    const cache = createCache();
    await expect(cache.get("k", policy, down)).rejects.toThrow("down");
    expect(await cache.get("k", policy, async () => "back")).toBe("back");
  });
});

describe("a kept value that no longer answers today's question", () => {
  const daily = { ...policy, outlived: (value: string) => value === "yesterday" };

  it("is asked for again at once, not served while it refreshes", async () => {
    const cache = createCache();
    await cache.get("k", daily, async () => "yesterday");
    const load = vi.fn(async () => "today");
    expect(await cache.get("k", daily, load)).toBe("today");
    expect(await cache.get("k", daily, down)).toBe("today");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("is still served when the upstream fails, until its stale window ends", async () => {
    const cache = createCache();
    await cache.get("k", daily, async () => "yesterday");
    advance(500);
    expect(await cache.get("k", daily, down)).toBe("yesterday");
    advance(700);
    await expect(cache.get("k", daily, down)).rejects.toThrow("down");
  });

  it("a value that answers today is served from the cache as before", async () => {
    const cache = createCache();
    await cache.get("k", daily, async () => "today");
    const load = vi.fn(async () => "other");
    expect(await cache.get("k", daily, load)).toBe("today");
    expect(load).not.toHaveBeenCalled();
  });
});

describe("Server-Timing says when a value came from the cache", () => {
  async function timings(read: () => Promise<unknown>) {
    const context: RequestContext = { requestId: "r", timings: [] };
    await runWithRequestContext(context, read);
    return context.timings.map(({ name, outcome }) => `${name}:${outcome}`);
  }
  const named = { ...policy, name: "loyalty-member" };

  it("cache-hit for a fresh value, stale for a stale one, nothing of its own for a value loaded now", async () => {
    const cache = createCache();
    expect(await timings(() => cache.get("k", named, async () => "v1"))).toEqual([]);
    expect(await timings(() => cache.get("k", named, down))).toEqual(["loyalty-member:cache-hit"]);
    advance(150);
    expect(await timings(() => cache.get("k", named, async () => "v2"))).toEqual(["loyalty-member:stale"]);
  });

  it("an outlived value asked again says nothing of its own; served because the upstream failed, it says so", async () => {
    const cache = createCache();
    const daily = { ...named, outlived: (value: string) => value === "yesterday" };
    await cache.get("k", daily, async () => "yesterday");
    expect(await timings(() => cache.get("k", daily, down))).toEqual(["loyalty-member:cache-hit"]);
    expect(await timings(() => cache.get("k", daily, async () => "today"))).toEqual([]);
  });
});

describe("eviction classes: public, personal and not-found data have separate quotas", () => {
  const policy = { ttlMs: 100, staleMs: 10_000 };
  const productsDown = async (): Promise<never> => {
    throw new Error("products down");
  };
  const quotas = { public: 3, personal: 3, missing: 3 };
  const product = cacheKey({ upstream: "products", call: "by-slug", locale: "es-AR", params: { seoSlug: "maiz-1" } });
  const unknown = (i: number) =>
    cacheKey({ upstream: "products", call: "by-slug", locale: "es-AR", params: { seoSlug: `nope-${i}` } });
  const personal = (i: number) => cacheKey({ upstream: "loyalty", call: "member", locale: "es-AR", user: String(i) });
  const lookup = { ...policy, isMissing: (list: string[]) => list.length === 0 };

  it("a flood of unknown products does not evict a known product, which still outlives an outage", async () => {
    const cache = createCache({ quotas });
    await cache.get(product, lookup, async () => ["maiz-1"]);
    for (let i = 0; i < 6_000; i++) await cache.get(unknown(i), lookup, async () => []);
    expect(cache.sizes()).toEqual({ public: 1, personal: 0, missing: 3 });
    advance(500); // expired: the upstream is asked again, and fails
    expect(await cache.get(product, lookup, productsDown)).toEqual(["maiz-1"]);
  });

  it("a flood of personal entries does not evict public data", async () => {
    const cache = createCache({ quotas });
    await cache.get(product, lookup, async () => ["maiz-1"]);
    for (let i = 0; i < 100; i++) await cache.get(personal(i), policy, async () => ({ points: i }));
    expect(cache.sizes()).toEqual({ public: 1, personal: 3, missing: 0 });
  });

  it("each class evicts its least recently used entry", async () => {
    const cache = createCache({ quotas });
    const keys = [1, 2, 3].map((i) =>
      cacheKey({ upstream: "products", call: "group", locale: "es-AR", params: { group: i } }),
    );
    for (const key of keys) await cache.get(key, policy, async () => key);
    await cache.get(keys[0], policy, productsDown); // used again: now the most recent
    await cache.get(cacheKey({ upstream: "products", call: "brands", locale: "es-AR" }), policy, async () => "brands");
    expect(await cache.get(keys[0], policy, productsDown)).toBe(keys[0]);
    await expect(cache.get(keys[1], policy, productsDown)).rejects.toThrow("products down");
  });

  it("a product that appears moves from not-found to public", async () => {
    const cache = createCache({ quotas });
    await cache.get(product, lookup, async () => []);
    expect(cache.sizes().missing).toBe(1);
    advance(20_000);
    await cache.get(product, lookup, async () => ["maiz-1"]);
    expect(cache.sizes()).toEqual({ public: 1, personal: 0, missing: 0 });
  });
});
