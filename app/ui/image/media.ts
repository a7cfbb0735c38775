import { MEDIA_MANIFEST } from "./media-manifest";

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
export function mediaEntry(src: string) {
  if (!src.startsWith(MEDIA_PREFIX)) return undefined;
  return MEDIA_MANIFEST[src.slice(MEDIA_PREFIX.length)];
}

/** The address of one rendered variant: the name, its width, the picture's hash (immutable caching), the format. */
export function variantUrl(name: string, hash: string, width: number, format: MediaFormat): string {
  return `${MEDIA_PREFIX}${name}-${width}.${hash}.${format}`;
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
 * manifest does not know (the caller shows its `src` as it is).
 */
export function imageSources(src: string): ImageSources | undefined {
  const entry = mediaEntry(src);
  if (!entry) return undefined;
  const name = src.slice(MEDIA_PREFIX.length);
  const srcset = (format: MediaFormat) =>
    entry.widths.map((w) => `${variantUrl(name, entry.hash, w, format)} ${w}w`).join(", ");
  const fallback = entry.widths.filter((w) => w <= FALLBACK_WIDTH).at(-1) ?? entry.widths[0]!;
  return {
    avif: srcset("avif"),
    webp: srcset("webp"),
    jpg: srcset("jpg"),
    src: variantUrl(name, entry.hash, fallback, "jpg"),
  };
}
