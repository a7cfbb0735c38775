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
  const meta = (data as { meta?: ContentPageMeta } | undefined)?.meta;
  if (!meta) return [];
  // images: the share variant's name at merge
  const image = meta.shareImage ? `${meta.shareImage.src}-1200.jpg` : null;
  return pageMeta({ matches, location, title: meta.title, description: meta.description, image });
}
