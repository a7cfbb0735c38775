import { z } from "zod";

import { blockEnvelope } from "~/content/container";

/**
 * The weather bulletin player (spec 002 §2 §4 §9, Brazil): a region select over six regions' playlists, previous
 * and next that wrap, and each video a poster and a link until the grower presses play.
 */
export const bulletinBlock = z.object({
  kind: z.literal("bulletin"),
  ...blockEnvelope,
  heading: z.string().min(1).optional(),
});
export type BulletinBlockData = z.infer<typeof bulletinBlock>;
