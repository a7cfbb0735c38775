import { z } from "zod";

import { catalogQueryFields, catalogQueryOf } from "~/domain/catalog/query";

/**
 * The catalogue page's URL: the catalogue's query, and the brand a grower is
 * asked to confirm a change to (without JavaScript the confirmation is this
 * page with ?changeBrand=…).
 */
export const catalogPageSchema = (locale: string) =>
  z.object({ ...catalogQueryFields, changeBrand: z.string().optional() }).transform((fields) => ({
    query: catalogQueryOf(fields, locale),
    changeBrand: fields.changeBrand ?? null,
  }));

export type CatalogPageQuery = z.output<ReturnType<typeof catalogPageSchema>>;
