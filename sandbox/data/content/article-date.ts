import { countryOf, type Locale } from "../../../app/countries";
import { dayIn } from "../../../app/format/dates";

/**
 * An article's date of publication: `daysAgo` calendar days before today in its country's time zone, as its editors
 * there would date it. Counted from today in UTC, a "today" article was dated a day ahead every evening in the
 * Americas (from 21:00 in Argentina, 18:00 in Chicago), so its date and its sitemap lastmod lay in the future.
 */
/**
 * The moment the sandbox counts its articles' days from: when it started, once. Counted from each request's own
 * clock, every article's date moved at midnight in its country while the portal still held a list read before it
 * (its sitemap, cached): the sitemap's lastmod and the article's own date then disagreed by a day (CI at 06:00 UTC,
 * midnight in Chicago). A real content service's dates do not move either.
 */
const SANDBOX_STARTED = new Date();

export function articleDate(daysAgo: number, locale: string, now: Date = SANDBOX_STARTED): string {
  const [year, month, day] = dayIn(countryOf(locale as Locale).timeZone, now)
    .split("-")
    .map(Number);
  return new Date(Date.UTC(year, month - 1, day - daysAgo)).toISOString().slice(0, 10);
}
