import {
  COUNTRIES,
  countryOf,
  enabledSections,
  localeFromPrefix,
  localePrefix,
  sectionPath,
  type Locale,
  type SectionId,
} from "~/countries";

/**
 * A page of the portal: a locale's home or one of its sections, plus what
 * follows the section's path (a product's slug, a transaction's id), which is
 * the same in every locale.
 */
export type Page = { locale: Locale; section: SectionId | "home"; rest?: string };

/** The localized address of a page, or null when the locale does not enable the section. */
export function href(locale: Locale, section: SectionId | "home" = "home", rest?: string): string | null {
  if (section === "home") return `/${localePrefix(locale)}`;
  const path = sectionPath(locale, section);
  if (!path) return null;
  return `/${localePrefix(locale)}/${path}${rest ? `/${rest.replace(/^\/+/, "")}` : ""}`;
}

/** Which page a pathname shows, or null when it is none of ours (unknown locale or section). */
export function pageOf(pathname: string): Page | null {
  const [prefix, first, ...rest] = pathname.split("/").filter(Boolean);
  const locale = localeFromPrefix(prefix);
  if (!locale) return null;
  if (first === undefined) return { locale, section: "home" };
  // Two sections may share a path when one is a detail page under a parameter
  // (the history and a transaction): with something after the path, the detail one.
  const sections = countryOf(locale).sections;
  const candidates = enabledSections(locale).filter(({ path }) => path === first);
  const match =
    candidates.find(({ section }) => Boolean(sections[section]?.detail) === rest.length > 0) ?? candidates[0];
  if (!match) return null;
  return rest.length ? { locale, section: match.section, rest: rest.join("/") } : { locale, section: match.section };
}

/** The locale a pathname starts with, if any: used to localize 404s and errors. */
export function localeOfPath(pathname: string): Locale | null {
  return localeFromPrefix(pathname.split("/").filter(Boolean)[0]);
}

/** The same page in every locale that has it (for hreflang), this one included. */
export function alternatesOf(section: SectionId | "home", rest?: string): { locale: Locale; href: string }[] {
  return COUNTRIES.flatMap((country) =>
    country.locales.flatMap((locale) => {
      const address = href(locale, section, rest);
      return address ? [{ locale, href: address }] : [];
    }),
  );
}

/**
 * The language switcher's targets: the same page in the country's other locales,
 * falling back to that locale's home where the section has no path there.
 */
export function switcherTargets(page: Page): { locale: Locale; href: string }[] {
  return countryOf(page.locale)
    .locales.filter((locale) => locale !== page.locale)
    .map((locale) => ({ locale, href: href(locale, page.section, page.rest) ?? `/${localePrefix(locale)}` }));
}
