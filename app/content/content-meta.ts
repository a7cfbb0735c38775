import { pageMeta, type PageMetaInput } from "~/seo/page-meta";
import type { ContentImage } from "~/services/content/contract";

import { faqJsonLdOf } from "./blocks/faq/json-ld";

/** What a content page's loader returns for its head. */
export interface ContentPageMeta {
  title: string;
  description: string;
  /** Comma-separated, as the locale's translations write them. */
  keywords?: string;
  shareImage: ContentImage | null;
}

/**
 * The head of a page composed in the content service: the shell's title,
 * description, share tags and canonical address, with the page's own share
 * image (its 1200-wide raster variant) when it has one.
 */
export function contentMeta({
  data,
  matches,
  location,
}: {
  data: unknown;
  matches: PageMetaInput["matches"];
  location: { pathname: string };
}) {
  const loaded = data as { meta?: ContentPageMeta; blocks?: { block: { kind: string } }[] } | undefined;
  const meta = loaded?.meta;
  if (!meta) return [];
  // images: the share variant's name at merge
  const image = meta.shareImage ? `${meta.shareImage.src}-1200.jpg` : null;
  const keywords = meta.keywords
    ?.split(",")
    .map((keyword) => keyword.trim())
    .filter(Boolean);
  const tags = pageMeta({ matches, location, title: meta.title, description: meta.description, keywords, image });
  // The FAQ blocks the visitor is shown, as one FAQPage (decision 0033).
  const faq = faqJsonLdOf((loaded.blocks ?? []).map(({ block }) => block));
  return faq ? [...tags, { "script:ld+json": faq }] : tags;
}
