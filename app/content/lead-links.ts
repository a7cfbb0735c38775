import type { PageLead } from "./block-props";

/**
 * The head links of a page's first block, for the route's meta function
 * (decision 0045): the preload of its picture, then its stylesheets. The page
 * leaves these styles out of its body (./render-blocks.tsx), so a route that
 * renders a composed page must put them in its head.
 */
export function leadLinks(lead: PageLead) {
  return [...lead.images, ...lead.styles.map((href) => ({ tagName: "link" as const, rel: "stylesheet", href }))];
}
