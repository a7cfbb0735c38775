import { z } from "zod";

/**
 * A link as content writes it: a path inside the page's own locale ("/catalogo",
 * "/meu-impulso#resgate", the locale prefix added by the portal: ./link.ts) or
 * an https address elsewhere. Content is written per locale, so paths are
 * already the localized ones. Apart from ./link.ts so that zod stays out of
 * the browser's bundle.
 */
export const contentLink = z.object({
  label: z.string().min(1),
  href: z.string().regex(/^(?:\/(?!\/)|https:\/\/)/, "a path inside the locale (/…) or an https address"),
});
