import { z } from "zod";

import { blockEnvelope } from "~/content/container";
import { contentLink } from "~/content/link";
import { contentImage } from "~/services/content/image";

/**
 * Hero banner (spec 002 §2 "Hero banners; an ultra-wide banner variant applies
 * above 1440 px"). `wideImage` is the ultra-wide art (e.g. 2400×600): shown
 * only on windows wider than 1440 px, where the regular image would be cropped
 * to a strip; `headingLevel` 1 makes the title the page's h1 (home pages).
 */
export const heroBlock = z.object({
  kind: z.literal("hero"),
  ...blockEnvelope,
  title: z.string().min(1),
  lead: z.string().optional(),
  image: contentImage.optional(),
  wideImage: contentImage.optional(),
  cta: contentLink.optional(),
  headingLevel: z.union([z.literal(1), z.literal(2)]).default(2),
});
export type HeroBlockData = z.infer<typeof heroBlock>;
