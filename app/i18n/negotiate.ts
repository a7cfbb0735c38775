import { type CountryConfig, FALLBACK_LOCALE, type Locale, LOCALES } from "~/countries";

interface Preference {
  tag: string;
  q: number;
}

/** Accept-Language as a list of lower-cased tags, best first (RFC 9110 §12.5.4). */
export function parseAcceptLanguage(header: string | null): Preference[] {
  if (!header) return [];
  return header
    .split(",")
    .map((part, order) => {
      const [tag, ...params] = part.trim().split(";");
      const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const q = qParam ? Number(qParam.slice(2)) : 1;
      return { tag: tag.trim().toLowerCase(), q: Number.isFinite(q) ? q : 0, order };
    })
    .filter((p) => p.tag && p.tag !== "*" && p.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order)
    .map(({ tag, q }) => ({ tag, q }));
}

/**
 * The locale `/` redirects to: the first preference that names one of the
 * candidate locales exactly, or by language alone ("es" → the first Spanish
 * locale). A host that serves one country (`countryOfHost`) narrows the
 * candidates to its locales.
 */
export function negotiateLocale(
  acceptLanguage: string | null,
  country?: Pick<CountryConfig, "locales"> | null,
): Locale {
  const candidates: readonly Locale[] = country ? country.locales : LOCALES;
  for (const { tag } of parseAcceptLanguage(acceptLanguage)) {
    const exact = candidates.find((locale) => locale.toLowerCase() === tag);
    if (exact) return exact;
    const language = tag.split("-")[0];
    const sameLanguage = candidates.find((locale) => locale.toLowerCase().startsWith(`${language}-`));
    if (sameLanguage) return sameLanguage;
  }
  return country ? country.locales[0] : FALLBACK_LOCALE;
}
