import { z } from "zod";

import { blockEnvelope } from "~/content/container";

/** An article's text: an optional section heading and its paragraphs (plain text; content carries no HTML). */
export const articleTextBlock = z.object({
  kind: z.literal("article-text"),
  ...blockEnvelope,
  heading: z.string().min(1).optional(),
  paragraphs: z.array(z.string().min(1)).min(1),
});
export type ArticleTextBlockData = z.infer<typeof articleTextBlock>;
