import { argentina } from "./ar";
import { brazil } from "./br";
import { type CountryConfig, type Locale, LOCALES, type SectionId } from "./types";
import { unitedStates } from "./us";

export * from "./types";

export const COUNTRIES: readonly CountryConfig[] = [argentina, brazil, unitedStates];

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
