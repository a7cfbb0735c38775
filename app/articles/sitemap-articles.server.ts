import { COUNTRIES, type Locale } from "~/countries";
import { articleSitemapEntries } from "~/domain/articles/alternates";
import { href } from "~/i18n/href";
import { settle } from "~/loyalty/access.server";
import { listArticles } from "~/services/content/client.server";

/**
 * The sitemap's article pages for a locale, each with hreflang alternates to
 * its translations (their own slugs). A content service that fails leaves
 * them out (the rest of the sitemap stands); a locale whose list fails is left
 * out of the alternates.
 */
export async function articleSitemapUrls(locale: Locale, absolute: (path: string) => string): Promise<string[]> {
  if (!href(locale, "article", "x")) return [];
  const locales = COUNTRIES.flatMap((c) => c.locales);
  const lists = await Promise.all(locales.map((l) => settle(listArticles(l))));
  const all = locales.flatMap((l, i) => {
    const list = lists[i]!;
    return list.ok
      ? list.value.articles.map((card) => ({ locale: l, translationId: card.translationId, slug: card.slug }))
      : [];
  });
  return articleSitemapEntries(locale, all, (l, slug) => href(l, "article", slug)).map(({ loc, alternates }) => {
    const links = alternates
      .map((alt) => `    <xhtml:link rel="alternate" hreflang="${alt.locale}" href="${absolute(alt.href)}"/>`)
      .join("\n");
    return `  <url>\n    <loc>${absolute(loc)}</loc>\n${links}\n  </url>`;
  });
}
