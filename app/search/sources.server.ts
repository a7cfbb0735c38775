import { ANONYMOUS } from "~/auth/user";
import { productHref } from "~/catalog/product-model.server";
import { applyContainers } from "~/content/containers";
import { resolveContentHref } from "~/content/content-href";
import type { Locale } from "~/countries";
import { PRODUCT_GROUPS } from "~/domain/catalog/product";
import { href } from "~/i18n/href";
import { getArticle, getPage, listArticles, listPagePaths } from "~/services/content/client.server";
import { INVALID_BLOCK } from "~/services/content/contract";
import { listProductGroup } from "~/services/products/client.server";

import { articleDocument, pageDocument } from "./content-documents";
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

/**
 * Every page the locale publishes (GET /pages?locale, then each page; both
 * cached 5 minutes by the content client), as an anonymous visitor sees it:
 * blocks behind a container are left out, and a page whose main content is
 * gated is no result at all, so the index never tells what private blocks say.
 */
const pages: SearchSource = {
  name: "pages",
  async load(locale) {
    const paths = await listPagePaths(locale);
    const published = await Promise.all(paths.map((path) => getPage(locale, path)));
    return {
      key: published,
      documents: () =>
        published.flatMap((page) => {
          if (!page) return [];
          const valid = page.blocks.filter((block) => block.kind !== INVALID_BLOCK);
          const shown = applyContainers(valid, ANONYMOUS);
          if (shown.kind !== "show") return [];
          return [pageDocument(page, shown.blocks, resolveContentHref(locale, page.path))];
        }),
    };
  },
};

/** Every article of the locale with its body (the list, then each article; cached 5 minutes by the content client). */
const articles: SearchSource = {
  name: "articles",
  async load(locale) {
    // A locale without the article section has no article addresses to link to.
    if (!href(locale, "article", "x")) return { key: null, documents: () => [] };
    const list = await listArticles(locale);
    const full = await Promise.all(list.articles.map((card) => getArticle(locale, card.slug)));
    return {
      key: [list, ...full],
      documents: () =>
        list.articles.map((card, i) => articleDocument(card, full[i], href(locale, "article", card.slug)!)),
    };
  },
};

export const SEARCH_SOURCES: readonly SearchSource[] = [products, pages, articles];
