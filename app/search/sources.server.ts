import { productHref } from "~/catalog/product-model.server";
import type { Locale } from "~/countries";
import { listProductGroup } from "~/services/products/client.server";
import { PRODUCT_GROUPS } from "~/services/products/contract";

import { productDocument } from "./product-documents";
import type { SearchDocument } from "./search-index";

/**
 * Where the site index's documents come from. Each source reads its upstream
 * through the upstream's own cache and answers a `key` (the cached values it
 * read) with a way to turn them into documents: the index compares keys to
 * know whether anything changed since it was built.
 */
export interface SourceBatch {
  key: unknown;
  documents: () => SearchDocument[];
}

export interface SearchSource {
  name: string;
  load(locale: Locale): Promise<SourceBatch>;
}

/** Every product of the locale, group by group (each group cached 30 minutes by the products client). */
const products: SearchSource = {
  name: "products",
  async load(locale) {
    const groups = await Promise.all(PRODUCT_GROUPS.map((group) => listProductGroup(locale, group)));
    return {
      key: groups,
      documents: () =>
        groups
          .flat()
          .map((product) => productDocument(product, productHref(locale, product).href))
          .filter((document) => document !== null),
    };
  },
};

export const SEARCH_SOURCES: readonly SearchSource[] = [products];
