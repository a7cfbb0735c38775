import { z } from "zod";

import { pageParam } from "~/domain/paging";

import { isPointsBand } from "./points-bands";
import {
  CALCULATOR_MAX_PAGE,
  CATALOGUE_TABS,
  type CatalogueSearch,
  SERVICE_CATEGORIES,
  SERVICE_CROPS,
  SERVICE_JOURNEYS,
  SERVICES_MAX_PAGE,
} from "./service-filters";

/**
 * The schemas of the services filters' URLs (spec 001 §3 §4 §9): the points
 * page's services block, and the calculator's search of what points redeem.
 */
/** A value from a list, or null: an unknown filter is ignored, never an error (it came from a link). */
const oneOf = <T extends string>(list: readonly T[]) =>
  z
    .string()
    .optional()
    .transform((value) => (value !== undefined && (list as readonly string[]).includes(value) ? (value as T) : null));

const band = z
  .string()
  .optional()
  .transform((value) => (isPointsBand(value) ? value : null));

/** The services block's filters and page (the points page's URL). */
export const serviceFiltersSchema = z.object({
  crop: oneOf(SERVICE_CROPS),
  journey: oneOf(SERVICE_JOURNEYS),
  category: oneOf(SERVICE_CATEGORIES),
  band,
  page: pageParam(SERVICES_MAX_PAGE),
});

/** The calculator's search fields: crop, journey and category only apply to the services tab. */
export const catalogueSearchFields = {
  tab: oneOf(CATALOGUE_TABS),
  crop: oneOf(SERVICE_CROPS),
  journey: oneOf(SERVICE_JOURNEYS),
  category: oneOf(SERVICE_CATEGORIES),
  band,
  page: pageParam(CALCULATOR_MAX_PAGE),
};

export function catalogueSearchOf(fields: z.output<z.ZodObject<typeof catalogueSearchFields>>): CatalogueSearch {
  const tab = fields.tab ?? "services";
  const { crop, journey, category } = tab === "services" ? fields : { crop: null, journey: null, category: null };
  return { tab, crop, journey, category, band: fields.band, page: fields.page };
}

/** The calculator's product/service search, alone. */
export const catalogueSearchSchema = z.object(catalogueSearchFields).transform(catalogueSearchOf);
