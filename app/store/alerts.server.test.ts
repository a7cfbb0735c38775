import { describe, expect, it } from "vitest";

import type { Alert } from "~/domain/alerts/alert";

import { inboxOf, markRead, recordAlerts, unreadCount } from "./alerts.server";
import { testEngines, twoInstances } from "./store-test-support";

const unique = () => Math.random().toString(36).slice(2);
const expiring = (grower: string, date: string, points = 100): Alert => ({
  grower,
  kind: "points-expiring",
  subject: "points",
  date,
  facts: { points },
});

describe.each(testEngines())("alerts (%s)", (_name, makeEngine) => {
  const instances = twoInstances(makeEngine);

  it("a rerun and a second instance producing at once keep one alert per natural key, reported new once", async () => {
    const grower = `g-${unique()}`;
    const made = [expiring(grower, "2026-12-10"), expiring(grower, "2027-01-05")];
    const [first, second] = await Promise.all([
      recordAlerts(instances.store.db, made),
      recordAlerts(instances.other.db, made),
    ]);
    expect(first.length + second.length).toBe(2);
    expect(await recordAlerts(instances.store.db, [expiring(grower, "2026-12-10", 90)])).toEqual([]);
    expect((await inboxOf(instances.store.db, grower)).map((alert) => [alert.date, alert.facts.points])).toEqual(
      expect.arrayContaining([
        ["2026-12-10", 100],
        ["2027-01-05", 100],
      ]),
    );
  });

  it("the inbox is the grower's own: read marks count down, and another grower's key is not theirs to mark", async () => {
    const [grower, other] = [`g-${unique()}`, `g-${unique()}`];
    await recordAlerts(instances.store.db, [expiring(grower, "2026-12-10"), expiring(other, "2026-12-10")]);
    expect(await unreadCount(instances.store.db, grower)).toBe(1);
    const [mine] = await inboxOf(instances.store.db, grower);
    const [theirs] = await inboxOf(instances.store.db, other);
    expect(await markRead(instances.store.db, grower, theirs.key)).toBe(false);
    expect(await unreadCount(instances.store.db, other)).toBe(1);
    expect(await markRead(instances.store.db, grower, mine.key, new Date("2026-11-29T10:00:00Z"))).toBe(true);
    expect(await markRead(instances.store.db, grower, mine.key, new Date("2026-11-30T10:00:00Z"))).toBe(true);
    expect(await unreadCount(instances.store.db, grower)).toBe(0);
    expect((await inboxOf(instances.store.db, grower))[0].readAt?.toISOString()).toBe("2026-11-29T10:00:00.000Z");
  });
});
