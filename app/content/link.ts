import { z } from "zod";

import { type Locale, localePrefix } from "~/countries";

/**
 * A link as content writes it: a path inside the page's own locale ("/catalogo",
 * "/meu-impulso#resgate", the locale prefix added by the portal) or an https
 * address elsewhere. Content is written per locale, so paths are already the
 * localized ones.
 */
export const contentLink = z.object({
  label: z.string().min(1),
  href: z.string().regex(/^(?:\/(?!\/)|https:\/\/)/, "a path inside the locale (/…) or an https address"),
});
export type ContentLink = z.infer<typeof contentLink>;

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
