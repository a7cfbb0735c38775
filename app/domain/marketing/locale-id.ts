import { countryOf, type Locale } from "~/countries";

/**
 * The marketing-form integration's id of a locale (spec 002 §9: ids exist for en-US, pt-BR and es-AR),
 * from the country's config; null for a locale that has none, whose forms then come in their default
 * language and whose submissions carry no locale id (decision 0044).
 */
export function marketingLocaleId(locale: Locale): number | null {
  return countryOf(locale).marketingForms.localeIds[locale] ?? null;
}

/** The contact form of a locale, or null where it has none (spec 002 §8: logged, nothing rendered). */
export function contactFormIdOf(locale: Locale): string | null {
  return countryOf(locale).marketingForms.contactFormIds[locale] ?? null;
}
