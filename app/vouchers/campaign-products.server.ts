import type { Locale, VoucherCampaign } from "~/countries";
import { getProductBySlug } from "~/services/products/client.server";

/**
 * The products a campaign's voucher may ask for: its slugs looked up in the
 * catalogue (cached 30 minutes), in the campaign's order. A slug the catalogue
 * no longer has is left out; when none can be read the form cannot offer any
 * and shows its error state instead.
 */
export async function campaignProducts(
  locale: Locale,
  campaign: VoucherCampaign,
): Promise<{ id: string; name: string }[] | null> {
  const lookups = await Promise.all(campaign.seoSlugs.map((slug) => getProductBySlug(locale, slug)));
  const products = lookups.flatMap((lookup) =>
    lookup.status === "found" ? [{ id: lookup.product.seoSlug, name: lookup.product.productLabel }] : [],
  );
  return products.length ? products : null;
}
