import { z } from "zod";

import { blockEnvelope } from "~/content/container";

import { contentCardItem } from "../content-card/schema";

/**
 * Flex section (spec 002 §2 §9): a titled group of cards; the prominent
 * variant shows its first 4 larger, two by two.
 */
export const flexSectionBlock = z.object({
  kind: z.literal("flex-section"),
  ...blockEnvelope,
  title: z.string().min(1),
  lead: z.string().optional(),
  variant: z.enum(["default", "prominent"]).default("default"),
  items: z.array(contentCardItem).min(1),
});
export type FlexSectionBlockData = z.infer<typeof flexSectionBlock>;
