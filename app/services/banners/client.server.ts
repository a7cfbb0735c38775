import type { ZodType } from "zod";

import { countryOf, type Locale } from "~/countries";
import { env } from "~/env.server";

import { cache, cacheKey, LIFETIMES } from "../cache.server";
import { http } from "../http.server";
import { memberPathId } from "../loyalty/contract";
import { loyaltyAccessToken } from "../loyalty/token.server";
import {
  type CampaignSuggestions,
  campaignSuggestions,
  type InfoBanners,
  infoBanners,
  type MarketingCarousel,
  marketingCarousel,
} from "./contract";

/**
 * The Impulso page's promotions: campaign suggestions, info banners and the
 * marketing carousel (docs/integrations/banners.md). They are the loyalty API's
 * calls and carry its bearer token, under their own base URL and upstream name
 * so that they can be served, and fail, apart from the points (BANNERS_API_URL
 * may equal LOYALTY_API_URL). Personal: cached per member and locale for the
 * member data's lifetime, stale for up to an hour while the upstream is down.
 * Each call throws UpstreamError; the page turns it into the widget's own state.
 */
const UPSTREAM = "banners";
const POLICY = { ttlMs: LIFETIMES.member, staleMs: LIFETIMES.member * 12 };

function personalGet<T>(call: string, path: string, schema: ZodType<T>, document: string, locale: Locale): Promise<T> {
  return cache.get(
    cacheKey({ upstream: UPSTREAM, call, locale, user: document }),
    { ...POLICY, name: `banners-${call}` },
    async () => {
      const url = new URL(path.replace(/^\//, ""), `${env.BANNERS_API_URL.replace(/\/?$/, "/")}`);
      url.searchParams.set("country", countryOf(locale).code);
      return http.request({
        upstream: UPSTREAM,
        name: `banners-${call}`,
        url,
        headers: { authorization: `Bearer ${await loyaltyAccessToken()}` },
        schema,
        timeoutMs: 2_000,
        deadlineMs: 3_000,
      });
    },
  );
}

/** GET /campaign/suggestions-customer/{id}: the suggestion banner's campaigns by crop. */
export function getCampaignSuggestions(document: string, locale: Locale): Promise<CampaignSuggestions> {
  return personalGet(
    "suggestions",
    `/campaign/suggestions-customer/${memberPathId(document)}`,
    campaignSuggestions,
    document,
    locale,
  );
}

/** GET /banner/{id}: the info banners (default, campaign, eleva). */
export function getInfoBanners(document: string, locale: Locale): Promise<InfoBanners> {
  return personalGet("info", `/banner/${memberPathId(document)}`, infoBanners, document, locale);
}

/** GET /marketing-carousel/{id}: every slide with its dates; the page keeps the current ones. */
export function getMarketingCarousel(document: string, locale: Locale): Promise<MarketingCarousel> {
  return personalGet("carousel", `/marketing-carousel/${memberPathId(document)}`, marketingCarousel, document, locale);
}
