import { z } from "zod";

import { blockEnvelope } from "~/content/container";
import { contentLink } from "~/content/link";
import { contentImage } from "~/services/content/image";

/** Promo (spec 002 §2): one offer or campaign, its picture beside the text and a call to action. */
export const promoBlock = z.object({
  kind: z.literal("promo"),
  ...blockEnvelope,
  title: z.string().min(1),
  text: z.string().min(1),
  badge: z.string().min(1).optional(),
  image: contentImage.optional(),
  cta: contentLink,
});
export type PromoBlockData = z.infer<typeof promoBlock>;
