import { z } from "zod";

import { blockEnvelope } from "~/content/container";
import { contentLink } from "~/content/link";
import { contentImage } from "~/services/content/image";

/** Tab carousel (spec 002 §2 §4 §9): slides named by tabs, each tab's progress bar moving the carousel on. */
export const tabCarouselBlock = z.object({
  kind: z.literal("tab-carousel"),
  ...blockEnvelope,
  title: z.string().min(1),
  slides: z
    .array(
      z.object({
        /** The tab's short name. */
        tab: z.string().min(1),
        title: z.string().min(1),
        text: z.string().min(1),
        image: contentImage.optional(),
        link: contentLink.optional(),
      }),
    )
    .min(1),
});
export type TabCarouselBlockData = z.infer<typeof tabCarouselBlock>;
