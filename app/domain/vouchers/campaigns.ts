import type { VoucherCampaign } from "~/countries";

/**
 * Where the voucher entry shows (spec 001 §3 §4: the flag lists campaigns by
 * crop and product slugs): on a product of a campaign's crop whose slug the
 * campaign lists. No campaign, no entry; the form itself is off.
 */
export function campaignForProduct(
  campaigns: readonly VoucherCampaign[],
  product: { seoSlug: string; crop: string | null | undefined },
): VoucherCampaign | null {
  return (
    campaigns.find((campaign) => campaign.crop === product.crop && campaign.seoSlugs.includes(product.seoSlug)) ?? null
  );
}

/** The campaign a voucher form is for: the one asked for when it runs, else the first running. */
export function chosenCampaign(campaigns: readonly VoucherCampaign[], id: string | null): VoucherCampaign | null {
  return campaigns.find((campaign) => campaign.id === id) ?? campaigns[0] ?? null;
}

/**
 * Bags of one product a voucher may ask for when its campaign sets no limit: more than any one grower's season
 * (5,000 bags of soybean seed sow some 2,500 ha), far below what would overflow a distributor's system.
 */
export const DEFAULT_MAX_BAGS_PER_PRODUCT = 5_000;

export const maxBagsOf = (campaign: VoucherCampaign): number =>
  campaign.maxBagsPerProduct ?? DEFAULT_MAX_BAGS_PER_PRODUCT;
