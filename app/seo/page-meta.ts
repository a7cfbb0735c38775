import type { MetaDescriptor } from "@remix-run/node";
import { alternatesOf, pageOf } from "~/i18n/href";
import { layoutDataOf } from "~/routes/$locale/layout-data";

export const FALLBACK_SHARE_IMAGE = "/share-default.png";

export interface PageMetaInput {
  matches: readonly { id: string; data: unknown }[];
  location: { pathname: string };
  title: string;
  description: string;
  keywords?: readonly string[];
  /** Private pages pass "noindex, nofollow". */
  robots?: string;
  /** The hero's background image; the fallback share image otherwise. */
  image?: string | null;
}

/**
 * The content-page shell's head (spec 000 §2): title, description, keywords,
 * robots, social-share tags, the canonical address and hreflang alternates of
 * the same page in every locale that has it.
 */
export function pageMeta({ matches, location, title, description, keywords, robots, image }: PageMetaInput): MetaDescriptor[] {
  const layout = layoutDataOf(matches);
  const origin = layout?.origin ?? "";
  const absolute = (path: string) => (origin ? new URL(path, origin).toString() : path);
  const page = pageOf(location.pathname);
  const shareImage = absolute(image || FALLBACK_SHARE_IMAGE);
  const descriptors: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { name: "robots", content: robots ?? "index, follow" },
    { property: "og:type", content: "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: absolute(location.pathname) },
    { property: "og:image", content: shareImage },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: shareImage },
    { tagName: "link", rel: "canonical", href: absolute(location.pathname) },
  ];
  if (keywords?.length) descriptors.push({ name: "keywords", content: keywords.join(", ") });
  if (layout) descriptors.push({ property: "og:locale", content: layout.locale.replace("-", "_") });
  if (page) {
    for (const alternate of alternatesOf(page.section, page.rest)) {
      descriptors.push({ tagName: "link", rel: "alternate", hrefLang: alternate.locale, href: absolute(alternate.href) });
    }
    descriptors.push({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: absolute("/") });
  }
  return descriptors;
}
