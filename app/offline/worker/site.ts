import { countryOf, FALLBACK_LOCALE, type Locale, localeFromPrefix, LOCALES, type SectionId } from "~/countries";
import { href, pageOf } from "~/i18n/href";

/**
 * What the worker knows of the portal's addresses, from the same country configs the routes are built from
 * (bundled into the worker): each locale's offline page and the pages kept for offline reading whatever else the
 * grower visits.
 */

/** How many recently visited pages the device keeps (issue 16), besides the pinned ones. */
export const RECENT_PAGES = 20;

/** Every locale's offline page: precached when the worker installs. */
export function offlinePages(): { locale: Locale; path: string }[] {
  return LOCALES.flatMap((locale) => {
    const path = href(locale, "offline");
    return path ? [{ locale, path }] : [];
  });
}

/** The locale an address is under (its first segment), or the portal's fallback for one outside every locale. */
export function localeOfPage(url: string): Locale {
  return localeFromPrefix(new URL(url).pathname.split("/")[1]) ?? FALLBACK_LOCALE;
}

/** The time zone the locale's country reads its dates in (the banner's "saved on"). */
export function timeZoneOf(locale: Locale): string {
  return countryOf(locale).timeZone;
}

/**
 * The grower's points balance, the history's first page and the field dashboard (issue 16): kept pinned, apart
 * from the 20 recent pages, so browsing never evicts them. The US rewards page is where US growers read theirs.
 */
const PINNED: readonly SectionId[] = ["loyalty", "rewards", "loyalty-history", "field-data"];

/**
 * The slot a pinned page takes, or null for any other page. One slot per section and locale: the history's first
 * page with other filters replaces the previous one. Only the history's first page is pinned.
 */
export function pinnedSlotOf(url: string): string | null {
  const { pathname, searchParams } = new URL(url);
  const page = pageOf(pathname);
  if (!page || page.rest || page.section === "home" || !PINNED.includes(page.section)) return null;
  const number = searchParams.get("page");
  if (page.section === "loyalty-history" && number !== null && number !== "1") return null;
  return `${page.locale}:${page.section}`;
}
