import { type Locale, localePrefix } from "~/countries";

/**
 * Where a content link (./link.ts) points, without its schema: what block
 * components need in the browser, where zod would only add weight.
 */

/** The address a content link points at from `locale`'s pages. */
export function resolveContentHref(locale: Locale, href: string): string {
  if (!href.startsWith("/")) return href;
  const prefix = `/${localePrefix(locale)}`;
  return href === "/" ? prefix : `${prefix}${href}`;
}

/** Whether the link leaves the portal (it opens in the same window, but is announced as external). */
export function isExternalHref(href: string): boolean {
  return !href.startsWith("/");
}
