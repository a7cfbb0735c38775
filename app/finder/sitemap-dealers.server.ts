import { countryOf, type Locale } from "~/countries";
import { href } from "~/i18n/href";

import { contactBookOf } from "./contacts.server";

/**
 * The sitemap's dealer pages for a locale (issue 15: each dealer an indexable
 * page), with hreflang alternates in the country's other locales (the same
 * contact under each locale's path). A contacts upstream that fails leaves them
 * out; the rest of the sitemap stands.
 */
export async function dealerSitemapUrls(locale: Locale, absolute: (path: string) => string): Promise<string[]> {
  const country = countryOf(locale);
  const book = await contactBookOf(locale, country);
  if (!book) return [];
  return book.all.flatMap(({ contact }) => {
    const own = href(locale, "dealer", contact.id);
    if (!own) return [];
    const alternates = country.locales.flatMap((other) => {
      const address = href(other, "dealer", contact.id);
      return address ? [`    <xhtml:link rel="alternate" hreflang="${other}" href="${absolute(address)}"/>`] : [];
    });
    return [`  <url>\n    <loc>${absolute(own)}</loc>\n${alternates.join("\n")}\n  </url>`];
  });
}
