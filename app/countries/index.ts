import { COUNTRIES } from "./registry";
import type { CountryCode, CountryConfig, Locale, SectionId } from "./types";

export { COUNTRIES, FALLBACK_LOCALE } from "./registry";
export * from "./types";

/** Every locale of every country, in the registry's order. */
export const LOCALES: readonly Locale[] = COUNTRIES.flatMap((country) => country.locales);

/** Every country's code: the values the identity provider's `country` claim may take. */
export const COUNTRY_CODES = COUNTRIES.map((country) => country.code) as [CountryCode, ...CountryCode[]];

/** The URL prefix of a locale: "es-AR" → "es-ar". */
export function localePrefix(locale: Locale): string {
  return locale.toLowerCase();
}

/** The locale a URL prefix names, or null: "pt-br" → "pt-BR". Case-insensitive. */
export function localeFromPrefix(prefix: string | undefined): Locale | null {
  if (!prefix) return null;
  const lower = prefix.toLowerCase();
  return LOCALES.find((locale) => locale.toLowerCase() === lower) ?? null;
}

export function countryOf(locale: Locale): CountryConfig {
  const country = COUNTRIES.find((c) => c.locales.includes(locale));
  if (!country) throw new Error(`No country serves locale ${locale}`);
  return country;
}

/** The section's path segment in a locale, or null when the country does not enable it there. */
export function sectionPath(locale: Locale, section: SectionId): string | null {
  return countryOf(locale).sections[section]?.paths[locale] ?? null;
}

/** Every enabled section of a locale with its path, in config order. */
export function enabledSections(locale: Locale): { section: SectionId; path: string }[] {
  const sections = countryOf(locale).sections;
  return (Object.keys(sections) as SectionId[]).flatMap((section) => {
    const path = sections[section]?.paths[locale];
    return path ? [{ section, path }] : [];
  });
}

/** The sections a visitor can land on (detail pages aside), optionally only the public ones. */
export function landingSections(locale: Locale, { publicOnly = false } = {}): { section: SectionId; path: string }[] {
  const sections = countryOf(locale).sections;
  return enabledSections(locale).filter(({ section }) => {
    const config = sections[section]!;
    return !config.detail && (!publicOnly || config.visibility === "public");
  });
}

/** The country with this code, or null. */
export function countryByCode(code: CountryCode | null | undefined): CountryConfig | null {
  return COUNTRIES.find((country) => country.code === code) ?? null;
}

/**
 * The country a host name serves, or null when the host serves every country.
 * `overrides` (HOST_COUNTRY_MAP, host → code) win over the configs' `hosts`.
 */
export function countryOfHost(
  host: string | null,
  overrides: Readonly<Record<string, CountryCode>> = {},
): CountryConfig | null {
  if (!host) return null;
  const name = host.replace(/:\d+$/, "").toLowerCase();
  if (Object.hasOwn(overrides, name)) return countryByCode(overrides[name]);
  return COUNTRIES.find((country) => country.hosts.some((h) => h.toLowerCase() === name)) ?? null;
}

/** The locale the old portal's catalogue links land on (spec 000 §2), or null when no country claims them. */
export function oldPortalLocale(): Locale | null {
  return COUNTRIES.find((country) => country.catalog.oldPortalLinks)?.locales[0] ?? null;
}
