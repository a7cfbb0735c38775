/**
 * An article exists in several locales under one translation id, each with
 * its own slug (spec 002 §2; decision 0034). Its hreflang alternates, in the
 * page head and in every locale's sitemap, are the translations that exist:
 * never a locale that would answer 404.
 */
export interface Translation<Locale extends string = string> {
  locale: Locale;
  translationId: string;
  slug: string;
}

/** The translations of one article, this locale's first, then in the order given. */
export function translationsOf<T extends Translation>(translationId: string, all: readonly T[], current?: string): T[] {
  const same = all.filter((t) => t.translationId === translationId);
  return [...same.filter((t) => t.locale === current), ...same.filter((t) => t.locale !== current)];
}

export interface SitemapEntry<Locale extends string = string> {
  loc: string;
  alternates: { locale: Locale; href: string }[];
}

/**
 * A locale's sitemap entries for its articles: each article's address, and the
 * addresses of its translations (itself included, as hreflang asks).
 * `hrefOf` gives an article's address in a locale, or null when the locale has
 * no article section (such a translation is left out).
 */
export function articleSitemapEntries<Locale extends string>(
  locale: Locale,
  all: readonly Translation<Locale>[],
  hrefOf: (locale: Locale, slug: string) => string | null,
): SitemapEntry<Locale>[] {
  const byTranslation = new Map<string, Translation<Locale>[]>();
  for (const t of all) byTranslation.set(t.translationId, [...(byTranslation.get(t.translationId) ?? []), t]);
  return all
    .filter((t) => t.locale === locale)
    .flatMap((own) => {
      const loc = hrefOf(locale, own.slug);
      if (!loc) return [];
      const alternates = (byTranslation.get(own.translationId) ?? []).flatMap((t) => {
        const href = hrefOf(t.locale, t.slug);
        return href ? [{ locale: t.locale, href }] : [];
      });
      return [{ loc, alternates }];
    });
}
