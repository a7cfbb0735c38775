import { randomBytes } from "node:crypto";

import { sql } from "kysely";

import type { Store } from "./store.server";

/**
 * Leases: at most one holder of a named job at a time across instances (the
 * field-view sync of one grower and season). In Redis (SET NX PX) when
 * configured, else a row in the database. A lease ends when its holder
 * releases it or when it runs out, so a holder that crashed frees it too.
 */
export interface Lease {
  name: string;
  /**
   * Another `ttlMs` from now, for a job that runs longer than it first asked; false when the lease ran out and
   * someone else holds it now (the job should stop: it is theirs).
   */
  renew(ttlMs: number): Promise<boolean>;
  release(): Promise<void>;
}

export interface Leases {
  /** The lease when this caller got it; null while someone else holds it. */
  acquire(name: string, ttlMs: number): Promise<Lease | null>;
}

export function leases(store: Store): Leases {
  const { redis, db } = store;
  return {
    async acquire(name, ttlMs) {
      const holder = `${store.instanceId}:${randomBytes(6).toString("hex")}`;
      if (redis) {
        const key = `lease:${name}`;
        const got = await redis.set(key, holder, "PX", ttlMs, "NX");
        if (got !== "OK") return null;
        return {
          name,
          async renew(ttl) {
            const renewed = await redis.eval(
              "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end",
              1,
              key,
              holder,
              String(ttl),
            );
            return renewed === 1;
          },
          async release() {
            // Only the holder deletes: a lease that ran out and was taken by another must stay theirs.
            await redis.eval(
              "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end",
              1,
              key,
              holder,
            );
          },
        };
      }
      const now = new Date();
      const taken = await db
        .insertInto("leases")
        .values({ name, holder, expires_at: new Date(now.getTime() + ttlMs) })
        .onConflict((conflict) =>
          conflict
            .column("name")
            .doUpdateSet({ holder, expires_at: new Date(now.getTime() + ttlMs) })
            .where("leases.expires_at", "<=", now),
        )
        .returning("holder")
        .executeTakeFirst();
      if (taken?.holder !== holder) return null;
      return {
        name,
        async renew(ttl) {
          const renewed = await db
            .updateTable("leases")
            .set({ expires_at: new Date(Date.now() + ttl) })
            .where("name", "=", name)
            .where("holder", "=", holder)
            .executeTakeFirst();
          return Number(renewed.numUpdatedRows) > 0;
        },
        async release() {
          await db.deleteFrom("leases").where("name", "=", name).where("holder", "=", holder).execute();
        },
      };
    },
  };
}

/** Drops leases that ran out long ago (their rows only). */
export async function purgeEndedLeases(store: Store): Promise<void> {
  await store.db
    .deleteFrom("leases")
    .where("expires_at", "<=", sql<Date>`now() - interval '1 hour'`)
    .execute();
}
