import { useImageLinks } from "./image-links";
import { imageSources, type MediaImage } from "./media";

/** Another picture for some windows (art direction), e.g. the hero's ultra-wide band above 1440 px. */
interface ArtDirection {
  /** A media query; the first one that matches wins. */
  media: string;
  image: MediaImage;
  sizes: string;
}

export interface ResponsiveImageProps {
  image: MediaImage;
  /** How wide the image shows at each viewport, e.g. "(min-width: 960px) 296px, 114px": the browser picks a width from it. */
  sizes: string;
  /** The page's largest image above the fold (its LCP): fetched first and never lazily. */
  priority?: boolean;
  /** Other pictures for the windows their media query matches, in order. */
  art?: readonly ArtDirection[];
  className?: string;
  /** False in a carousel, whose slides follow the pointer: the browser's own image drag would steal the swipe. */
  draggable?: boolean;
  /** The narrowest the picture is ever shown, in pixels: narrower files are left out of its srcsets (./media.ts). */
  minWidth?: number;
}

const FORMATS = [
  ["avif", "image/avif"],
  ["webp", "image/webp"],
  ["jpg", "image/jpeg"],
] as const;

/**
 * A content image as <picture>: AVIF, then WebP, then a JPEG <img> with the
 * same widths, its intrinsic width and height so the box is reserved before it
 * loads (no layout shift), lazy unless it is the priority image. An image the
 * media manifest does not know is shown as a plain <img>. In light mode only
 * the priority image is a picture; the others are links to their files, or
 * nothing when they are decorative (./image-links.ts).
 */
export function ResponsiveImage({
  image,
  sizes,
  priority = false,
  art = [],
  className,
  draggable,
  minWidth,
}: ResponsiveImageProps) {
  const links = useImageLinks();
  const sources = imageSources(image.src, minWidth);
  if (links && !priority) {
    if (!image.alt) return null;
    // Its name starts with the visible text (label in name), then says which picture it is.
    return (
      <a href={sources?.src ?? image.src} aria-label={`${links.label}: ${image.alt}`}>
        {links.label}
      </a>
    );
  }
  // React 18 does not know fetchPriority: the lowercase attribute passes through to the HTML as it is.
  const loading = priority ? { fetchpriority: "high" } : { loading: "lazy" as const, decoding: "async" as const };
  const img = (
    <img
      src={sources?.src ?? image.src}
      srcSet={sources?.jpg}
      sizes={sources ? sizes : undefined}
      alt={image.alt}
      width={image.width}
      height={image.height}
      className={className}
      draggable={draggable}
      {...loading}
    />
  );
  if (!sources) return img;
  return (
    <picture>
      {art.flatMap((direction) => {
        const directed = imageSources(direction.image.src);
        if (!directed) return [];
        // Each format of the directed picture, with its own size so the box fits it before it loads.
        return FORMATS.map(([format, type]) => (
          <source
            key={`${direction.media} ${format}`}
            media={direction.media}
            type={type}
            srcSet={directed[format]}
            sizes={direction.sizes}
            width={direction.image.width}
            height={direction.image.height}
          />
        ));
      })}
      <source type="image/avif" srcSet={sources.avif} sizes={sizes} />
      <source type="image/webp" srcSet={sources.webp} sizes={sizes} />
      {img}
    </picture>
  );
}
