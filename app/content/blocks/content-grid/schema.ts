import { z } from "zod";

import { blockEnvelope } from "~/content/container";

import { contentCardItem } from "../content-card/schema";

/**
 * Content grid (spec 002 §2 §9): cards in pages of 6 / 8 / 12 (phone, tablet,
 * desktop) with a pager; the page and its size live in the URL (decision 0033).
 * One grid per page reads `?page` and `?size`.
 */
export const contentGridBlock = z.object({
  kind: z.literal("content-grid"),
  ...blockEnvelope,
  title: z.string().min(1),
  lead: z.string().optional(),
  cards: z.array(contentCardItem).min(1),
});
export type ContentGridBlockData = z.infer<typeof contentGridBlock>;
