import { resolveContentHref } from "~/content/content-href";
import { countryOf, landingSections, type Locale, LOCALES, type SectionId } from "~/countries";
import { productSectionOf } from "~/domain/catalog/categories";
import { contactBookOf } from "~/finder/contacts.server";
import { startOfDayIso } from "~/format/dates";
import { href } from "~/i18n/href";
import { listArticles, listPublishedPages } from "~/services/content/client.server";
import { listCourses } from "~/services/courses/client.server";
import { getCatalog } from "~/services/products/client.server";

import { type Alternate, inLocaleOrder, sectionAlternates } from "./alternates";

/**
 * Where the pages that exist by their data are (./alternates.ts): each family lists, per locale, the pages it
 * publishes there under a key that names the same page in every locale (a product's slug, an article's translation
 * id). A page's hreflang cluster and language switch (its loader asks `alternatesIn`) and the sitemaps
 * (`sitemapEntries`) read the same lists, so what a page's head says and what the sitemap says cannot differ.
 */

/** One page of a family in one locale. */
interface Listed {
  href: string;
  /** When its content last changed (ISO 8601 with its zone), where the upstream says. */
  lastmod?: string;
}

interface Family {
  /** The section of its pages in a locale (the content service's pages have none of their own). */
  mountedIn(locale: Locale): boolean;
  /** The pages the locale publishes, by key; it throws when its upstream fails (that locale is then left out). */
  pagesIn(locale: Locale): Promise<Map<string, Listed>>;
  /** Whether its pages are listed in the sitemaps. */
  inSitemap: boolean;
}

const mounts = (section: SectionId) => (locale: Locale) => href(locale, section, "x") !== null;

/** Products: the same seoSlug in every catalogue that has it, under /cpd or /d by its group (spec 002 §2). */
const products: Family = {
  mountedIn: (locale) => mounts("seed-product")(locale) || mounts("crop-protection-product")(locale),
  inSitemap: true,
  async pagesIn(locale) {
    const { products: catalogue } = await getCatalog(locale);
    return new Map(
      catalogue.flatMap((product) => {
        const section = productSectionOf(product.productGroup);
        const address = section ? href(locale, section, product.seoSlug) : null;
        return address ? [[product.seoSlug, { href: address }] as const] : [];
      }),
    );
  },
};

/** Articles: one translation id, a slug of its own in each locale (decision 0034); dated by their day. */
const articles: Family = {
  mountedIn: mounts("article"),
  inSitemap: true,
  async pagesIn(locale) {
    const { timeZone } = countryOf(locale);
    return new Map(
      (await listArticles(locale)).articles.map((card) => [
        card.translationId,
        { href: href(locale, "article", card.slug)!, lastmod: startOfDayIso(card.date, timeZone) },
      ]),
    );
  },
};

/** Dealers and contacts: listed per country, the same contact in each of the country's locales (issue 15). */
const dealers: Family = {
  mountedIn: mounts("dealer"),
  inSitemap: true,
  async pagesIn(locale) {
    const country = countryOf(locale);
    const book = await contactBookOf(locale, country);
    if (!book) throw new Error("contacts unavailable");
    return new Map(
      book.all.map(({ contact }) => [`${country.code}:${contact.id}`, { href: href(locale, "dealer", contact.id)! }]),
    );
  },
};

/** Courses: given per country (spec 001 §2), one slug in each of the country's locales. Not yet in the sitemaps. */
const courses: Family = {
  mountedIn: mounts("course"),
  inSitemap: false,
  async pagesIn(locale) {
    const { code } = countryOf(locale);
    return new Map(
      (await listCourses(locale)).courses.map((course) => [
        `${code}:${course.path}`,
        { href: href(locale, "course", course.path)! },
      ]),
    );
  },
};

/**
 * Pages published in the content service (decision 0032): the pages of several locales that carry one translation
 * id are one page; a page without one exists in its own locale only. The homes are a section of their own.
 */
