import type { ProductGroup } from "~/domain/catalog/product";

/** The catalogue's tabs (spec 002 §2 §3: the category enumeration). */
export const CATEGORIES = ["all", "crop-protection", "seeds", "digital-solutions"] as const;
export type Category = (typeof CATEGORIES)[number];

export function isCategory(value: unknown): value is Category {
  return typeof value === "string" && (CATEGORIES as readonly string[]).includes(value);
}

/** Biologicals are crop protection in the catalogue (spec 002 §3: product groups crop protection, biological, seeds). */
export function categoryOf(group: ProductGroup): Exclude<Category, "all"> {
  if (group === "seeds") return "seeds";
  if (group === "digital-solutions") return "digital-solutions";
  return "crop-protection";
}

export function inCategory(group: ProductGroup, category: Category): boolean {
  return category === "all" || categoryOf(group) === category;
}

/** Which product page serves a group: /cpd/{seoSlug} for crop protection and biologicals, /d/{seoSlug} for seeds (spec 002 §2). */
export function productSectionOf(group: ProductGroup): "crop-protection-product" | "seed-product" | null {
  if (group === "seeds") return "seed-product";
  if (group === "crop-protection" || group === "biological") return "crop-protection-product";
  return null;
}
