import { z } from "zod";

import { blockEnvelope } from "~/content/container";
import { contentImage } from "~/services/content/image";

const pathOrHttps = z.string().regex(/^(?:\/(?!\/)|https:\/\/)/);

/** Solution-by-crop grid (spec 002 §2 §9): one tile per crop, leading to what the company offers for it; at most 14. */
export const solutionByCropBlock = z.object({
  kind: z.literal("solution-by-crop"),
  ...blockEnvelope,
  title: z.string().min(1),
  lead: z.string().optional(),
  crops: z.array(z.object({ crop: z.string().min(1), href: pathOrHttps, image: contentImage.optional() })).min(1),
});
export type SolutionByCropBlockData = z.infer<typeof solutionByCropBlock>;
