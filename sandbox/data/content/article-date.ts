import { countryOf, type Locale } from "../../../app/countries";
import { dayIn } from "../../../app/format/dates";

/**
 * An article's date of publication: `daysAgo` calendar days before today in its country's time zone, as its editors
 * there would date it. Counted from today in UTC, a "today" article was dated a day ahead every evening in the
 * Americas (from 21:00 in Argentina, 18:00 in Chicago), so its date and its sitemap lastmod lay in the future.
 */
export function articleDate(daysAgo: number, locale: string, now: Date): string {
  const [year, month, day] = dayIn(countryOf(locale as Locale).timeZone, now)
    .split("-")
    .map(Number);
  return new Date(Date.UTC(year, month - 1, day - daysAgo)).toISOString().slice(0, 10);
}
