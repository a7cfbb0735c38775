import { z } from "zod";

import { blockEnvelope } from "~/content/container";

import { contentCardItem } from "../content-card/schema";

/** Promo list (spec 002 §2 §9): offers side by side, at most 8 shown. */
export const promoListBlock = z.object({
  kind: z.literal("promo-list"),
  ...blockEnvelope,
  title: z.string().min(1),
  items: z.array(contentCardItem).min(1),
});
export type PromoListBlockData = z.infer<typeof promoListBlock>;
