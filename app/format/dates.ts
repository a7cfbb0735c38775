/**
 * The spec's date rules (spec 001 §9, 002 §5 §9):
 * - member-area dates are dd/mm/yyyy;
 * - member-area times are HH:mm shifted 3 hours back from UTC (the upstream sends UTC);
 * - quotation dates use the es-AR format in UTC, or '---' when missing.
 */

const MEMBER_AREA_OFFSET_HOURS = -3;
const pad = (n: number) => String(n).padStart(2, "0");

function parse(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === "") return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function shifted(date: Date): Date {
  return new Date(date.getTime() + MEMBER_AREA_OFFSET_HOURS * 3_600_000);
}

/** dd/mm/yyyy of the member-area day (after the 3-hour shift), or "" when there is no valid date. */
export function formatMemberDate(value: string | number | Date | null | undefined): string {
  const date = parse(value);
  if (!date) return "";
  const d = shifted(date);
  return `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
}

/** HH:mm, 24-hour, shifted 3 hours back from UTC, or "" when there is no valid date. */
export function formatMemberTime(value: string | number | Date | null | undefined): string {
  const date = parse(value);
  if (!date) return "";
  const d = shifted(date);
  return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/** The quotation date as es-AR shows it in UTC (d/m/yyyy), or '---' when missing or invalid. */
export function formatQuotationDate(value: string | number | Date | null | undefined): string {
  const date = parse(value);
  if (!date) return "---";
  return `${date.getUTCDate()}/${date.getUTCMonth() + 1}/${date.getUTCFullYear()}`;
}

/** A moment as the grower reads it in the locale and the country's time zone: "6 oct 2025, 14:30" in es-AR. */
export function formatDateTime(locale: string, value: string | number | Date, timeZone: string): string {
  const date = parse(value);
  if (!date) return "";
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone }).format(date);
}

/**
 * The values opening-hours texts interpolate: the 24-hour figures ("7 h a 19 h") and the 12-hour ones US copy
 * reads with a.m. and p.m. ("7 a.m. to 7 p.m."): 7 → 7, 19 → 7, 0 and 12 → 12.
 */
export function openingHoursValues(hours: { opens: number; closes: number }) {
  const on12HourClock = (hour: number) => (hour % 12 === 0 ? 12 : hour % 12);
  return {
    opens: hours.opens,
    closes: hours.closes,
    opens12: on12HourClock(hours.opens),
    closes12: on12HourClock(hours.closes),
  };
}
