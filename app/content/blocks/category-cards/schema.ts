import { z } from "zod";

import { blockEnvelope } from "~/content/container";
import { contentImage } from "~/services/content/image";

const pathOrHttps = z.string().regex(/^(?:\/(?!\/)|https:\/\/)/);

/** Category cards (spec 002 §2 §9): picture tiles leading to the site's sections, at most 10 shown. */
export const categoryCardsBlock = z.object({
  kind: z.literal("category-cards"),
  ...blockEnvelope,
  title: z.string().min(1),
  cards: z.array(z.object({ title: z.string().min(1), href: pathOrHttps, image: contentImage.optional() })).min(1),
});
export type CategoryCardsBlockData = z.infer<typeof categoryCardsBlock>;
