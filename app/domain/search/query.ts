import { z } from "zod";

import { pageCeiling, pageParam } from "../paging";
import { DOCUMENT_TYPES, type DocumentType, RESULTS_PER_PAGE } from "./constants";
import { normalizeQuery } from "./normalize";

/**
 * The /search page's address (spec 002 §2: /search?q={query}), our additions
 * being the type facet and the page: ?q=soja&type=product&page=2. Every state
 * is a link; an unknown type reads as every type, a bad page as page 1.
 */
export const searchQuerySchema = z.object({
  q: z
    .string()
    .optional()
    .transform((text) => normalizeQuery(text)),
  type: z.enum(DOCUMENT_TYPES).optional().catch(undefined),
  page: pageParam(pageCeiling(RESULTS_PER_PAGE)),
});

/** The address of a state of the page: defaults left out, so a result's address is as short as it can be. */
export function searchHref(
  base: string,
  { q, type, page = 1 }: { q: string; type?: DocumentType | undefined; page?: number },
): string {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (type) params.set("type", type);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `${base}?${query}` : base;
}

/** How many pages `total` results make, and the page shown: one past the last shows the last. */
export function resultPages(total: number, asked: number): { page: number; pageCount: number; from: number } {
  const pageCount = Math.max(1, Math.ceil(total / RESULTS_PER_PAGE));
  const page = Math.min(asked, pageCount);
  return { page, pageCount, from: (page - 1) * RESULTS_PER_PAGE };
}
