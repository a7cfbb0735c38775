import { mkdir } from "node:fs/promises";

import { PGlite } from "@electric-sql/pglite";
import { Kysely, Migrator, PostgresDialect, sql } from "kysely";
import pg from "pg";

import { migrationProvider } from "./migrations";
import { pglitePool } from "./pglite-pool";
import { traceQuery } from "./query-spans.server";
import type { Database } from "./schema";

export type Engine = "embedded" | "postgres";

export interface OpenedDatabase {
  db: Kysely<Database>;
  engine: Engine;
  /** PostgreSQL's pool (null on the embedded engine): rate-limiter-flexible's PostgreSQL limiter queries through it. */
  pool: pg.Pool | null;
  close(): Promise<void>;
}

// PostgreSQL's bigint (count(*) and friends) as a JavaScript number: the portal's counts stay far below 2^53.
pg.types.setTypeParser(20, (value) => Number(value));

/**
 * Opens the portal's database: PostgreSQL when a URL is given, else PGlite (PostgreSQL
 * compiled to WebAssembly) in `dataDir`, so `npm start` needs nothing installed. Both
 * speak the same SQL through kysely's PostgreSQL dialect; the schema is migrated here,
 * before anything else uses the database.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  poolSize?: number;
}): Promise<OpenedDatabase> {
  let db: Kysely<Database>;
  let engine: Engine;
  let pool: pg.Pool | null = null;
  if (options.databaseUrl) {
    engine = "postgres";
    pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 5_000,
    });
    // An idle client that loses its server must not crash the process: the next query reports it instead.
    pool.on("error", () => undefined);
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: traceQuery(engine) });
  } else {
    engine = "embedded";
    // "memory://" keeps the embedded database in memory only (tests); anything else is a directory.
    if (!options.dataDir.startsWith("memory://")) await mkdir(options.dataDir, { recursive: true });
    const embedded = await PGlite.create(options.dataDir);
    db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: pglitePool(embedded) }),
      log: traceQuery(engine),
    });
  }
  try {
    await migrate(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return { db, engine, pool, close: () => db.destroy() };
}

/**
 * Instances booting together on a fresh database race to create kysely's own bookkeeping tables before
 * its migration lock exists; the loser's attempt fails, and a retry finds the tables and waits on the lock.
 */
async function migrate(db: Kysely<Database>, attempts = 5) {
  // kysely looks for its bookkeeping tables by name in every schema; name ours, or another schema's would count.
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const migrator = new Migrator({ db, provider: migrationProvider, migrationTableSchema: rows[0]!.schema });
  for (let attempt = 1; ; attempt++) {
    const { error, results } = await migrator.migrateToLatest();
    const failed = results?.find((result) => result.status === "Error");
    if (!error && !failed) return;
    if (attempt >= attempts || failed) {
      throw new Error(
        `Store migration ${failed?.migrationName ?? ""} failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
  }
}

/** One round trip: is the database answering? */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
