import { sql } from "kysely";

import { type Alert, alertKey } from "~/domain/alerts/alert";
import { WHATSAPP_STATUSES, type WhatsAppStatus } from "~/services/whatsapp/contract";

import type { Store } from "./store.server";

type Db = Store["db"];

/** An alert in a grower's inbox. */
export interface InboxAlert extends Alert {
  key: string;
  createdAt: Date;
  readAt: Date | null;
}

/**
 * Keeps the alerts a producer made, one per natural key (issue 30), and returns those that are new: of a rerun, or
 * of two instances producing at once, each key is inserted once and reported new once (`on conflict do nothing …
 * returning` answers only the rows this statement inserted).
 */
export async function recordAlerts(
  db: Db,
  alerts: readonly Alert[],
  now = new Date(),
  inInbox: (alert: Alert) => boolean = () => true,
): Promise<Alert[]> {
  if (!alerts.length) return [];
  const byKey = new Map(alerts.map((alert) => [alertKey(alert), alert]));
  const inserted = await db
    .insertInto("alerts")
    .values(
      [...byKey].map(([key, alert]) => ({
        key,
        grower: alert.grower,
        kind: alert.kind,
        subject: alert.subject,
        day: alert.date,
        facts: JSON.stringify(alert.facts),
        created_at: now,
        in_inbox: inInbox(alert),
      })),
    )
    .onConflict((conflict) => conflict.column("key").doNothing())
    .returning("key")
    .execute();
  return inserted.map(({ key }) => byKey.get(key)!);
}

/** A grower's alerts, newest first; no one else's. */
export async function inboxOf(db: Db, grower: string, limit = 50): Promise<InboxAlert[]> {
  const rows = await db
    .selectFrom("alerts")
    .selectAll()
    .where("grower", "=", grower)
    .where("in_inbox", "=", true)
    .orderBy("created_at", "desc")
    .orderBy("key")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    key: row.key,
    grower: row.grower,
    kind: row.kind,
    subject: row.subject,
    date: row.day,
    facts: row.facts,
    createdAt: row.created_at,
    readAt: row.read_at,
  }));
}

export async function unreadCount(db: Db, grower: string): Promise<number> {
  const row = await db
    .selectFrom("alerts")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .where("grower", "=", grower)
    .where("read_at", "is", null)
    .where("in_inbox", "=", true)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Marks one of the grower's own alerts read; false when the key is not theirs (the caller answers 404). */
export async function markRead(db: Db, grower: string, key: string, now = new Date()): Promise<boolean> {
  const result = await db
    .updateTable("alerts")
    // Read once: opening it again keeps when it was first read.
    .set({ read_at: sql<Date>`coalesce(read_at, ${now})` })
    .where("key", "=", key)
    .where("grower", "=", grower)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Which of these alert keys are already made (the producer makes only the others). */
export async function knownAlertKeys(db: Db, keys: readonly string[]): Promise<Set<string>> {
  if (!keys.length) return new Set();
  const rows = await db.selectFrom("alerts").select("key").where("key", "in", keys).execute();
  return new Set(rows.map((row) => row.key));
}

/** Marks every alert of the grower read. */
export async function markAllRead(db: Db, grower: string, now = new Date()): Promise<void> {
  await db
    .updateTable("alerts")
    .set({ read_at: now })
    .where("grower", "=", grower)
    .where("read_at", "is", null)
    .execute();
}

/** The last status WhatsApp reported for each of these messages (its status callbacks), by message id. */
export async function whatsAppStatuses(db: Db, messageIds: readonly string[]): Promise<Map<string, string>> {
  if (!messageIds.length) return new Map();
  const rows = await db
    .selectFrom("whatsapp_statuses")
    .select(["message_id", "status"])
    .where("message_id", "in", messageIds)
    .execute();
  return new Map(rows.map((row) => [row.message_id, row.status]));
}

/**
 * Keeps a message's status from a callback. Callbacks may arrive out of order (read before delivered): a status
 * never goes back, and failed stands over all (WHATSAPP_STATUSES is in that order).
 */
export async function recordWhatsAppStatus(db: Db, messageId: string, status: WhatsAppStatus, at: Date) {
  // One statement: two callbacks at once cannot both read the old status and the later write the lower one.
  const order = sql`array[${sql.join(WHATSAPP_STATUSES.map((each) => sql.lit(each)))}]`;
  await db
    .insertInto("whatsapp_statuses")
    .values({ message_id: messageId, status, at })
    .onConflict((conflict) =>
      conflict
        .column("message_id")
        .doUpdateSet({ status, at })
        .where(
          sql<boolean>`array_position(${order}, whatsapp_statuses.status) < array_position(${order}, ${status}::text)`,
        ),
    )
    .execute();
}
