/**
 * Calendar days of the member area. The upstream sends instants in UTC; the
 * member area lives 3 hours behind (spec 001 §9), so "today" and a
 * transaction's day are taken there. Days are ISO strings (YYYY-MM-DD).
 */
const MEMBER_AREA_OFFSET_HOURS = -3;

const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The member area's wall clock at an instant: a Date whose UTC fields read the member area's day and time. */
export function memberClock(instant: Date | number | string): Date {
  return new Date(new Date(instant).getTime() + MEMBER_AREA_OFFSET_HOURS * 3_600_000);
}

/** The member-area day of an instant. */
export function memberDay(instant: Date | number | string): string {
  return memberClock(instant).toISOString().slice(0, 10);
}

/** Whether a string is a real calendar day (2025-02-30 is not). */
export function isIsoDay(value: string | null | undefined): value is string {
  const match = ISO_DAY.exec(value ?? "");
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

const utc = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utc(to) - utc(from)) / DAY_MS);
}

export function addDays(day: string, days: number): string {
  return new Date(utc(day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The same day `years` later; 29 February becomes 28 February in a common year. */
export function addYears(day: string, years: number): string {
  const [y, m, d] = day.split("-").map(Number);
  const target = new Date(Date.UTC(y + years, m - 1, 1));
  const lastDay = new Date(Date.UTC(y + years, m, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return target.toISOString().slice(0, 10);
}
