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
});
