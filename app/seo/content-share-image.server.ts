import type { Block } from "~/content/block-schemas";
import { mediaEntry, shareCropUrl } from "~/ui/image/media";
import { SHARE_IMAGE_FILES } from "~/ui/image/share-image-files";

import type { ContentShareImage } from "./share-image";

/**
 * The share file of a content picture (/media/<name>): a picture drawn as a
 * share image (share-home) as it is, any other through its 1200×630 crop;
 * null when the media does not know it. Found in the loader, so the media
 * manifest stays on the server (decision 0040).
 */
export function contentShareImage(image: { src: string; alt: string } | null | undefined): ContentShareImage | null {
  if (!image) return null;
  const drawn = SHARE_IMAGE_FILES[image.src.replace(/^\/media\//, "")];
  if (drawn) return { url: drawn, alt: image.alt };
  const entry = mediaEntry(image.src);
  return entry ? { url: shareCropUrl(entry), alt: image.alt } : null;
}

/**
 * What a composed content page shares (spec 000 §2: "share image from the hero background, or a fallback"): the
 * image its editors chose for sharing, else the picture of the first hero it shows, else null (the locale's
 * branded default, app/seo/share-image.ts).
 */
export function pageShareImage(
  chosen: { src: string; alt: string } | null | undefined,
  shown: readonly Block[],
): ContentShareImage | null {
  const hero = shown.find((block) => block.kind === "hero" && block.image);
  return contentShareImage(chosen) ?? contentShareImage(hero?.kind === "hero" ? hero.image : null);
}
