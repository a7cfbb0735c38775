import { z } from "zod";

import { blockEnvelope } from "~/content/container";

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

/**
 * Article blocks (spec 002 §2 §9): articles an editor picked, by slug: 3
 * shown on a page, 10 inside an article; each article group shows its
 * items 0 to 6.
 */
export const articleBlocksBlock = z.object({
  kind: z.literal("article-blocks"),
  ...blockEnvelope,
  heading: z.string().min(1).optional(),
  items: z.array(slug).default([]),
  groups: z.array(z.object({ title: z.string().min(1), items: z.array(slug).min(1) })).default([]),
});
export type ArticleBlocksBlockData = z.infer<typeof articleBlocksBlock>;
