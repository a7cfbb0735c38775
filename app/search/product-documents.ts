import type { Product } from "~/domain/catalog/product";

import type { SearchDocument } from "./search-index";

const present = (text: string | null | undefined): text is string =>
  typeof text === "string" && text.trim() !== "" && text !== "null";

/**
 * A product as the site index holds it: its labels in the title; its crops,
 * active ingredients, type and trait in the tags, so "glifosato" or "maíz"
 * finds it; its description and positioning in the body. `url` is where its
 * result links (its page, or a digital solution's site); a product with no
 * address is not a result.
 */
export function productDocument(product: Product, url: string | null): SearchDocument | null {
  if (!url) return null;
  const hybrid = present(product.hybridLabel) ? product.hybridLabel : null;
  return {
    id: `product:${product.id}`,
    type: "product",
    title: hybrid ? `${product.productLabel} · ${hybrid}` : product.productLabel,
    tags: [
      product.cropLabel,
      ...(product.crops ?? []),
      ...(product.activeIngredients ?? []).map((a) => a.ingredient),
      product.productTypeLabel,
      product.trait,
    ].filter(present),
    body: [product.description, product.positioningStatement].filter(present).join(" "),
    url,
    summary: [product.cropLabel ?? product.productTypeLabel, product.trait].filter(present).join(" · ") || null,
  };
}
