import { randomBytes } from "node:crypto";
import path from "node:path";

import { Redis } from "ioredis";
import type { Kysely } from "kysely";
import type pg from "pg";

import { type Engine, openDatabase, pingDatabase } from "./database.server";
import type { Database } from "./schema";

/**
 * The portal's state layer: one database (embedded PGlite by default, PostgreSQL
 * with DATABASE_URL) and, with REDIS_URL, Redis for short-lived shared counters
 * and leases. Sessions, the outbox, rate limits and leases are built on a `Store`.
 */
export interface Store {
  db: Kysely<Database>;
  engine: Engine;
  /** Null without REDIS_URL: rate-limit counters and leases then live in the database. */
  redis: Redis | null;
  /** PostgreSQL's own pool with DATABASE_URL, else null (embedded). */
  pgPool: pg.Pool | null;
  /** Names this process in leases, so only the holder renews or releases one. */
  instanceId: string;
  /** Throws when the database (or Redis, when configured) does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface StoreSettings {
  databaseUrl?: string;
  redisUrl?: string;
  dataDir: string;
  /** Prefix of every Redis key, so several portals (or test runs) can share one Redis. Default "surco:". */
  redisPrefix?: string;
}

const inMemory = (dataDir: string) => dataDir.startsWith("memory://");

export async function openStore(settings: StoreSettings): Promise<Store> {
  const database = await openDatabase({
    databaseUrl: settings.databaseUrl,
    dataDir: inMemory(settings.dataDir) ? settings.dataDir : path.resolve(settings.dataDir),
  });
  let redis: Redis | null = null;
  if (settings.redisUrl) {
    // Fail fast instead of queueing commands while Redis is away: a request then degrades instead of hanging.
    redis = new Redis(settings.redisUrl, {
      keyPrefix: settings.redisPrefix ?? "surco:",
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      lazyConnect: true,
      connectTimeout: 3_000,
    });
    redis.on("error", () => undefined); // reported by ping() and by the failing command, not as an unhandled event
    try {
      await redis.connect();
    } catch (error) {
      redis.disconnect();
      await database.close();
      throw error;
    }
  }
  return {
    db: database.db,
    engine: database.engine,
    redis,
    pgPool: database.pool,
    instanceId: randomBytes(8).toString("hex"),
    async ping() {
      await pingDatabase(database.db);
      if (redis) await redis.ping();
    },
    async close() {
      redis?.disconnect();
      await database.close();
    },
  };
}
