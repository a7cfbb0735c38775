import { z } from "zod";

import { contentLink } from "~/content/link";
import { contentImage } from "~/services/content/image";

/**
 * A card as content writes it, shared by the promo list, the flex section and
 * the content grid: a title, optional text, picture and badge, and a link
 * whose label is the call to action.
 */
export const contentCardItem = z.object({
  title: z.string().min(1),
  text: z.string().optional(),
  image: contentImage.optional(),
  badge: z.string().min(1).optional(),
  link: contentLink.optional(),
});
