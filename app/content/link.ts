import { z } from "zod";

/**
 * A link as content writes it: a path inside the page's own locale ("/catalogo",
 * "/meu-impulso#resgate", the locale prefix added by the portal) or an https
 * address elsewhere. Content is written per locale, so paths are already the
 * localized ones. The browser needs only the addresses, not this schema (and zod): ./content-href.ts.
 */
export const contentLink = z.object({
  label: z.string().min(1),
  href: z.string().regex(/^(?:\/(?!\/)|https:\/\/)/, "a path inside the locale (/…) or an https address"),
});
