import { z } from "zod";

import { block } from "~/content/block-schemas";

import { contentImage } from "./image";

/**
 * The content upstream: a headless CMS's contract (issue 14, spec 002 §2 §3),
 * shared by the portal's client and the sandbox. Paths are ours
 * (docs/decisions/0032-content-service.md):
 *
 *   GET /pages?locale=es-AR&path=/        one published page (404 when none)
 *   GET /pages?locale=es-AR               the published paths of a locale (with translation ids and dates)
 *   GET /articles?locale=es-AR            the locale's article cards, newest first
 *   GET /articles/{slug}?locale=es-AR     one article with its body (404 when none)
 *
 * A page's path is relative to the locale prefix: "/" is the home, "/quienes-somos"
 * is /es-ar/quienes-somos.
 */

const locale = z.string().regex(/^[a-z]{2}-[A-Z]{2}$/);
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
/** "/" or "/a/b-c": lower case, no trailing slash, no query. */
export const pagePath = z.string().regex(/^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*)?$/);

/**
 * A block as it arrives: the known kinds parse into `Block`; anything else (an
 * unknown kind, a broken field) becomes an `invalid` marker the renderer skips,
 * so one bad block never takes its page down. The page's own fields are strict.
 */
export const INVALID_BLOCK = "invalid" as const;
const incomingBlock = z.unknown().transform((value) => {
  const parsed = block.safeParse(value);
  if (parsed.success) return parsed.data;
  const kind = (value as { kind?: unknown } | null)?.kind;
  return { kind: INVALID_BLOCK, was: typeof kind === "string" ? kind : "unknown", issues: parsed.error.issues.length };
});
export type IncomingBlock = z.output<typeof incomingBlock>;

export const page = z.object({
  locale,
  path: pagePath,
  title: z.string().min(1),
  description: z.string().min(1),
  /** The raster preview WhatsApp and social networks show (1200×630). */
  shareImage: contentImage.optional(),
  /** The same page in other locales shares this id: hreflang alternates and sitemaps (decision 0034's way, for pages). */
  translationId: z.string().min(1).optional(),
  blocks: z.array(incomingBlock),
});
export type Page = z.infer<typeof page>;

export const pagePaths = z.object({
  paths: z.array(pagePath),
  /** The published pages that carry a translation id, with it. */
  translations: z.array(z.object({ path: pagePath, translationId: z.string().min(1) })).default([]),
  /** When each published page was last changed by an editor (the sitemaps' lastmod), ISO 8601 with its offset. */
  updated: z.array(z.object({ path: pagePath, updatedAt: z.iso.datetime({ offset: true }) })).default([]),
});
export type PageListing = z.infer<typeof pagePaths>;

const PAGE_CATEGORIES = ["News", "Article"] as const;

const tag = z.object({ id: slug, label: z.string().min(1) });

/** An article card (spec 002 §3 "Article card" and "Sample article"). */
export const articleCard = z.object({
  id: z.string().min(1),
  slug,
  title: z.string().min(1),
  /** article_headline: the line above the title. */
  headline: z.string().min(1),
  description: z.string().optional(),
  /** article_leadtext. */
  leadText: z.string().min(1),
  image: contentImage,
  /** read_time, in minutes. */
  readTime: z.number().int().positive(),
  pageCategory: z.enum(PAGE_CATEGORIES),
  /** article_date: the publication day, ISO yyyy-mm-dd. */
  date: z.iso.date(),
  /** tag_ids, with their labels. */
  tags: z.array(tag),
  categories: z.array(slug),
  author: z.object({ name: z.string().min(1), role: z.string().optional() }),
  /** articlesViews. */
  views: z.number().int().min(0),
  /** new_article and featured_article ("0"/"1" in the spec): booleans here. */
  isNew: z.boolean(),
  featured: z.boolean(),
  /** The same article in other locales shares this id (hreflang alternates, sitemaps; decision 0034). */
  translationId: z.string().min(1),
});
export type ArticleCard = z.infer<typeof articleCard>;

export const article = articleCard.extend({
  locale,
  body: z.array(incomingBlock),
  /** The editors' recommended articles, by slug (padded to 4 by the page; decision 0034). */
  related: z.array(slug).optional(),
});
export type Article = z.infer<typeof article>;

export const articleList = z.object({ articles: z.array(articleCard), total: z.number().int().min(0) });
export type ArticleList = z.infer<typeof articleList>;
