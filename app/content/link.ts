import { type Locale, localePrefix } from "~/countries";

/** The address a content link (./link-schema.ts) points at from `locale`'s pages. */
export function resolveContentHref(locale: Locale, href: string): string {
  if (!href.startsWith("/")) return href;
  const prefix = `/${localePrefix(locale)}`;
  return href === "/" ? prefix : `${prefix}${href}`;
}
