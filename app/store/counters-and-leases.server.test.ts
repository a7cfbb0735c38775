import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { counters, purgeEndedWindows, rateLimitStore } from "./counters.server";
import { leases } from "./leases.server";
import type { Store } from "./store.server";
import { testEngines, type TestEngine } from "./store-test-support";

const unique = () => Math.random().toString(36).slice(2);

describe.each(testEngines())("shared counters and leases (%s)", (_name, makeEngine) => {
  let engine: TestEngine;
  let store: Store;
  let other: Store;
  beforeAll(async () => {
    engine = makeEngine();
    store = await engine.open();
    // A second instance on the same data; the embedded engine is one process's, so it is the same store.
    other = store.engine === "embedded" ? store : await engine.reopen();
  }, 60_000);
  afterAll(async () => {
    if (other && other !== store) await other.close();
    await store?.close();
    await engine?.dispose();
  });

  it("counts hits in one window across instances, concurrently, and starts over when it ends", async () => {
    const key = `login|${unique()}`;
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => counters(i % 2 ? other : store).hit(key, 2_000)));
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    // Every hit of the window reports the same end.
    expect(new Set(results.map((r) => Math.round(r.resetAt / 100))).size).toBeLessThanOrEqual(2);
    expect(results[0]!.resetAt).toBeGreaterThan(Date.now());
    expect(results[0]!.resetAt).toBeLessThanOrEqual(Date.now() + 2_000);
    await new Promise((resolve) => setTimeout(resolve, results[0]!.resetAt - Date.now() + 50));
    expect((await counters(store).hit(key, 2_000)).count).toBe(1);
  });

  it("undo and reset take hits back", async () => {
    const key = `seed|${unique()}`;
    await counters(store).hit(key, 60_000);
    await counters(store).hit(key, 60_000);
    await counters(store).undo(key);
    expect((await counters(store).hit(key, 60_000)).count).toBe(2);
    await counters(store).reset(key);
    expect((await counters(store).hit(key, 60_000)).count).toBe(1);
  });

  it("speaks express-rate-limit's store interface", async () => {
    const limiterStore = rateLimitStore(store);
    limiterStore.init({ windowMs: 60_000 });
    const key = unique();
    expect((await limiterStore.increment(key)).totalHits).toBe(1);
    const second = await limiterStore.increment(key);
    expect(second.totalHits).toBe(2);
    expect(second.resetTime.getTime()).toBeGreaterThan(Date.now());
    await limiterStore.resetKey(key);
    expect((await limiterStore.increment(key)).totalHits).toBe(1);
  });

  it("purges windows that ended", async () => {
    if (store.redis) return; // Redis expires its keys by itself
    const key = `old|${unique()}`;
    await counters(store).hit(key, 1);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await purgeEndedWindows(store);
    expect(await store.db.selectFrom("counters").select("key").where("key", "=", key).execute()).toEqual([]);
  });

  it("gives a lease to one holder at a time, even when both ask at once", async () => {
    const name = `sync:${unique()}`;
    const [a, b] = await Promise.all([leases(store).acquire(name, 5_000), leases(other).acquire(name, 5_000)]);
    expect([a, b].filter(Boolean)).toHaveLength(1);
    expect(await leases(store).acquire(name, 5_000)).toBeNull();
    await (a ?? b)!.release();
    const again = await leases(other).acquire(name, 5_000);
    expect(again).not.toBeNull();
    await again!.release();
  });

  it("a lease that ran out (its holder crashed) can be taken, and the old holder cannot release the new one's", async () => {
    const name = `sync:${unique()}`;
    const crashed = await leases(store).acquire(name, 100);
    expect(crashed).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 150));
    const next = await leases(other).acquire(name, 5_000);
    expect(next).not.toBeNull();
    await crashed!.release();
    expect(await leases(store).acquire(name, 5_000)).toBeNull();
    await next!.release();
  });
});
