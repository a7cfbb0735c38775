import { z } from "zod";

/**
 * The banners upstream (spec 001 §3 §7, 002 §7): the loyalty API's banner,
 * campaign-suggestion and marketing-carousel calls, all by the member's
 * document (base64 in the path, as the loyalty API's other calls). The spec
 * names GET /banner/{id} and GET /campaign/suggestions-customer/{id}; the
 * carousel's path and every field the spec does not show are ours
 * (docs/integrations/banners.md). The client validates every answer with these
 * schemas and the sandbox builds its data from them.
 */

/** YYYY-MM-DD */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** An id the portal may keep in a cookie once the grower closes the banner (app/domain/banners/info-banners.ts). */
const bannerId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

/** GET /campaign/suggestions-customer/{id}: campaign suggestions by crop. */
export const campaignSuggestions = z.object({
  suggestions: z.array(
    z.object({
      suggestion: z.object({
        /** The crop's key (soy, corn, cotton, coffee, sugarcane, wheat...). */
        crop: z.string().min(1),
        /** The campaign centre's page for that crop (absolute, or a path on the programme's site). */
        suggestionLink: z.string().min(1),
      }),
    }),
  ),
});
export type CampaignSuggestions = z.infer<typeof campaignSuggestions>;

/** GET /banner/{id}: the info banners for the member (spec 002 §4: default, campaign, eleva). */
export const infoBanners = z.object({
  banners: z.array(
    z.object({
      id: bannerId,
      variant: z.enum(["default", "campaign", "eleva"]),
      title: z.string().min(1),
      text: z.string(),
      /** Where its call to action leads; the Eleva banner defaults to the programme's Eleva page. */
      link: z.string().min(1).nullable(),
      cta: z.string().min(1).nullable(),
      /** The campaign's season ("Safra 2025/2026"), shown shortened. */
      season: z.string().min(1).nullable(),
    }),
  ),
});
export type InfoBanners = z.infer<typeof infoBanners>;

/** GET /marketing-carousel/{id}: the member's marketing carousel (spec 002 §3 marketing carousel item). */
export const marketingCarousel = z.object({
  items: z.array(
    z.object({
      id: z.string().min(1),
      title: z.string().min(1),
      text: z.string(),
      link: z.string().min(1),
      cta: z.string().min(1),
      /** The slide's picture, an address the portal serves or an https:// one. */
      imageDesktop: z.string().min(1),
      startDate: day.nullable(),
      endDate: day.nullable(),
    }),
  ),
});
export type MarketingCarousel = z.infer<typeof marketingCarousel>;
