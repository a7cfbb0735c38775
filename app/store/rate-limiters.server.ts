import { RateLimiterPostgres, RateLimiterRedis } from "rate-limiter-flexible";

import type { RateLimitBackend } from "~/services/rate-limit.server";

import type { Store } from "./store.server";

/**
 * Where the portal's rate-limit counters live, given its store: all of them are
 * rate-limiter-flexible limiters, so a rule counts the same way everywhere.
 * - Redis (REDIS_URL): RateLimiterRedis on the store's ioredis client (its "surco:" key prefix applies).
 * - PostgreSQL (DATABASE_URL without Redis): RateLimiterPostgres on the store's pool, in the `rate_limits`
 *   table our migration 0002 creates in the library's shape (`tableCreated: true`: the library runs no DDL).
 * - Embedded engine: the in-process memory limiter. One process owns an embedded store, so memory is exact.
 *
 * When the shared store fails, each rule falls back to its in-process limiter (the library's
 * `insuranceLimiter`): limits keep holding per instance instead of refusing everyone or nobody (decision 0013).
 */
const RATE_LIMITS_TABLE = "rate_limits";

export function storeRateLimits(store: Store): RateLimitBackend {
  const { redis, pgPool } = store;
  if (redis) {
    return (name, rule, local) =>
      new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `rl:${name}`,
        points: rule.limit,
        duration: Math.ceil(rule.windowMs / 1000),
        // The store's client queues nothing while Redis is away: answer from memory at once instead of waiting.
        rejectIfRedisNotReady: true,
        insuranceLimiter: local,
      });
  }
  if (pgPool) {
    return (name, rule, local) =>
      new RateLimiterPostgres({
        storeClient: pgPool,
        storeType: "pool",
        tableName: RATE_LIMITS_TABLE,
        tableCreated: true,
        // One purge for the whole table runs with the store's others (purgeEndedRateLimits), not a timer per rule.
        clearExpiredByTimeout: false,
        keyPrefix: name,
        points: rule.limit,
        duration: Math.ceil(rule.windowMs / 1000),
        insuranceLimiter: local,
      });
  }
  return (_name, _rule, local) => local;
}

/** Deletes ended windows from the PostgreSQL table (Redis expires its keys itself; the embedded engine has none). */
export async function purgeEndedRateLimits(store: Store): Promise<void> {
  await store.db.deleteFrom(RATE_LIMITS_TABLE).where("expire", "<=", Date.now()).execute();
}
