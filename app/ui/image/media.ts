import { MEDIA_MANIFEST, type MediaEntry } from "./media-manifest";

/** An image as content carries it: `src` is `/media/<name>`; width and height are the original's intrinsic size. */
export interface MediaImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export type MediaFormat = "avif" | "webp" | "jpg";

const MEDIA_PREFIX = "/media/";
/** The JPEG the <img> names in `src`: what a browser without srcset support loads. */
const FALLBACK_WIDTH = 640;

/** The manifest entry of a `/media/<name>` address; undefined for anything else (an SVG icon, an unknown name). */
export function mediaEntry(src: string): MediaEntry | undefined {
  if (!src.startsWith(MEDIA_PREFIX)) return undefined;
  return MEDIA_MANIFEST[src.slice(MEDIA_PREFIX.length)];
}

/** The address of one rendered variant: the picture's file name, its width, its hash (immutable caching), the format. */
export function variantUrl(entry: MediaEntry, width: number, format: MediaFormat): string {
  return `${MEDIA_PREFIX}${entry.file}-${width}.${entry.hash}.${format}`;
}

/** The picture's 1200×630 JPEG crop, for a page that shares it (og:image). */
export function shareCropUrl(entry: MediaEntry): string {
  return `${MEDIA_PREFIX}${entry.file}-share.${entry.hash}.jpg`;
}

export interface ImageSources {
  avif: string;
  webp: string;
  jpg: string;
  /** The fallback <img src>: the 640 JPEG, or the widest below it when the picture has no 640. */
  src: string;
}

/**
 * The srcset of each format, listing only the widths the manifest says exist,
 * so a browser never asks for a missing file. Undefined for an image the
 * manifest does not know (the caller shows its `src` as it is). `minWidth`
 * leaves out the files narrower than the picture is ever shown (a full-width
 * picture on a 320 px screen needs 320 at least): bytes no browser would use.
 */
export function imageSources(src: string, minWidth = 0): ImageSources | undefined {
  const entry = mediaEntry(src);
  if (!entry) return undefined;
  // The widest file is kept whatever minWidth says: a srcset is never empty.
  const widths = entry.widths.filter((w) => w >= minWidth);
  const listed = widths.length ? widths : entry.widths.slice(-1);
  const srcset = (format: MediaFormat) => listed.map((w) => `${variantUrl(entry, w, format)} ${w}w`).join(", ");
  const fallback = listed.filter((w) => w <= FALLBACK_WIDTH).at(-1) ?? listed[0]!;
  return { avif: srcset("avif"), webp: srcset("webp"), jpg: srcset("jpg"), src: variantUrl(entry, fallback, "jpg") };
}
