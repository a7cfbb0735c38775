import { pageMeta, type PageMetaInput } from "~/seo/page-meta";
import type { ContentImage } from "~/services/content/contract";

/** What a content page's loader returns for its head. */
export interface ContentPageMeta {
  title: string;
  description: string;
  shareImage: ContentImage | null;
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
  const meta = (data as { meta?: ContentPageMeta } | undefined)?.meta;
  if (!meta) return [];
  const share = { content: meta.shareImage };
  return pageMeta({ matches, location, title: meta.title, description: meta.description, share });
}
