import type { Alternate } from "~/seo/alternates";
import { pageMeta, type PageMetaInput } from "~/seo/page-meta";
import type { ContentShareImage } from "~/seo/share-image";

import type { PageLead } from "./block-props";
import { leadLinks } from "./lead-links";

/** What a content page's loader returns for its head. */
export interface ContentPageMeta {
  title: string;
  description: string;
  /** Comma-separated, as the locale's translations write them. */
  keywords?: string;
  /** Found by the loader (app/seo/content-share-image.server.ts). */
  shareImage: ContentShareImage | null;
  /** Where it exists, itself included (app/seo/alternates.server.ts); absent: its section's rule (the homes). */
  alternates?: Alternate[];
  /** Its structured data (./structured-data.server.ts). */
  jsonLd: Record<string, unknown>[];
}

/**
 * The head of a page composed in the content service: the shell's title,
 * description, share tags and canonical address, with the page's own share
 * image when it has one (app/seo/share-image.ts).
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
  const loaded = data as
    { meta?: ContentPageMeta; blocks?: { block: { kind: string } }[]; lead?: PageLead } | undefined;
  const meta = loaded?.meta;
  if (!meta) return [];
  const keywords = meta.keywords
    ?.split(",")
    .map((keyword) => keyword.trim())
    .filter(Boolean);
  const share = { content: meta.shareImage };
  const tags = pageMeta({
    matches,
    location,
    title: meta.title,
    description: meta.description,
    keywords,
    share,
  });
  // The first block's picture and styles (decision 0045).
  const lead = loaded.lead ? leadLinks(loaded.lead) : [];
  return [...lead, ...tags, ...meta.jsonLd.map((item) => ({ "script:ld+json": item }))];
}
