import { isPointsBand, type PointsBandId } from "./points-bands";

/**
 * Filters and paging of the recommended services and of the calculator's
 * product/service search (spec 001 §3 §4 §9, 000 §2). All of it lives in the
 * URL: changing a filter or a tab goes back to page 1; 'Ver Mais' (load more)
 * is the next page, and a page shows everything up to it.
 */
export const SERVICE_CROPS = ["cotton", "coffee", "sugarcane", "corn", "soy"] as const;
export const SERVICE_JOURNEYS = ["harvest", "purchase", "in-season", "planning", "planting", "pre-planting"] as const;
export const SERVICE_CATEGORIES = [
  "agro-software",
  "agronomic-consulting",
  "personalised-consulting",
  "courses-training",
] as const;
export type ServiceCrop = (typeof SERVICE_CROPS)[number];
export type ServiceJourney = (typeof SERVICE_JOURNEYS)[number];
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];

/** The calculator search's tabs (spec 000 §2: Services / Products). */
export const CATALOGUE_TABS = ["services", "products"] as const;
export type CatalogueTab = (typeof CATALOGUE_TABS)[number];

/** Items per page in the calculator (spec 001 §9). */
export const CALCULATOR_PAGE_SIZE = 8;
/** The services block loads 8 more on mobile, 16 on desktop (spec 001 §9). */
export const SERVICES_STEP = { mobile: 8, desktop: 16 } as const;
/** Service cards per row on wide screens (spec 001 §9). */
export const SERVICE_COLUMNS = 4;
/** A page number beyond this is read as this: a URL cannot ask for thousands of cards. */
export const MAX_PAGE = 20;

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

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | null =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : null;

export function readPage(value: string | null): number {
  if (!value || !/^\d{1,4}$/.test(value)) return 1;
  return Math.min(Math.max(1, Number(value)), MAX_PAGE);
}

/** The services block's filters; unknown values are dropped. */
export function readServiceFilters(params: URLSearchParams): ServiceFilters {
  const band = params.get("band");
  return {
    crop: oneOf(SERVICE_CROPS, params.get("crop")),
    journey: oneOf(SERVICE_JOURNEYS, params.get("journey")),
    category: oneOf(SERVICE_CATEGORIES, params.get("category")),
    band: isPointsBand(band) ? band : null,
    page: readPage(params.get("page")),
  };
}

/** The calculator search: crop, journey and category only apply to the services tab. */
export function readCatalogueSearch(params: URLSearchParams): CatalogueSearch {
  const tab = oneOf(CATALOGUE_TABS, params.get("tab")) ?? "services";
  const filters = readServiceFilters(params);
  return tab === "services"
    ? { tab, ...filters }
    : { tab, crop: null, journey: null, category: null, band: filters.band, page: filters.page };
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

/** The URL of 'Ver Mais': the same view, one page further. */
export function withNextPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set("page", String(Math.min(page + 1, MAX_PAGE)));
  return next;
}

/** How many cards a page shows, all earlier pages included, for a step size. */
export const shownUpTo = (page: number, step: number) => page * step;
