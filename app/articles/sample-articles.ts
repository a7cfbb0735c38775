import type { Locale } from "~/countries";
import type { ContentImage } from "~/services/content/image";

import samples from "./sample-articles.json";

/**
 * The bundled list of 20 sample articles per locale that feeds the
 * top-articles block (spec 002 §2 §3 §9: "Sample article"), in the spec's own
 * field names. A snapshot of published articles, shipped with the portal so
 * the block needs no upstream; sandbox/data/content/articles.test.ts checks
 * that every path still leads to a published article. Paths are inside the
 * locale (content links).
 */
export interface SampleArticle {
  id: string;
  tag_ids: string[];
  title: string;
  article_headline: string;
  article_image: ContentImage;
  /** ISO day. */
  article_date: string;
  new_article: "0" | "1";
  featured_article: "0" | "1";
  path: string;
  articlesViews: number;
  description?: string;
  page_category: "News" | "Article";
}

export const SAMPLE_ARTICLES = samples as Partial<Record<Locale, readonly SampleArticle[]>>;