const contentPages: Family = {
  mountedIn: () => true,
  inSitemap: true,
  async pagesIn(locale) {
    const listing = await listPublishedPages(locale);
    const translationOf = new Map(listing.translations.map((t) => [t.path, t.translationId]));
    const updatedOf = new Map(listing.updated.map((u) => [u.path, u.updatedAt]));
    return new Map(
      listing.paths
        .filter((path) => path !== "/")
        .map((path) => [
          translationOf.get(path) ?? `${locale}:${path}`,
          { href: resolveContentHref(locale, path), lastmod: updatedOf.get(path) },
        ]),
    );
  },
};

/** In the sitemaps' order: the content service's pages, then the products, the articles and the dealers. */
const FAMILIES = { contentPages, products, articles, dealers, courses } as const;
export type FamilyName = keyof typeof FAMILIES;

/** Each locale's pages of the family, by key; a locale whose upstream fails is left out (its pages are unknown). */
async function pagesByLocale(family: Family): Promise<[Locale, Map<string, Listed>][]> {
  const mounted = LOCALES.filter((locale) => family.mountedIn(locale));
  const lists = await Promise.allSettled(mounted.map((locale) => family.pagesIn(locale)));
  return mounted.flatMap((locale, i) => {
    const list = lists[i]!;
    return list.status === "fulfilled" ? [[locale, list.value] as [Locale, Map<string, Listed>]] : [];
  });
}

function clusterOf(byLocale: readonly [Locale, Map<string, Listed>][], key: string): Alternate[] {
  return byLocale.flatMap(([locale, pages]) => {
    const page = pages.get(key);
    return page ? [{ locale, href: page.href }] : [];
  });
}

/**
 * Where one page of a family exists, `own` being the page rendered (its locale and address): the pages of every
 * locale listed under its key, itself always among them, in the registry's order. What a page's loader returns as
 * `meta.alternates`.
 */
export async function alternatesIn(name: FamilyName, own: Alternate): Promise<Alternate[]> {
  const byLocale = await pagesByLocale(FAMILIES[name]);
  const listed = byLocale.find(([locale]) => locale === own.locale)?.[1];
  const key = [...(listed ?? [])].find(([, page]) => page.href === own.href)?.[0];
  const found = key === undefined ? [] : clusterOf(byLocale, key).filter((a) => a.locale !== own.locale);
  return inLocaleOrder([own, ...found]);
}

/** A sitemap's <url>: the page, its cluster (itself included) and when it last changed where that is known. */
export interface SitemapEntry {
  loc: string;
  alternates: Alternate[];
  lastmod?: string;
}

/**
 * Every public page of a locale for its sitemap: the home and the landing pages (where their sections are mounted),
 * then the content service's pages, the products, the articles and the dealers, each with its cluster. A family
 * whose upstream fails for this locale is left out; the rest of the sitemap stands.
 */
export async function sitemapEntries(locale: Locale): Promise<SitemapEntry[]> {
  const homeUpdated = listPublishedPages(locale).then(
    (listing) => listing.updated.find((u) => u.path === "/")?.updatedAt,
    () => undefined,
  );
  const landing: SitemapEntry[] = (
    ["home", ...landingSections(locale, { publicOnly: true }).map(({ section }) => section)] as const
  ).map((section) => ({ loc: href(locale, section)!, alternates: sectionAlternates({ locale, section }) ?? [] }));
  const families = Object.values(FAMILIES)
    .filter((family) => family.inSitemap)
    .map(async (family) => {
      const byLocale = await pagesByLocale(family);
      const own = byLocale.find(([l]) => l === locale)?.[1];
      return [...(own ?? [])].map(([key, page]) => ({
        loc: page.href,
        alternates: clusterOf(byLocale, key),
        ...(page.lastmod ? { lastmod: page.lastmod } : {}),
      }));
    });
  // The home is the content service's page "/" (app/content/home.server.ts): it is dated as that page is.
  const homeLastmod = await homeUpdated;
  if (homeLastmod) landing[0] = { ...landing[0]!, lastmod: homeLastmod };
  return [...landing, ...(await Promise.all(families)).flat()];
}
