/**
 * The US rewards programme's calendar (spec 000 §3 §5 §9): the programme
 * configuration's dates, read in US Central time, and what they mean for a
 * head grower today.
 *
 * The configuration sends instants (UTC). The programme runs on Central time
 * (spec 000 §9: "converted to US Central time, offset 5 or 6 hours"): a date a
 * grower reads, and the day a period starts, are Central wall-clock days. The
 * offset is 5 hours under daylight time (CDT) and 6 under standard time (CST),
 * with the US rule since 2007: CDT from the second Sunday of March at 2:00 CST
 * to the first Sunday of November at 2:00 CDT. Written out here rather than
 * asked of Intl so that the rule is visible, tested at each boundary minute, and
 * the same in the browser, on the server and in the sandbox.
 */

/** The programme configuration's dates (bprConfigs), as ISO instants. */
export interface ProgrammeDates {
  programStartDate: string;
  periodOneEndDate: string;
  periodTwoStartDate: string;
  periodTwoEndDate: string;
  periodThreeStartDate: string;
  programEndDate: string;
}

/** A Central wall-clock day, "YYYY-MM-DD". */
export type CentralDay = string;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The day of the month of the n-th Sunday (n from 1) of a month, in a given year. */
function nthSunday(year: number, monthIndex: number, n: number): number {
  const firstWeekday = new Date(Date.UTC(year, monthIndex, 1)).getUTCDay();
  return 1 + ((7 - firstWeekday) % 7) + (n - 1) * 7;
}

/** Hours Central time is behind UTC at an instant: 5 under daylight time (CDT), 6 under standard time (CST). */
export function centralOffsetHours(instant: Date): 5 | 6 {
  const year = instant.getUTCFullYear();
  // 2:00 CST = 08:00 UTC on the second Sunday of March; 2:00 CDT = 07:00 UTC on the first Sunday of November.
  const daylightStarts = Date.UTC(year, 2, nthSunday(year, 2, 2), 8);
  const daylightEnds = Date.UTC(year, 10, nthSunday(year, 10, 1), 7);
  const t = instant.getTime();
  return t >= daylightStarts && t < daylightEnds ? 5 : 6;
}

/** The Central wall-clock day of an instant. */
export function centralDayOf(instant: Date): CentralDay {
  const wall = new Date(instant.getTime() - centralOffsetHours(instant) * HOUR);
  return wall.toISOString().slice(0, 10);
}

/** The instant a Central day begins (its midnight, CST or CDT as that day has it). */
export function centralMidnight(day: CentralDay): Date {
  const [y, m, d] = day.split("-").map(Number);
  const asUtc = Date.UTC(y, m - 1, d);
  // Midnight is never inside a change (changes happen at 2:00), so the offset of the guess is the day's own.
  const guess = new Date(asUtc + 6 * HOUR);
  return new Date(asUtc + centralOffsetHours(guess) * HOUR);
}

/** The Central day after a given one. */
export function nextCentralDay(day: CentralDay): CentralDay {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d) + DAY).toISOString().slice(0, 10);
}

/**
 * The snapshot banner (spec 000 §5, head growers only, during the programme
 * window from its start to its end): before period one ends, redeeming 50 %
 * opens on period two's start day; before period two ends, 100 % opens on
 * period three's start day; afterwards, redeeming opens the day after the
 * programme ends. Outside the window: no banner.
 */
export type SnapshotBanner =
  | { kind: "half-from"; day: CentralDay }
  | { kind: "full-from"; day: CentralDay }
  | { kind: "after-end"; day: CentralDay };

export function snapshotBannerAt(dates: ProgrammeDates, now: Date): SnapshotBanner | null {
  const at = (iso: string) => new Date(iso).getTime();
  const t = now.getTime();
  if (t < at(dates.programStartDate) || t > at(dates.programEndDate)) return null;
  if (t < at(dates.periodOneEndDate))
    return { kind: "half-from", day: centralDayOf(new Date(dates.periodTwoStartDate)) };
  if (t < at(dates.periodTwoEndDate)) {
    return { kind: "full-from", day: centralDayOf(new Date(dates.periodThreeStartDate)) };
  }
  return { kind: "after-end", day: nextCentralDay(centralDayOf(new Date(dates.programEndDate))) };
}

/**
 * The share of a head grower's available rewards that may be redeemed now, as
 * the banner announces it: nothing before period two starts, 50 % from period
 * two's start, 100 % from period three's start. (The redemption wizard's rules
 * build on this; decision 0029.)
 */
export function redeemableShareAt(dates: ProgrammeDates, now: Date): 0 | 50 | 100 {
  const t = now.getTime();
  if (t >= new Date(dates.periodThreeStartDate).getTime()) return 100;
  if (t >= new Date(dates.periodTwoStartDate).getTime()) return 50;
  return 0;
}

/**
 * When the window open at `now` opened (ISO): period two's start while 50 % may be redeemed, period three's from
 * then on; null before period two. The period's cap counts the requests made since (available-rewards.ts).
 */
export function windowOpenedAt(dates: ProgrammeDates, now: Date): string | null {
  switch (redeemableShareAt(dates, now)) {
    case 100:
      return dates.periodThreeStartDate;
    case 50:
      return dates.periodTwoStartDate;
    case 0:
      return null;
  }
}
