import { z } from "zod";

import { blockEnvelope } from "~/content/container";

/**
 * The hourly spray-window strip (issue 15, decision 0037) for the place the weather widget chose: `hours` from the
 * current one (12 to 72; 48 by default), each good, marginal or poor, with "always follow the label" beside it.
 */
export const sprayWindowBlock = z.object({
  kind: z.literal("spray-window"),
  ...blockEnvelope,
  heading: z.string().min(1).optional(),
  hours: z.number().int().min(12).max(72).default(48),
});
export type SprayWindowBlockData = z.infer<typeof sprayWindowBlock>;
