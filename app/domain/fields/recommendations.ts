import { trimTo4 } from "./yields";

/**
 * Recommendations per field and the product cards derived from them (spec 000
 * §3, §7, §9): page size 10000 for fields and recommendations, the first 5
 * products shown, curves with step 0.1, density and yield trimmed to 4 decimals.
 */
export const FIELDS_PAGE_SIZE = 10_000;
export const RECOMMENDATIONS_PAGE_SIZE = 10_000;
export const PRODUCTS_SHOWN = 5;
export const CURVE_STEP = 0.1;

interface CornProduct {
  productId: string;
  name: string;
  /** Recommended density, seeds per m². */
  density: number;
  /** Expected yield, t/ha. */
  yield: number;
}

export interface RecommendationEntry {
  field: string;
  fieldName: string;
  crops: { crop: string; environment: string; cornProducts: CornProduct[] }[];
  backup: { brand: { logo: string; slug: string } };
}

export interface CatalogueProduct {
  id: string;
  name: string;
  description: string;
  image: string;
  technology: string;
  seoSlug: string;
}

export interface ProductCard {
  id: string;
  fieldId: string;
  title: string;
  subtitle: string;
  imgsrc: string;
  productSubtitle: string;
  density: number;
  yieldings: number;
  description: string;
  linkUrl: string | null;
  environment: string;
  crop: string;
}

/** The entries of one field (the recommendation call is filtered by field). */
export function entriesForField(entries: readonly RecommendationEntry[], fieldId: string): RecommendationEntry[] {
  return entries.filter((entry) => entry.field === fieldId);
}

/**
 * Product cards of a field's recommendations, in the partner's order, the
 * first PRODUCTS_SHOWN only. Catalogue details fill title, image and
 * description when known; `link` builds the product page address.
 */
export function productCards(
  entries: readonly RecommendationEntry[],
  catalogue: ReadonlyMap<string, CatalogueProduct>,
  link: (product: CatalogueProduct) => string | null,
): ProductCard[] {
  const cards: ProductCard[] = [];
  for (const entry of entries) {
    for (const crop of entry.crops) {
      for (const product of crop.cornProducts) {
        const details = catalogue.get(product.productId);
        cards.push({
          id: product.productId,
          fieldId: entry.field,
          title: details?.name ?? product.name,
          subtitle: entry.backup.brand.slug,
          imgsrc: details?.image ?? entry.backup.brand.logo,
          productSubtitle: details?.technology ?? "",
          density: trimTo4(product.density),
          yieldings: trimTo4(product.yield),
          description: details?.description ?? "",
          linkUrl: details ? link(details) : null,
          environment: crop.environment,
          crop: crop.crop,
        });
      }
    }
  }
  return cards.slice(0, PRODUCTS_SHOWN);
}

/** The product ids to look up in the catalogue: those that will be shown. */
export function shownProductIds(entries: readonly RecommendationEntry[]): string[] {
  return entries
    .flatMap((e) => e.crops.flatMap((c) => c.cornProducts.map((p) => p.productId)))
    .slice(0, PRODUCTS_SHOWN);
}

export interface CurvePoint {
  density: number;
  yield: number;
}

/** Curve points ready to draw: trimmed to 4 decimals, sorted by density. */
export function curvePoints(points: readonly CurvePoint[]): CurvePoint[] {
  return points
    .map((p) => ({ density: trimTo4(p.density), yield: trimTo4(p.yield) }))
    .sort((a, b) => a.density - b.density);
}
