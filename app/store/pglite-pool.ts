import type { PGlite } from "@electric-sql/pglite";
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from "kysely";

/**
 * Lets kysely's own PostgreSQL dialect drive an embedded PGlite: a "pool" of one
 * connection. PGlite is a single session, so a transaction must own it until it
 * ends: `connect()` waits for the previous holder's `release()`, which keeps one
 * request's BEGIN … COMMIT from interleaving with another's statements.
 */
export function pglitePool(database: PGlite): PostgresPool {
  let tail: Promise<void> = Promise.resolve();

  return {
    async connect(): Promise<PostgresPoolClient> {
      let release!: () => void;
      const previous = tail;
      tail = new Promise<void>((resolve) => {
        release = resolve;
      });
      await previous;
      let released = false;
      return {
        async query<R>(sqlText: unknown, parameters?: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> {
          const result = await database.query<R>(sqlText as string, parameters as unknown[]);
          const command = /^\s*(\w+)/.exec(sqlText as string)?.[1]?.toUpperCase() as PostgresQueryResult<R>["command"];
          return { command, rowCount: result.affectedRows ?? result.rows.length, rows: result.rows };
        },
        release() {
          if (released) return;
          released = true;
          release();
        },
      } as PostgresPoolClient;
    },
    async end() {
      await database.close();
    },
  };
}
