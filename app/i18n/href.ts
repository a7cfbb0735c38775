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

/** A page of the portal: a locale's home or one of its sections. */
export type Page = { locale: Locale; section: SectionId | "home" };

/** The localized address of a page, or null when the locale does not enable the section. */
export function href(locale: Locale, section: SectionId | "home" = "home"): string | null {
  if (section === "home") return `/${localePrefix(locale)}`;
  const path = sectionPath(locale, section);
  return path ? `/${localePrefix(locale)}/${path}` : null;
}

/** Which page a pathname shows, or null when it is none of ours (unknown locale or section). */
export function pageOf(pathname: string): Page | null {
  const [prefix, ...rest] = pathname.split("/").filter(Boolean);
  const locale = localeFromPrefix(prefix);
  if (!locale) return null;
  if (rest.length === 0) return { locale, section: "home" };
  const first = rest[0];
  const match = enabledSections(locale).find(({ path }) => path === first);
  return match ? { locale, section: match.section } : null;
}

/** The locale a pathname starts with, if any: used to localize 404s and errors. */
export function localeOfPath(pathname: string): Locale | null {
  return localeFromPrefix(pathname.split("/").filter(Boolean)[0]);
}

/** The same page in every locale that has it (for hreflang), this one included. */
export function alternatesOf(section: SectionId | "home"): { locale: Locale; href: string }[] {
  return COUNTRIES.flatMap((country) =>
    country.locales.flatMap((locale) => {
      const address = href(locale, section);
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
    .map((locale) => ({ locale, href: href(locale, page.section) ?? `/${localePrefix(locale)}` }));
}
