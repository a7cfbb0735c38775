import { clampPage, pageCeiling } from "~/domain/paging";

import type { PointsBandId } from "./points-bands";

/**
 * Filters and paging of the recommended services and of the calculator's
 * product/service search (spec 001 §3 §4 §9, 000 §2). All of it lives in the
 * URL: changing a filter or a tab goes back to page 1; 'Ver Mais' (load more)
 * is the next page, and a page shows everything up to it. The URL's schemas
 * are in service-filters-url.ts: the services block renders in the browser
 * with these rules, and it has no use for a schema library.
 */
export const SERVICE_CROPS = ["cotton", "coffee", "sugarcane", "corn", "soy"] as const;
export const SERVICE_JOURNEYS = ["harvest", "purchase", "in-season", "planning", "planting", "pre-planting"] as const;
export const SERVICE_CATEGORIES = [
  "agro-software",
  "agronomic-consulting",
  "personalised-consulting",
  "courses-training",
] as const;
type ServiceCrop = (typeof SERVICE_CROPS)[number];
type ServiceJourney = (typeof SERVICE_JOURNEYS)[number];
type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];

/** The calculator search's tabs (spec 000 §2: Services / Products). */
export const CATALOGUE_TABS = ["services", "products"] as const;
type CatalogueTab = (typeof CATALOGUE_TABS)[number];

/** Items per page in the calculator (spec 001 §9). */
export const CALCULATOR_PAGE_SIZE = 8;
/** The services block loads 8 more on mobile, 16 on desktop (spec 001 §9). */
export const SERVICES_STEP = { mobile: 8, desktop: 16 } as const;
/** Service cards per row on wide screens (spec 001 §9). */
export const SERVICE_COLUMNS = 4;
/** The deepest 'Ver Mais' page of each list, by the paging rule every list shares (~/domain/paging). */
export const SERVICES_MAX_PAGE = pageCeiling(SERVICES_STEP.desktop);
export const CALCULATOR_MAX_PAGE = pageCeiling(CALCULATOR_PAGE_SIZE);

export interface ServiceFilters {
  crop: ServiceCrop | null;
  journey: ServiceJourney | null;
  category: ServiceCategory | null;
  band: PointsBandId | null;
  page: number;
}

export interface CatalogueSearch extends ServiceFilters {
  tab: CatalogueTab;
}

/**
 * The URL after changing filters or the tab: the change applied, page 1
 * (no page parameter), everything else kept. A null value removes the parameter.
 */
export function withFilterChange(params: URLSearchParams, change: Record<string, string | null>): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete("page");
  for (const [key, value] of Object.entries(change)) {
    if (value === null || value === "") next.delete(key);
    else next.set(key, value);
  }
  return next;
}

/** The URL of 'Ver Mais': the same view, one page further (never past the list's deepest page). */
export function withNextPage(params: URLSearchParams, page: number, maxPage: number): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set("page", String(clampPage(page + 1, maxPage)));
  return next;
}

/** How many cards a page shows, all earlier pages included, for a step size. */
export const shownUpTo = (page: number, step: number) => page * step;
