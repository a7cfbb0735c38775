import { memberClock, memberDay } from "~/domain/loyalty/calendar";

/**
 * Every date and time the portal shows is written here (Intl, by locale), beside app/format/numbers.ts. The spec's
 * member-area rules (spec 001 §9, 002 §5): dates are dd/mm/yyyy and times HH:mm on the member area's clock, which
 * app/domain/loyalty/calendar.ts defines (the upstream sends UTC). Elsewhere a moment is written in the locale's
 * style and the country's time zone.
 */

type Moment = string | number | Date;

const pad = (n: number) => String(n).padStart(2, "0");

function parse(value: Moment | null | undefined): Date | null {
  if (value === null || value === undefined || value === "") return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

// One Intl.DateTimeFormat per (locale, options) pair, as numbers.ts does for numbers.
const cache = new Map<string, Intl.DateTimeFormat>();

function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    cache.set(key, format);
  }
  return format;
}

/** dd/mm/yyyy of a calendar day ("YYYY-MM-DD"), with no shift: it already is the member's day. */
export function formatMemberDay(day: string): string {
  return `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
}

/** dd/mm/yyyy of the member-area day of an instant, or "" when there is no valid date. */
export function formatMemberDate(value: Moment | null | undefined): string {
  const date = parse(value);
  return date ? formatMemberDay(memberDay(date)) : "";
}

/** HH:mm, 24-hour, on the member area's clock, or "" when there is no valid date. */
export function formatMemberTime(value: Moment | null | undefined): string {
  const date = parse(value);
  if (!date) return "";
  const clock = memberClock(date);
  return `${pad(clock.getUTCHours())}:${pad(clock.getUTCMinutes())}`;
}

/** A moment as the grower reads it in the locale and the country's time zone: "6 oct 2025, 2:30 p. m." in es-AR. */
export function formatDateTime(locale: string, value: Moment, timeZone: string): string {
  const date = parse(value);
  if (!date) return "";
  return dateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone }).format(date);
}

/** A time zone as the locale names it ("horário de Brasília", "Central Time"), for a setting read on that clock. */
export function formatTimeZone(locale: string, timeZone: string): string {
  const parts = dateTimeFormat(locale, { timeZone, timeZoneName: "longGeneric" }).formatToParts(new Date());
  return parts.find((part) => part.type === "timeZoneName")?.value ?? timeZone;
}

/** A calendar day ("YYYY-MM-DD") as a forecast names it: "lun, 6 oct" in es-AR, "Mon, Oct 6" in en-US. */
export function formatWeekday(locale: string, day: string): string {
  // Noon UTC of the day, written in UTC: the same day whatever the server's zone.
  const noon = new Date(`${day}T12:00:00Z`);
  return dateTimeFormat(locale, { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" }).format(noon);
}

/** A calendar day ("YYYY-MM-DD") in the locale's medium style: "Oct 14, 2026" in en-US, "14 oct 2026" in es-US. */
export function formatCalendarDay(locale: string, day: string): string {
  return dateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }).format(new Date(`${day}T12:00:00Z`));
}

/**
 * The start of a calendar day in a time zone, as ISO 8601 with its offset ("2026-11-20T00:00:00-03:00"): what
 * structured data wants for a date of publication (a day alone reads as midnight UTC, the wrong day in the
 * Americas). The offset is the zone's at noon that day.
 */
export function startOfDayIso(day: string, timeZone: string): string {
  const name = dateTimeFormat("en-CA", { timeZone, timeZoneName: "longOffset" })
    .formatToParts(new Date(`${day}T12:00:00Z`))
    .find((part) => part.type === "timeZoneName")?.value;
  const offset = name === "GMT" || !name ? "+00:00" : name.replace("GMT", "");
  return `${day}T00:00:00${offset}`;
}

/** The calendar day ("YYYY-MM-DD") a moment falls on in a time zone (en-CA writes days the ISO way). */
export function dayIn(timeZone: string, moment: Date): string {
  return dateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(moment);
}

/** The wall clock at a moment in a time zone: minutes since that day's midnight, and the seconds past the minute. */
export function wallClockIn(timeZone: string, moment: number): { minute: number; second: number } {
  const parts = dateTimeFormat("en-CA", {
    timeZone,
    hourCycle: "h23",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(moment);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { minute: part("hour") * 60 + part("minute"), second: part("second") };
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

/** A calendar day's short weekday name, as a forecast column heads it: "lun" in es-AR, "seg." in pt-BR, "Mon" in en-US. */
export function formatWeekdayName(locale: string, day: string): string {
  return dateTimeFormat(locale, { weekday: "short", timeZone: "UTC" }).format(new Date(`${day}T12:00:00Z`));
}

/**
 * A calendar day as day.month (spec 002 §2: "23.11"), in the locale's order: month first where the locale writes
 * it so ("11/23" in en-US), where a dotted day-first date would be misread.
 */
export function formatDayMonth(locale: string, day: string): string {
  const parts = dateTimeFormat(locale, { day: "2-digit", month: "2-digit", timeZone: "UTC" }).formatToParts(
    new Date(`${day}T12:00:00Z`),
  );
  const figures = parts.filter((part) => part.type === "day" || part.type === "month");
  return figures[0]?.type === "day"
    ? figures.map((part) => part.value).join(".")
    : figures.map((p) => p.value).join("/");
}

/**
 * An hour of the local clock (0–23), on a 24-hour clock ("06" in es-AR, "18" in pt-BR) or a 12-hour one ("6 AM" in
 * en-US, "6 p.m." in es-US): the caller says which its growers read (CLDR gives es-AR a 12-hour clock the country
 * does not use on a forecast).
 */
export function formatHourOfDay(locale: string, hour: number, clock: "12h" | "24h"): string {
  const options: Intl.DateTimeFormatOptions =
    clock === "24h"
      ? { hour: "2-digit", hourCycle: "h23", timeZone: "UTC" }
      : { hour: "numeric", hour12: true, timeZone: "UTC" };
  return dateTimeFormat(locale, options).format(Date.UTC(2000, 0, 1, hour));
}
