import {
  countryOf,
  enabledSections,
  type Locale,
  localeFromPrefix,
  localePrefix,
  type SectionId,
  sectionPath,
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

/**
 * Which page a pathname shows, or null when it is none of ours (unknown locale,
 * unknown section, or more after a section's path than the section takes).
 *
 * A section's path may have several segments ("mis-campos/recomendaciones"
 * beside "mis-campos"): the longest path that the pathname starts with wins.
 * Only a detail section takes something after its path, and one segment at most
 * (its slug or id), as its route does: anything else is a 404, and a 404 must not
 * be given hreflang alternates or a language switcher that lead to other 404s.
 */
export function pageOf(pathname: string): Page | null {
  const [prefix, ...segments] = pathname.split("/").filter(Boolean);
  const locale = localeFromPrefix(prefix);
  if (!locale) return null;
  if (segments.length === 0) return { locale, section: "home" };
  const sections = countryOf(locale).sections;
  let best: { section: SectionId; length: number; rest: string[] } | null = null;
  for (const { section, path } of enabledSections(locale)) {
    const own = path.split("/");
    if (own.length > segments.length || own.some((segment, i) => segment !== segments[i])) continue;
    const rest = segments.slice(own.length);
    const detail = Boolean(sections[section]?.detail);
    if (rest.length > (detail ? 1 : 0)) continue;
    // Two sections may share a path when one is a detail page under a parameter
    // (the history and a transaction): with something after the path, the detail one.
    const fits = detail === rest.length > 0;
    if (!best || own.length > best.length || (own.length === best.length && fits))
      best = { section, length: own.length, rest };
  }
  if (!best) return null;
  return best.rest.length
    ? { locale, section: best.section, rest: best.rest.join("/") }
    : { locale, section: best.section };
}

/** The locale a pathname starts with, if any: used to localize 404s and errors. */
export function localeOfPath(pathname: string): Locale | null {
  return localeFromPrefix(pathname.split("/").filter(Boolean)[0]);
}
