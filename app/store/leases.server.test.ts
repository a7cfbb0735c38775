import { describe, expect, it } from "vitest";

import { leases } from "./leases.server";
import { testEngines, twoInstances } from "./store-test-support";

const unique = () => Math.random().toString(36).slice(2);

describe.each(testEngines())("leases (%s)", (_name, makeEngine) => {
  const instances = twoInstances(makeEngine);

  it("gives a lease to one holder at a time, even when both ask at once", async () => {
    const name = `sync:${unique()}`;
    const [a, b] = await Promise.all([
      leases(instances.store).acquire(name, 5_000),
      leases(instances.other).acquire(name, 5_000),
    ]);
    expect([a, b].filter(Boolean)).toHaveLength(1);
    expect(await leases(instances.store).acquire(name, 5_000)).toBeNull();
    await (a ?? b)!.release();
    const again = await leases(instances.other).acquire(name, 5_000);
    expect(again).not.toBeNull();
    await again!.release();
  });

  it("a lease that ran out (its holder crashed) can be taken, and the old holder cannot release the new one's", async () => {
    const name = `sync:${unique()}`;
    const crashed = await leases(instances.store).acquire(name, 100);
    expect(crashed).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 150));
    const next = await leases(instances.other).acquire(name, 5_000);
    expect(next).not.toBeNull();
    await crashed!.release();
    expect(await leases(instances.store).acquire(name, 5_000)).toBeNull();
    await next!.release();
  });

  it("a renewed lease outlasts its first term; one that ran out and was taken cannot be renewed", async () => {
    const name = `sync:${unique()}`;
    const long = await leases(instances.store).acquire(name, 300);
    expect(await long!.renew(5_000)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await leases(instances.other).acquire(name, 5_000)).toBeNull();
    await long!.release();

    const lapsed = await leases(instances.store).acquire(name, 100);
    await new Promise((resolve) => setTimeout(resolve, 150));
    const taker = await leases(instances.other).acquire(name, 5_000);
    expect(await lapsed!.renew(5_000)).toBe(false);
    expect(await leases(instances.store).acquire(name, 5_000)).toBeNull();
    await taker!.release();
  });
});
