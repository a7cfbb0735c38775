import { sql } from "kysely";
import { LRUCache } from "lru-cache";
import type pg from "pg";

import { log } from "~/services/log.server";

import type { SessionRecords } from "./sessions.server";
import type { Store } from "./store.server";

/**
 * Session reads kept in process (issue 28): a signed-in page read its session from the store on every request, and
 * its loaders read it again, a tenth of the page's CPU on the embedded engine. A read is kept until the session
 * changes, or for `freshMs` at most; every change (a write, a sign-out, a revocation) is announced to the other
 * instances, which drop their copy at once, so a sign-out is immediate everywhere. A copy read while a change was
 * announced is not kept: it may predate the change.
 */
export interface SessionChanges {
  /** Tells every other instance that this session changed (after the change is stored). */
  announce(id: string): Promise<void>;
  /** Calls back with the id of a session another instance changed, or null when changes may have been missed. */
  listen(onChange: (id: string | null) => void): void;
  close(): Promise<void>;
}

const CHANNEL = "surco_session_changed";
const RELISTEN_MS = 1_000;

/**
 * Changes travel on PostgreSQL's LISTEN/NOTIFY when the store is PostgreSQL (the instances share it); the embedded
 * engine serves one process, which needs no announcement.
 */
export function sessionChanges(store: Store): SessionChanges {
  const pool = store.pgPool;
  if (!pool) return { announce: async () => undefined, listen: () => undefined, close: async () => undefined };
  let client: pg.PoolClient | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;
  const subscribe = async (onChange: (id: string | null) => void) => {
    try {
      const connection = await pool.connect();
      client = connection;
      connection.on("notification", (message) => onChange(message.payload ?? null));
      connection.on("error", () => {
        // The connection is gone: changes may be missed until it is back, so nothing kept can be trusted.
        onChange(null);
        connection.release(true);
        client = null;
        if (!closed) retry = setTimeout(() => void subscribe(onChange), RELISTEN_MS);
      });
      await connection.query(`listen ${CHANNEL}`);
      // Announcements sent while not listening are lost: start from nothing.
      onChange(null);
    } catch (error) {
      log("warn", "session changes: cannot listen", { error: String(error) });
      onChange(null);
      if (!closed) retry = setTimeout(() => void subscribe(onChange), RELISTEN_MS);
    }
  };
  return {
    async announce(id) {
      await sql`select pg_notify(${CHANNEL}, ${id})`.execute(store.db);
    },
    listen: (onChange) => void subscribe(onChange),
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      client?.release(true);
      client = null;
    },
  };
}

export function cachedSessionRecords(
  records: SessionRecords,
  changes: SessionChanges,
  { freshMs = 10_000, max = 20_000 } = {},
): SessionRecords {
  const kept = new LRUCache<string, { data: Record<string, unknown> | null }>({ max, ttl: freshMs });
  // Counts every change seen here: a read keeps its copy only if no change came while it ran (it may predate it).
  let changesSeen = 0;
  const changed = (id: string | null) => {
    changesSeen++;
    if (id === null) kept.clear();
    else kept.delete(id);
  };
  changes.listen(changed);
  const stored = async (id: string, change: () => Promise<void>) => {
    await change();
    changed(id);
    await changes.announce(id);
  };
  return {
    ...records,
    async read(id, now) {
      const hit = kept.get(id);
      if (hit) return hit.data;
      const before = changesSeen;
      const data = await records.read(id, now);
      if (before === changesSeen) kept.set(id, { data });
      return data;
    },
    update: (id, data, now) => stored(id, () => records.update(id, data, now)),
    touch: (id, key, value, now) => stored(id, () => records.touch(id, key, value, now)),
    delete: (id) => stored(id, () => records.delete(id)),
  };
}
