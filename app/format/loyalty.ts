import type { Fraction } from "~/domain/loyalty/fraction";
import { toExactDecimal } from "~/domain/loyalty/fraction";

import { formatMemberDate, formatMemberDay, formatMemberTime } from "./dates";
import { formatExact, formatSignedWhole, formatUpTo } from "./numbers";

/** The loyalty pages' figures in one vocabulary: whole points, signed points, exact decimals, member-area dates. */
export function formatters(locale: string) {
  return {
    points: (value: number | bigint) => formatUpTo(locale, value, 0),
    signedPoints: (value: number) => formatSignedWhole(locale, value),
    /** A fraction with every decimal it has, never rounded (app/format/numbers.ts, formatExact). */
    fraction: (value: Fraction) => formatExact(locale, toExactDecimal(value)),
    decimal: (value: number) => formatUpTo(locale, value, 2),
    /** dd/mm/yyyy of an instant in the member area (UTC−3), spec 001 §9. */
    date: (instant: string) => formatMemberDate(instant),
    /** HH:mm in the member area. */
    time: (instant: string) => formatMemberTime(instant),
    /** dd/mm/yyyy HH:mm of an instant in the member area. */
    dateTime: (instant: string) => `${formatMemberDate(instant)} ${formatMemberTime(instant)}`,
    /** dd/mm/yyyy of a calendar day (no shift: it already is the member's day). */
    day: (day: string) => formatMemberDay(day),
  };
}
