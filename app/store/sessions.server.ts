import { randomBytes } from "node:crypto";

import { sql } from "kysely";

import type { Store } from "./store.server";

/**
 * Session records in the store: the cookie holds only the random id, the data
 * lives here, so a restart keeps every grower signed in and several instances
 * share one set of sessions. A record ends at its absolute expiry or after
 * `idleMs` without a request, whichever comes first; `purgeExpired` deletes
 * what has ended.
 */
export interface SessionRecords {
  create(data: Record<string, unknown>, now?: number): Promise<string>;
  read(id: string, now?: number): Promise<Record<string, unknown> | null>;
  /** Replaces the data, keeping the absolute expiry (a session that does not exist yet gets a fresh one). */
  update(id: string, data: Record<string, unknown>, now?: number): Promise<void>;
  /** Sets one value and restarts the idle clock, without rewriting the rest (the idle "touch" of each request). */
  touch(id: string, key: string, value: unknown, now?: number): Promise<void>;
  delete(id: string): Promise<void>;
  purgeExpired(now?: number): Promise<number>;
}

export function sessionRecords(
  store: Store,
  { absoluteMs, idleMs }: { absoluteMs: number; idleMs: number },
): SessionRecords {
  const { db } = store;
  const alive = (now: number) => ({ expires: new Date(now), seen: new Date(now - idleMs) });
  return {
    async create(data, now = Date.now()) {
      const id = randomBytes(24).toString("base64url");
      await db
        .insertInto("sessions")
        .values({ id, data: JSON.stringify(data), expires_at: new Date(now + absoluteMs), seen_at: new Date(now) })
        .execute();
      return id;
    },
    async read(id, now = Date.now()) {
      const { expires, seen } = alive(now);
      const row = await db
        .selectFrom("sessions")
        .select("data")
        .where("id", "=", id)
        .where("expires_at", ">", expires)
        .where("seen_at", ">", seen)
        .executeTakeFirst();
      return row?.data ?? null;
    },
    async update(id, data, now = Date.now()) {
      await db
        .insertInto("sessions")
        .values({ id, data: JSON.stringify(data), expires_at: new Date(now + absoluteMs), seen_at: new Date(now) })
        .onConflict((conflict) =>
          conflict.column("id").doUpdateSet({ data: JSON.stringify(data), seen_at: new Date(now) }),
        )
        .execute();
    },
    async touch(id, key, value, now = Date.now()) {
      await db
        .updateTable("sessions")
        .set({
          data: sql`jsonb_set(data, ${sql.val([key])}::text[], ${JSON.stringify(value)}::jsonb)`,
          seen_at: new Date(now),
        })
        .where("id", "=", id)
        .execute();
    },
    async delete(id) {
      await db.deleteFrom("sessions").where("id", "=", id).execute();
    },
    async purgeExpired(now = Date.now()) {
      const { expires, seen } = alive(now);
      const result = await db
        .deleteFrom("sessions")
        .where((eb) => eb.or([eb("expires_at", "<=", expires), eb("seen_at", "<=", seen)]))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
