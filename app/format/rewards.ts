import type { Locale } from "~/countries";
import { type CentralDay, centralDayOf } from "~/domain/rewards/programme";

import { formatMoney, formatUpTo } from "./numbers";

/**
 * The US rewards pages' figures in one vocabulary: dollars from the upstream's
 * cents (exact: a decimal string, never a float), gallons, and the programme's
 * days as a US grower reads them. The programme runs on Central time
 * (app/domain/rewards/programme.ts), so a day is the Central day, written
 * without any further shift ("December 24, 2026" in en-US, "24 de diciembre de
 * 2026" in es-US).
 */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function writeDay(locale: string, day: CentralDay, month: "long" | "short"): string {
  const key = `${locale}|${month}`;
  let format = dayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { year: "numeric", month, day: "numeric", timeZone: "UTC" });
    dayFormats.set(key, format);
  }
  // Noon UTC of the day, written in UTC: the same day whatever the server's or browser's zone.
  return format.format(new Date(`${day}T12:00:00Z`));
}

export function rewardsFormatters(locale: Locale) {
  return {
    /** 38050 → "$380.50". */
    cents: (cents: number) => formatMoney(locale, `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, "0")}`),
    gallons: (gallons: number) => formatUpTo(locale, gallons, 1),
    count: (value: number) => formatUpTo(locale, value, 0),
    /** 0.7 → "70" (the text adds the % sign its language uses). */
    percent: (share: number) => formatUpTo(locale, Math.floor(share * 100), 0),
    /** A programme day, in full: the banner's dates. */
    day: (day: CentralDay) => writeDay(locale, day, "long"),
    /** An activity's instant, as its Central day in short: "Nov 20, 2026". */
    date: (instant: string) => writeDay(locale, centralDayOf(new Date(instant)), "short"),
  };
}
