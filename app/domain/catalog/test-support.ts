/** Test-only: products with just the fields a rule reads. */
import type { Product } from "~/domain/catalog/product";

export function productOf(overrides: Partial<Product> & { productLabel: string }): Product {
  return {
    id: overrides.id ?? overrides.productLabel,
    seoSlug:
      overrides.seoSlug ??
      overrides.productLabel
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-|-$/g, ""),
    productGroup: "crop-protection",
    brand: "109",
    title: overrides.productLabel,
    ...overrides,
  };
}
