import { z } from "zod";

import { blockEnvelope } from "~/content/container";

/**
 * Article listing (spec 002 §2 §9): the locale's articles by views or by
 * date, or the top 4 of the bundled sample list ("sample"), with the
 * listing's button text (ACESSE in pt-BR).
 */
const ARTICLE_LIST_ORDERS = ["views", "date", "sample"] as const;

export const articleListBlock = z.object({
  kind: z.literal("article-list"),
  ...blockEnvelope,
  heading: z.string().min(1).optional(),
  order: z.enum(ARTICLE_LIST_ORDERS),
  /** How many the views and date orders show (the sample list shows its top 4). */
  size: z.number().int().min(1).max(12).default(4),
});
export type ArticleListBlockData = z.infer<typeof articleListBlock>;
