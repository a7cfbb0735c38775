import { addDays } from "../loyalty/calendar";
import { type ExpiringEntry, EXPIRY_WINDOW_DAYS } from "../loyalty/expiry";
import type { Alert } from "./alert";

/**
 * Impulso points about to expire (spec 001 §4: points expiring today, else those expiring within 45 days): one alert
 * per expiry date, with that date's points. The key is the date, so a date already alerted is never alerted again,
 * whatever the producer sees on later runs.
 */
export function pointsExpiringAlerts(grower: string, entries: readonly ExpiringEntry[], today: string): Alert[] {
  const positive = entries.filter((entry) => entry.points > 0);
  const todays = positive.filter((entry) => entry.expirationDate === today);
  const windowEnd = addDays(today, EXPIRY_WINDOW_DAYS);
  const due = todays.length
    ? todays
    : positive.filter((entry) => entry.expirationDate > today && entry.expirationDate <= windowEnd);
  const byDate = new Map<string, number>();
  for (const entry of due) byDate.set(entry.expirationDate, (byDate.get(entry.expirationDate) ?? 0) + entry.points);
  return [...byDate]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, points]) => ({ grower, kind: "points-expiring", subject: "points", date, facts: { points } }));
}
