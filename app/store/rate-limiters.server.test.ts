import { RateLimiterMemory } from "rate-limiter-flexible";
import { describe, expect, it } from "vitest";

import { createRateLimits } from "~/services/rate-limit.server";

import { purgeEndedRateLimits, storeRateLimits } from "./rate-limiters.server";
import type { Store } from "./store.server";
import { testEngines, twoInstances } from "./store-test-support";

const unique = () => Math.random().toString(36).slice(2);
const RULE = { limit: 4, windowMs: 60_000 };

describe.each(testEngines())("rate limits in the store (%s)", (name, makeEngine) => {
  const instances = twoInstances(makeEngine);

  const limitsOn = (on: Store) => createRateLimits({ login: RULE }, async () => storeRateLimits(on));

  it.runIf(name === "embedded")("counts in this process's memory: one process owns the embedded store", () => {
    const local = new RateLimiterMemory({ points: 1, duration: 1 });
    expect(storeRateLimits(instances.store)("login", RULE, local)).toBe(local);
  });

  it.runIf(name !== "embedded")(
    "two instances sharing one store share one allowance, even when hit at once",
    async () => {
      const [a, b] = [limitsOn(instances.store), limitsOn(instances.other)];
      const client = `203.0.113.${unique()}`;
      const waits = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).hit("login", client)));
      expect(waits.filter((wait) => wait === 0)).toHaveLength(RULE.limit);
      for (const wait of waits.filter((w) => w > 0)) expect(wait).toBeGreaterThan(55); // seconds left in a 60 s window
      // Another client and another rule each have their own allowance.
      expect(await b.hit("login", `${client}-other`)).toBe(0);
      expect(
        await createRateLimits({ callback: RULE }, async () => storeRateLimits(instances.store)).hit(
          "callback",
          client,
        ),
      ).toBe(0);
    },
  );

  it.runIf(name === "postgres")(
    "PostgreSQL counts in the migrated rate_limits table, whose ended windows are purged",
    async () => {
      const client = unique();
      const limits = createRateLimits({ login: { limit: 4, windowMs: 1_000 } }, async () =>
        storeRateLimits(instances.store),
      );
      await limits.hit("login", client);
      await limits.hit("login", client);
      const rows = await instances.store.db
        .selectFrom("rate_limits")
        .selectAll()
        .where("key", "=", `login:${client}`)
        .execute();
      expect(rows).toEqual([{ key: `login:${client}`, points: 2, expire: expect.any(Number) }]);
      await new Promise((resolve) => setTimeout(resolve, rows[0]!.expire! - Date.now() + 20));
      await purgeEndedRateLimits(instances.store);
      expect(
        await instances.store.db.selectFrom("rate_limits").select("key").where("key", "=", `login:${client}`).execute(),
      ).toEqual([]);
    },
  );

  it.runIf(name !== "embedded")(
    "when the shared store fails, each instance keeps counting in memory (login stays usable, still limited)",
    async () => {
      const failing = await instances.reopen();
      const limits = limitsOn(failing);
      await limits.hit("login", "warm-up"); // builds the shared limiters while the store answers
      await failing.close(); // Redis disconnected, the PostgreSQL pool ended: every shared call now fails
      const client = unique();
      const waits: number[] = [];
      for (let i = 0; i < RULE.limit + 1; i++) waits.push(await limits.hit("login", client));
      expect(waits.slice(0, RULE.limit)).toEqual([0, 0, 0, 0]);
      expect(waits[RULE.limit]).toBeGreaterThan(0);
    },
  );
});
