import { z } from "zod";

import { blockEnvelope } from "~/content/container";
import { contentLink } from "~/content/link";
import { contentImage } from "~/services/content/image";

/** Section carousel (spec 002 §2 §4 §9): slides of picture, title, text and link, one at a time. */
export const carouselBlock = z.object({
  kind: z.literal("carousel"),
  ...blockEnvelope,
  title: z.string().min(1),
  slides: z
    .array(
      z.object({
        title: z.string().min(1),
        text: z.string().optional(),
        image: contentImage.optional(),
        link: contentLink.optional(),
      }),
    )
    .min(1),
});
export type CarouselBlockData = z.infer<typeof carouselBlock>;
