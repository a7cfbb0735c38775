/**
 * Which template renders a page of the sitemap, so the browser suite can run its expensive checks (axe, the
 * Content-Security-Policy in a real browser) on one page of each template and its cheap ones on every page
 * (decision 0039). Pages of one template share their markup and differ only in data: 83 seed products, 800 dealers.
 *
 * The rule, by the address alone and the locale's section paths (the country config):
 * - under a section, its landing page is a template of its own, and its detail pages are one template per depth
 *   (`/es-ar/d/<slug>` → `/es-ar/d/*`);
 * - the home and any page no section claims (the catch-all's content pages) are each a template of their own: they
 *   are composed of the content service's blocks, different on each page.
 */
export function templateOf(pathname: string, sectionPaths: readonly string[]): string {
  const [locale = "", ...rest] = pathname.split("/").filter(Boolean);
  // The longest section path the address starts with ("mis-campos/recomendaciones" before "mis-campos").
  const section = sectionPaths
    .map((path) => path.split("/").filter(Boolean))
    .filter((segments) => segments.length > 0 && segments.every((segment, i) => rest[i] === segment))
    .sort((a, b) => b.length - a.length)[0];
  if (!section) return `/${[locale, ...rest].join("/")}`;
  const detailDepth = rest.length - section.length;
  return `/${[locale, ...section, ...Array<string>(detailDepth).fill("*")].join("/")}`;
}

/** The first page of each template, in the order given (a sitemap's order: landing pages before their details). */
export function oneOfEachTemplate(pathnames: readonly string[], sectionPaths: readonly string[]): string[] {
  const representatives = new Map<string, string>();
  for (const pathname of pathnames) {
    const template = templateOf(pathname, sectionPaths);
    if (!representatives.has(template)) representatives.set(template, pathname);
  }
  return [...representatives.values()];
}
