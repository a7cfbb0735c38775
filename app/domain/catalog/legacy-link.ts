/**
 * The old portal's entry links (spec 000 §2):
 *   /es/catalog/{crop}/{brand slug}/{brand id}/{product id}/catalog
 * keep working: they answer 301 to the product's page in the locale of the
 * country they were printed for (its config's `catalog.oldPortalLinks`). A
 * product the catalogue no longer has goes to the catalogue of that brand
 * instead (302: it may come back).
 */
export const LEGACY_ROUTE = "es/catalog/:crop/:brandSlug/:brandId/:productId/catalog";

export interface LegacyLink {
  crop: string;
  brandSlug: string;
  brandId: string;
  productId: string;
}

const SEGMENT = /^[\p{L}\p{N}._~-]{1,80}$/u;

export function parseLegacyParams(params: Partial<Record<keyof LegacyLink, string | undefined>>): LegacyLink | null {
  const { crop, brandSlug, brandId, productId } = params;
  if (!crop || !brandSlug || !brandId || !productId) return null;
  if (![crop, brandSlug].every((s) => SEGMENT.test(s)) || !/^\d{1,6}$/.test(brandId) || !SEGMENT.test(productId))
    return null;
  return { crop, brandSlug, brandId, productId };
}

export type LegacyRedirect = { status: 301; location: string } | { status: 302; location: string };

export function legacyRedirect(
  link: LegacyLink | null,
  productHref: string | null,
  catalogHref: (brandId: string | null) => string,
): LegacyRedirect {
  if (link && productHref) return { status: 301, location: productHref };
  return { status: 302, location: catalogHref(link?.brandId ?? null) };
}
