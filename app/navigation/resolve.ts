import { countryOf, type Locale, type NavLink } from "~/countries";
import { href } from "~/i18n/href";

/**
 * Navigation as the header and footer render it: config labels (keys of the
 * `nav` namespace) become text, links are resolved to this locale's addresses,
 * and links to sections the locale does not enable are dropped (with any group
 * left empty).
 */
type Translate = (key: string) => string;
export interface ResolvedLink {
  label: string;
  href: string;
  external: boolean;
}
export interface ResolvedGroup {
  label: string;
  items: ResolvedLink[];
}
export type ResolvedEntry =
  ({ kind: "link" } & ResolvedLink) | { kind: "deep"; label: string; groups: ResolvedGroup[] };

function resolveLink(locale: Locale, link: NavLink, t: Translate): ResolvedLink | null {
  if ("href" in link) return { label: t(link.label), href: link.href, external: true };
  const address = href(locale, link.section);
  return address ? { label: t(link.label), href: address, external: false } : null;
}

function resolveGroups(locale: Locale, groups: { label: string; items: NavLink[] }[], t: Translate): ResolvedGroup[] {
  return groups
    .map((group) => ({
      label: t(group.label),
      items: group.items.flatMap((item) => resolveLink(locale, item, t) ?? []),
    }))
    .filter((group) => group.items.length > 0);
}

export function resolveNavigation(locale: Locale, t: Translate): ResolvedEntry[] {
  return countryOf(locale).navigation.flatMap((entry): ResolvedEntry[] => {
    if ("groups" in entry) {
      const groups = resolveGroups(locale, entry.groups, t);
      return groups.length ? [{ kind: "deep", label: t(entry.label), groups }] : [];
    }
    const link = resolveLink(locale, entry, t);
    return link ? [{ kind: "link", ...link }] : [];
  });
}

export function resolveFooter(locale: Locale, t: Translate): ResolvedGroup[] {
  return resolveGroups(locale, countryOf(locale).footer, t);
}

/** Whether a link is the current page or one of its ancestors (the home link matches only itself). */
export function isActiveHref(linkHref: string, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, "") || "/";
  const target = linkHref.replace(/\/+$/, "") || "/";
  if (path === target) return true;
  const isLocaleHome = target.split("/").filter(Boolean).length <= 1;
  return !isLocaleHome && path.startsWith(`${target}/`);
}

/** The label of the top-level entry holding the current page, for highlighting the header. */
export function activeEntryLabel(entries: ResolvedEntry[], pathname: string): string | null {
  // A plain link naming the page wins over a mega menu that also lists it.
  const link = entries.find((e) => e.kind === "link" && isActiveHref(e.href, pathname));
  if (link) return link.label;
  const deep = entries.find(
    (e) =>
      e.kind === "deep" && e.groups.some((g) => g.items.some((i) => !i.external && isActiveHref(i.href, pathname))),
  );
  return deep?.label ?? null;
}
