import { COUNTRIES, type Locale } from "~/countries";
import { productSectionOf } from "~/domain/catalog/categories";
import { href } from "~/i18n/href";
import { getCatalog } from "~/services/products/client.server";

/**
 * The sitemap's product pages for a locale (every /cpd and /d page), each with
 * hreflang alternates in the locales that sell the same product. A products
 * upstream that fails leaves them out (the rest of the sitemap stands).
 */
export async function productSitemapUrls(locale: Locale, absolute: (path: string) => string): Promise<string[]> {
  const locales = COUNTRIES.flatMap((c) => c.locales);
  const catalogs = new Map(await Promise.all(locales.map(async (l) => [l, (await getCatalog(l)).products] as const)));
  const slugsOf = new Map(locales.map((l) => [l, new Set((catalogs.get(l) ?? []).map((p) => p.seoSlug))]));
  return (catalogs.get(locale) ?? []).flatMap((product) => {
    const section = productSectionOf(product.productGroup);
    const own = section ? href(locale, section, product.seoSlug) : null;
    if (!section || !own) return [];
    const alternates = locales
      .filter((l) => slugsOf.get(l)?.has(product.seoSlug))
      .flatMap((l) => {
        const address = href(l, section, product.seoSlug);
        return address ? [`    <xhtml:link rel="alternate" hreflang="${l}" href="${absolute(address)}"/>`] : [];
      });
    return [`  <url>\n    <loc>${absolute(own)}</loc>\n${alternates.join("\n")}\n  </url>`];
  });
}
