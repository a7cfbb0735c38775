import { SHARE_IMAGE_FILES } from "~/ui/image/share-image-files";

/**
 * The raster preview (1200×630 JPEG) WhatsApp and social networks show for a
 * page (issue 14, decision 0036): never an SVG, which none of them display.
 */
export interface ShareImage {
  /** Site-relative; the page's head makes it absolute. */
  url: string;
  width: 1200;
  height: 630;
  type: "image/jpeg";
  alt: string;
}

/** The share images' alt texts in the page's locale (locales/<locale>/media.json, through the layout's data). */
export interface ShareAlts {
  defaultAlt: string;
  /** "{{product}}" is the product's name. */
  productAlt: string;
}

/** What a page shares, when it has something of its own. */
export type ShareSubject =
  /** A product: its catalogue group's image (the group from its catalogue illustration, /images/catalog/<group>.svg). */
  | { product: { name: string; image: string | null } }
  /** A content page or article: its picture's share file, found on the server (./content-share-image.server.ts). */
  | { content: ContentShareImage | null };

/** A content picture's share file: a drawn share image, or the picture's 1200×630 crop. */
export interface ContentShareImage {
  url: string;
  alt: string;
}

const SIZE = { width: 1200, height: 630, type: "image/jpeg" } as const;
const PRODUCT_GROUP = /^\/images\/catalog\/([a-z0-9-]+)\.svg$/;

/** The locale's branded default, drawn with its tagline. */
function defaultShareImage(locale: string, alts: ShareAlts | undefined): ShareImage {
  const url = SHARE_IMAGE_FILES[`share-default-${locale}`] ?? SHARE_IMAGE_FILES["share-home"]!;
  return { url, alt: alts?.defaultAlt ?? "", ...SIZE };
}

/** The share image of a page: its own when it has one the media knows, the locale's default otherwise. */
export function shareImageOf(
  locale: string,
  subject: ShareSubject | undefined,
  alts: ShareAlts | undefined,
): ShareImage {
  if (subject && "product" in subject) {
    const group = PRODUCT_GROUP.exec(subject.product.image ?? "")?.[1];
    const url = group ? SHARE_IMAGE_FILES[`share-product-${group}`] : undefined;
    const template = alts?.productAlt;
    if (url && template) return { url, alt: template.replace("{{product}}", subject.product.name), ...SIZE };
  }
  if (subject && "content" in subject && subject.content) return { ...subject.content, ...SIZE };
  return defaultShareImage(locale, alts);
}
