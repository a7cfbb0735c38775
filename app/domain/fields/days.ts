/**
 * Calendar days as the grower lives them: in the country's time zone, not the
 * server's. "Today's sync" and "a past forecast day" are both questions of
 * which calendar day it is where the grower is.
 */
import { dayIn } from "~/format/dates";

/** Whole days from one calendar day to another ("2025-10-06" → "2025-10-09" is 3). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Whether a sync that ended at `syncedAt` happened today where the grower is: only then is data "up to date". */
export function syncedToday(syncedAt: string | null | undefined, now: Date, timeZone: string): boolean {
  if (!syncedAt) return false;
  const moment = new Date(syncedAt);
  if (Number.isNaN(moment.getTime())) return false;
  return dayIn(timeZone, moment) === dayIn(timeZone, now);
}
