import { z } from "zod";

import { PRODUCT_GROUPS, type ProductGroup } from "~/domain/catalog/product";

/**
 * The products upstream's contract (spec 002 §3 §7): the product list per
 * product group (page size 20), products by seoSlug, the brands, and the asset
 * lookup per product group. The client validates every response with these
 * schemas and the sandbox serves data that satisfies them. Paths are ours
 * (the spec does not show them): see docs/integrations/products.md.
 *
 * The catalogue data is editorial and messy by nature: optional fields may be
 * missing, null, or even the string "null" (spec 000 §5), so the schema accepts
 * them and the domain (app/domain/catalog) cleans them.
 */

/** Spec 002 §9: page size 20 per fetch. */
export const PRODUCT_PAGE_SIZE = 20;

const text = z.string().nullish();

const attachment = z.object({
  title: z.string(),
  url: z.string(),
  /** e.g. "pdf", "label", "safety-sheet". */
  kind: z.string().nullish(),
});

const productImage = z.object({
  src: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

const product = z.object({
  /** The id the old portal's catalogue links carry (spec 000 §2). */
  id: z.string(),
  seoSlug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  productGroup: z.enum(PRODUCT_GROUPS),
  /** The brand's value (spec 000 §3 Brand.value): "109" or "1". */
  brand: z.string(),
  productLabel: z.string().min(1),
  hybridLabel: text,
  productType: text,
  productTypeLabel: text,
  trait: text,
  /** Shown as is ("118"); maturitySort is the number behind it (days). */
  maturity: z.union([z.string(), z.number()]).nullish(),
  maturitySort: z.number().nullish(),
  crop: text,
  cropLabel: text,
  crops: z.array(z.string().nullable()).nullish(),
  activeIngredients: z.array(z.object({ ingredient: z.string().nullish() })).nullish(),
  isBio: z.boolean().nullish(),
  newWindow: z.boolean().nullish(),
  attachments: z.array(attachment).nullish(),
  /** An external page (digital solutions open the partner's site). */
  link: text,
  image: productImage.nullish(),
  title: z.string(),
  description: z.string().nullish(),
  positioningStatement: text,
});

/** A product as the upstream sends it (the sandbox serves these); the portal reads it as the catalogue's Product. */
export type ProductRecord = z.infer<typeof product>;

/** GET /products?productGroup&locale&page&pageSize[&seoSlugs=a,b]: one page of a group, or the named products. */
export const productList = z.object({
  products: z.array(product),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});

/** Spec 000 §3 Brand: value, icon, displayName. GET /brands?locale */
const brand = z.object({
  value: z.string(),
  icon: z.string(),
  displayName: z.string(),
});
/** A brand as the upstream sends it. */
export type BrandRecord = z.infer<typeof brand>;
export const brandList = z.object({ brands: z.array(brand) });

/** Spec 002 §3: product assets per slug: product-logo, pdf, product-label, each with title and url. */
const asset = z.object({ title: z.string(), url: z.string() }).nullish();
export const productAssets = z.object({
  "product-logo": asset,
  pdf: asset,
  "product-label": asset,
});
export type ProductAssets = z.infer<typeof productAssets>;

/** The asset query per product group (spec 002 §7): GET /assets/{assetGroup}?seoSlug&locale */
export function assetGroupOf(group: ProductGroup): "seed-assets" | "crop-protection-assets" | "digital-assets" {
  if (group === "seeds") return "seed-assets";
  if (group === "digital-solutions") return "digital-assets";
  return "crop-protection-assets";
}
