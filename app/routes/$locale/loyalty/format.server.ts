import type { Locale } from "~/countries";
import type { Fraction } from "~/domain/loyalty/fraction";
import { toExactDecimal } from "~/domain/loyalty/fraction";
import { formatMemberDate, formatMemberTime } from "~/format/dates";
import type { UpstreamError } from "~/services/errors";
import { isUpstreamError } from "~/services/errors";

/** Number formatting of the loyalty pages: whole points, signed points, exact decimals, member-area dates. */
export function formatters(locale: Locale) {
  const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const signed = new Intl.NumberFormat(locale, { maximumFractionDigits: 0, signDisplay: "exceptZero" });
  const decimal = new Intl.NumberFormat(locale, { minimumFractionDigits: 0, maximumFractionDigits: 2 });
  // Up to 20 decimals: enough for any of the calculator's exact fractions (amounts in hundredths, rates in hundredths).
  const exactDecimal = new Intl.NumberFormat(locale, { minimumFractionDigits: 0, maximumFractionDigits: 20 });
  return {
    points: (value: number | bigint) => whole.format(value),
    signedPoints: (value: number) => signed.format(value).replace("-", "−"),
    /**
     * A fraction with every decimal it has, never rounded: a breakdown whose
     * values were rounded could read "20 × 0,5 = 10 → 9" (Intl formats decimal strings exactly).
     */
    fraction: (value: Fraction) => exactDecimal.format(toExactDecimal(value) as unknown as number),
    decimal: (value: number) => decimal.format(value),
    /** dd/mm/yyyy of an instant in the member area (UTC−3), spec 001 §9. */
    date: (instant: string) => formatMemberDate(instant),
    /** HH:mm in the member area. */
    time: (instant: string) => formatMemberTime(instant),
    /** dd/mm/yyyy of a calendar day (no shift: it already is the member's day). */
    day: (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`,
  };
}

/** A failed call's message, localized, for 'An error has occurred: {message}' (spec 001 §8). */
export function failureMessage(t: (key: string, options?: Record<string, unknown>) => string, error: unknown): string {
  if (!isUpstreamError(error)) return t("errors.kinds.unknown");
  const e = error as UpstreamError;
  return e.kind === "status" ? t("errors.kinds.status", { status: e.status }) : t(`errors.kinds.${e.kind}`);
}
