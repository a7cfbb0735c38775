import { sql } from "kysely";
import type { Store } from "./store.server";

/**
 * Fixed-window hit counters shared by every instance: in Redis when it is
 * configured (INCR + PEXPIRE, atomic in one MULTI), else in the database (one
 * upsert). The rate limiter counts through this, so a client cannot multiply
 * its allowance by the number of instances.
 */
export interface WindowCount {
  count: number;
  /** When this window ends (epoch ms). */
  resetAt: number;
}

export interface Counters {
  hit(key: string, windowMs: number): Promise<WindowCount>;
  /** Takes one hit back (a request the limiter decided not to count). */
  undo(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

export function counters(store: Store): Counters {
  const { redis, db } = store;
  if (redis) {
    const name = (key: string) => `counter:${key}`;
    return {
      async hit(key, windowMs) {
        const results = await redis.multi().incr(name(key)).pexpire(name(key), windowMs, "NX").pttl(name(key)).exec();
        if (!results || results.some(([error]) => error)) throw new Error("Redis counter failed");
        const count = Number(results[0]![1]);
        const ttl = Number(results[2]![1]);
        return { count, resetAt: Date.now() + Math.max(ttl, 0) };
      },
      async undo(key) {
        await redis.decr(name(key));
      },
      async reset(key) {
        await redis.del(name(key));
      },
    };
  }
  return {
    async hit(key, windowMs) {
      const now = new Date();
      const fresh = new Date(now.getTime() + windowMs);
      // One statement: a window that has ended starts over at 1, a running one counts up.
      const row = await db
        .insertInto("counters")
        .values({ key, count: 1, reset_at: fresh })
        .onConflict((conflict) =>
          conflict.column("key").doUpdateSet({
            count: sql`case when counters.reset_at <= ${now} then 1 else counters.count + 1 end`,
            reset_at: sql`case when counters.reset_at <= ${now} then ${fresh} else counters.reset_at end`,
          }))
        .returning(["count", "reset_at"])
        .executeTakeFirstOrThrow();
      return { count: row.count, resetAt: new Date(row.reset_at).getTime() };
    },
    async undo(key) {
      await db.updateTable("counters").set({ count: sql`greatest(count - 1, 0)` }).where("key", "=", key).execute();
    },
    async reset(key) {
      await db.deleteFrom("counters").where("key", "=", key).execute();
    },
  };
}

/** Deletes windows that ended: the database keeps no counter longer than its window. */
export async function purgeEndedWindows(store: Store): Promise<void> {
  await store.db.deleteFrom("counters").where("reset_at", "<=", new Date()).execute();
}

/**
 * The same counters in the shape of express-rate-limit's `Store` (increment,
 * decrement, resetKey), so the limiter can be given `rateLimitStore(store)`
 * without this module depending on the library.
 */
export function rateLimitStore(store: Store, prefix = "rl:") {
  const shared = counters(store);
  let windowMs = 60_000;
  return {
    localKeys: false,
    init(options: { windowMs: number }) {
      windowMs = options.windowMs;
    },
    async increment(key: string) {
      const { count, resetAt } = await shared.hit(prefix + key, windowMs);
      return { totalHits: count, resetTime: new Date(resetAt) };
    },
    decrement: (key: string) => shared.undo(prefix + key),
    resetKey: (key: string) => shared.reset(prefix + key),
  };
}
