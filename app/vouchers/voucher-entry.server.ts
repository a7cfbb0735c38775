import { countryOf, type Locale } from "~/countries";
import { campaignForProduct } from "~/domain/vouchers/campaigns";
import { href } from "~/i18n/href";
import { i18nServer } from "~/i18n/i18next.server";

import type { VoucherEntryView } from "./voucher-entry";

/** The voucher entry for a product's page: only on a product of a running campaign (null elsewhere). */
export async function voucherEntry(
  locale: Locale,
  product: { seoSlug: string; crop?: string | null },
): Promise<VoucherEntryView | null> {
  const campaign = campaignForProduct(countryOf(locale).flags["emea-voucher-enabled"], {
    seoSlug: product.seoSlug,
    crop: product.crop,
  });
  const form = href(locale, "voucher");
  if (!campaign || !form) return null;
  const t = await i18nServer.getFixedT(locale, "vouchers");
  return {
    heading: t("entry.heading"),
    body: t("entry.body", { crop: t(`crops.${campaign.crop}`, { defaultValue: campaign.crop }) }),
    cta: t("entry.cta"),
    href: `${form}?campaign=${encodeURIComponent(campaign.id)}`,
  };
}
