import { countryOf, FALLBACK_LOCALE, type Locale, localePrefix, LOCALES, type SectionId } from "~/countries";
import { href, type Page, pageOf } from "~/i18n/href";

/**
 * Where a page exists (issue 27): the same page's address in every locale that has it. One answer feeds the head's
 * hreflang links and x-default, the header's language switch and the sitemaps (./alternates.server.ts), so none of
 * them can name an address that answers 404 or leads through a redirect, and none can disagree with another.
 */
export interface Alternate {
  locale: Locale;
  href: string;
}

/**
 * The sections whose pages exist where their data says, not wherever the section is mounted: a product where it is
 * sold, an article where it is translated, a dealer in its country's locales, a course in its country's. Their
 * loaders find where (./alternates.server.ts) and return it as `meta.alternates`.
 */
const EXISTS_BY_DATA: ReadonlySet<SectionId> = new Set<SectionId>([
  "crop-protection-product",
  "seed-product",
  "article",
  "dealer",
  "course",
]);

/** In the registry's order, whatever order they were found in: every page of a cluster lists it alike. */
export function inLocaleOrder(alternates: readonly Alternate[]): Alternate[] {
  return [...alternates].sort((a, b) => LOCALES.indexOf(a.locale) - LOCALES.indexOf(b.locale));
}

/**
 * Where a page of a section exists when the section says it all: every locale that mounts the section (the home:
 * every locale), with what follows the section's path unchanged. Null for a section whose pages exist by their data.
 */
export function sectionAlternates(page: Page): Alternate[] | null {
  if (page.section !== "home" && EXISTS_BY_DATA.has(page.section)) return null;
  return LOCALES.flatMap((locale) => {
    const address = href(locale, page.section, page.rest);
    return address ? [{ locale, href: address }] : [];
  });
}

/** What a page's loader says of where it exists (`meta.alternates`), if it says. */
function foundByLoader(data: unknown): Alternate[] | null {
  const alternates = (data as { meta?: { alternates?: unknown } } | null | undefined)?.meta?.alternates;
  return Array.isArray(alternates) && alternates.length ? (alternates as Alternate[]) : null;
}

/**
 * Where the page being shown exists: what its route's loader found, else what its section says; null where nothing
 * is known (a 404, a page whose upstream is down), which gets no hreflang and a language switch to the homes.
 * The head (./page-meta.ts) and the header's switch both ask this, with the route matches Remix gives them.
 */
export function pageAlternates(matches: readonly { data?: unknown }[], pathname: string): Alternate[] | null {
  const found = foundByLoader(matches.at(-1)?.data);
  if (found) return inLocaleOrder(found);
  const page = pageOf(pathname);
  return page ? sectionAlternates(page) : null;
}

/**
 * The x-default of a cluster, for a visitor whose language none of its pages speaks: its page in the fallback
 * locale where it has one, else its first in the registry's order. A page that answers 200 itself, never the
 * negotiating root (a redirect); the same for every page of the cluster, whichever is asked.
 */
export function xDefaultOf(alternates: readonly Alternate[]): Alternate | null {
  return alternates.find((a) => a.locale === FALLBACK_LOCALE) ?? inLocaleOrder(alternates)[0] ?? null;
}

/**
 * The language switch's targets: the country's other locales, each to the same page where it exists there (its
 * own address, never one that redirects), else to that locale's home.
 */
export function switchTargets(locale: Locale, alternates: readonly Alternate[] | null): Alternate[] {
  return countryOf(locale)
    .locales.filter((other) => other !== locale)
    .map((other) => alternates?.find((a) => a.locale === other) ?? { locale: other, href: `/${localePrefix(other)}` });
}
