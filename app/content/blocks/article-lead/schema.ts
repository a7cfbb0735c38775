import { z } from "zod";

import { blockEnvelope } from "~/content/container";
import { contentImage } from "~/services/content/image";

import { breadcrumbLevel } from "../breadcrumb/schema";

/**
 * Article lead (spec 002 §2): heading, date, reading time, tags, lead image
 * and the breadcrumb. The article page writes it from the article itself, so
 * an article's head looks the same wherever it is rendered.
 */
export const articleLeadBlock = z.object({
  kind: z.literal("article-lead"),
  ...blockEnvelope,
  title: z.string().min(1),
  headline: z.string().min(1),
  lead: z.string().min(1),
  /** ISO day of publication. */
  date: z.iso.date(),
  readTime: z.number().int().positive(),
  author: z.object({ name: z.string().min(1), role: z.string().optional() }),
  tags: z.array(z.object({ id: z.string().min(1), label: z.string().min(1) })),
  image: contentImage.optional(),
  breadcrumb: z.array(breadcrumbLevel).min(1),
});
export type ArticleLeadBlockData = z.infer<typeof articleLeadBlock>;
