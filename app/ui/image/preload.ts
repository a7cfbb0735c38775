import { imageSources, type MediaImage } from "./media";

/**
 * A `<link rel="preload" as="image">` as a route's meta function returns it
 * (Remix renders it in the head). A type, not an interface: Remix's
 * MetaDescriptor wants an index signature, which only type literals get.
 */
export type ImagePreload = {
  tagName: "link";
  rel: "preload";
  as: "image";
  type: "image/avif";
  imageSrcSet: string;
  imageSizes: string;
  media?: string;
  fetchpriority: "high";
};

/** One picture of a preload: the windows it is for (all when absent), the size it shows at, as its <picture> says. */
interface PreloadedPicture {
  image: MediaImage;
  sizes: string;
  media?: string;
  minWidth?: number;
}

/**
 * Head links that fetch a page's largest image before anything else asks for
 * it: in the head, ahead of the stylesheets, so the request leaves with the
 * first bytes of the document instead of after the parser has reached the
 * <img> (decision 0045). The AVIF srcset with the <picture>'s own sizes, so
 * the browser preloads exactly the file the <source> then picks; `type` makes
 * a browser without AVIF skip the preload (it falls back to the <picture>).
 * An image the media manifest does not know preloads nothing.
 */
export function imagePreloads(pictures: readonly PreloadedPicture[]): ImagePreload[] {
  return pictures.flatMap(({ image, sizes, media, minWidth }) => {
    const sources = imageSources(image.src, minWidth);
    if (!sources) return [];
    return [
      {
        tagName: "link" as const,
        rel: "preload" as const,
        as: "image" as const,
        type: "image/avif" as const,
        imageSrcSet: sources.avif,
        imageSizes: sizes,
        ...(media ? { media } : {}),
        // React 18 does not know fetchPriority: the lowercase attribute passes through as it is.
        fetchpriority: "high" as const,
      },
    ];
  });
}
