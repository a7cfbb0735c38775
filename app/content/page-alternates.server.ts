import { COUNTRIES, type Locale } from "~/countries";
import { articleSitemapEntries, translationsOf } from "~/domain/articles/alternates";
import { settle } from "~/loyalty/access.server";
import { listPagePaths, listPageTranslations } from "~/services/content/client.server";

import { resolveContentHref } from "./content-href";

/**
 * A content page's translations are its hreflang alternates, as an article's
 * are (decision 0034): the pages of other locales that carry the same
 * `translationId`, each at its own path, never a locale that would answer 404.
 * A locale whose list fails is left out; the page itself is always listed.
 */
async function allTranslations() {
  const locales = COUNTRIES.flatMap((country) => country.locales);
  const lists = await Promise.all(locales.map((locale) => settle(listPageTranslations(locale))));
  return locales.flatMap((locale, i) => {
    const list = lists[i]!;
    return list.ok ? list.value.map(({ path, translationId }) => ({ locale, translationId, slug: path })) : [];
  });
}

const addressOf = (locale: Locale, path: string) => resolveContentHref(locale, path);

/** The page's alternates (itself first), or null when it has no translation id (the shell's own then apply). */
export async function contentAlternates(page: {
  locale: Locale;
  path: string;
  translationId?: string;
}): Promise<{ locale: Locale; href: string }[] | null> {
  if (!page.translationId) return null;
  const found = translationsOf(page.translationId, await allTranslations(), page.locale);
  const own = { locale: page.locale, href: addressOf(page.locale, page.path) };
  const others = found
    .filter((t) => t.locale !== page.locale)
    .map((t) => ({ locale: t.locale, href: addressOf(t.locale, t.slug) }));
  return [own, ...others];
}

/**
 * The sitemap's content pages for a locale (the home is listed as a section):
 * each published path, with its translations as hreflang alternates.
 */
export async function contentSitemapEntries(locale: Locale) {
  const [paths, all] = await Promise.all([settle(listPagePaths(locale)), allTranslations()]);
  if (!paths.ok) return [];
  const translated = articleSitemapEntries(locale, all, addressOf);
  const withAlternates = new Map(translated.map((entry) => [entry.loc, entry.alternates]));
  return paths.value
    .filter((path) => path !== "/")
    .map((path) => {
      const loc = addressOf(locale, path);
      return { loc, alternates: withAlternates.get(loc) ?? [] };
    });
}
