import { z } from "zod";

import { DEFAULT_GRID_SIZE, GRID_PAGE_SIZES, type GridPageSize } from "./content-grid";

/** Server side only (the grid's load): the browser never parses the query, so zod stays out of its bundle. */
const SIZES = new Set<number>(Object.values(GRID_PAGE_SIZES));
const DIGITS = /^\d{1,9}$/;

/** `?page` and `?size` as a link wrote them; anything else reads as page 1 of 12 (they come from links, not typing). */
export const contentGridQuery = z.object({
  page: z
    .string()
    .optional()
    .transform((text) => (text && DIGITS.test(text) ? Math.max(1, Number(text)) : 1)),
  size: z
    .string()
    .optional()
    .transform((text): GridPageSize => {
      const size = Number(text);
      return SIZES.has(size) ? (size as GridPageSize) : DEFAULT_GRID_SIZE;
    }),
});
