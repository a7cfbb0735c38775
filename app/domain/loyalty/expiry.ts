import { addDays, addYears, daysBetween } from "./calendar";

/**
 * Points validity and expiring points (spec 001 §4 §9): points are valid for
 * 3 years; the expiring figure first looks at points expiring today, otherwise
 * at those expiring in the next 45 days, and gives their total and the days
 * until the latest of them.
 */
export const POINTS_VALIDITY_YEARS = 3;
export const EXPIRY_WINDOW_DAYS = 45;

/** The day points earned on `day` expire. */
export function expirationDayFor(day: string): string {
  return addYears(day, POINTS_VALIDITY_YEARS);
}

export interface ExpiringEntry {
  /** YYYY-MM-DD */
  expirationDate: string;
  points: number;
}

export type ExpiringPoints =
  | { kind: "today"; total: number; days: 0; latestDate: string }
  | { kind: "soon"; total: number; days: number; latestDate: string }
  | { kind: "none"; total: 0; days: null; latestDate: null };

export function expiringPoints(entries: readonly ExpiringEntry[], today: string): ExpiringPoints {
  const positive = entries.filter((entry) => entry.points > 0);
  const todays = positive.filter((entry) => entry.expirationDate === today);
  if (todays.length) return { kind: "today", total: sum(todays), days: 0, latestDate: today };
  const windowEnd = addDays(today, EXPIRY_WINDOW_DAYS);
  const soon = positive.filter((entry) => entry.expirationDate > today && entry.expirationDate <= windowEnd);
  if (!soon.length) return { kind: "none", total: 0, days: null, latestDate: null };
  const latestDate = soon
    .map((entry) => entry.expirationDate)
    .sort()
    .at(-1)!;
  return { kind: "soon", total: sum(soon), days: daysBetween(today, latestDate), latestDate };
}

const sum = (entries: readonly ExpiringEntry[]) => entries.reduce((total, entry) => total + entry.points, 0);
