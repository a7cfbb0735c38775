import type { MetaDescriptor } from "@remix-run/node";

import { localeOfPath } from "~/i18n/href";
import { layoutDataOf } from "~/layout/layout-data";

import { pageAlternates, xDefaultOf } from "./alternates";
import { shareImageOf, type ShareSubject } from "./share-image";

export interface PageMetaInput {
  matches: readonly { id: string; data: unknown }[];
  location: { pathname: string };
  title: string;
  description: string;
  /** The page's own terms (a product's crops, an article's tags); the title's phrases are always added. */
  keywords?: readonly string[];
  /** Private pages pass "noindex, nofollow". */
  robots?: string;
  /** What the page shares (a product, a content image); the locale's branded share image otherwise. */
  share?: ShareSubject;
}

/**
 * The content-page shell's head (spec 000 §2): title, description, keywords,
 * robots, social-share tags, the canonical address, and hreflang alternates of
 * the same page in every locale that has it with their x-default
 * (./alternates.ts: what the page's loader found, else its section's rule).
 */
export function pageMeta({
  matches,
  location,
  title,
  description,
  keywords,
  robots,
  share,
}: PageMetaInput): MetaDescriptor[] {
  const layout = layoutDataOf(matches);
  const origin = layout?.origin ?? "";
  const absolute = (path: string) => (origin ? new URL(path, origin).toString() : path);
  const locale = layout?.locale ?? localeOfPath(location.pathname) ?? "";
  const shareImage = shareImageOf(locale, share, layout?.shareAlts);
  const shareUrl = absolute(shareImage.url);
  const descriptors: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { name: "keywords", content: pageKeywords(title, keywords).join(", ") },
    { name: "robots", content: robots ?? "index, follow" },
    { property: "og:type", content: "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: absolute(location.pathname) },
    { property: "og:image", content: shareUrl },
    { property: "og:image:type", content: shareImage.type },
    { property: "og:image:width", content: String(shareImage.width) },
    { property: "og:image:height", content: String(shareImage.height) },
    { property: "og:image:alt", content: shareImage.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: shareUrl },
    { name: "twitter:image:alt", content: shareImage.alt },
    { tagName: "link", rel: "canonical", href: absolute(location.pathname) },
  ];
  if (layout) descriptors.push({ property: "og:locale", content: layout.locale.replace("-", "_") });
  const alternates = pageAlternates(matches, location.pathname) ?? [];
  const xDefault = xDefaultOf(alternates);
  for (const alternate of [...alternates, ...(xDefault ? [{ ...xDefault, locale: "x-default" }] : [])])
    descriptors.push({ tagName: "link", rel: "alternate", hrefLang: alternate.locale, href: absolute(alternate.href) });
  return descriptors;
}

/** Where a title joins its phrases: "Contacto | Surco", "Campaña de siembra: planificá tu lote", "Pampa, Azul". */
const TITLE_JOINS = /\s[|–—]\s|:\s|,\s/;

/**
 * The page's keywords (spec 000 §2: the shell sets them on every page): its own terms first, then the phrases of
 * its title, which every page has in its locale and which say what the page is about ("Contacto | Surco" →
 * "Contacto", "Surco"). One rule here, so no page is left without and no route writes them by hand.
 */
export function pageKeywords(title: string, own: readonly string[] = []): string[] {
  const phrases = [...own, ...title.split(TITLE_JOINS)].map((phrase) => phrase.trim()).filter(Boolean);
  const seen = new Set<string>();
  return phrases.filter((phrase) => {
    const key = phrase.toLocaleLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** What a page's loader returns for its head: translated title, description and comma-separated keywords. */
interface LoaderMeta {
  title: string;
  description: string;
  keywords?: string;
}

/** The robots value of a page no search engine should list: anything personal. */
export const PRIVATE_PAGE = "noindex, nofollow";

/** Only the bare address is indexed; its variants with a query (filters, pages, results) get `variants`. */
export const indexBareAddressOnly =
  (variants: string) =>
  ({ search }: { search: string }) =>
    search ? variants : undefined;

/**
 * The `meta` export of every page whose loader returns `meta`: the shell's head
 * from it, with a fixed robots value or one decided by the address.
 */
export function metaFromLoader(robots?: string | ((location: { search: string }) => string | undefined)) {
  return ({
    data,
    matches,
    location,
  }: {
    data: unknown;
    matches: PageMetaInput["matches"];
    location: { pathname: string; search: string };
  }) => {
    const meta = (data as { meta?: LoaderMeta } | undefined)?.meta;
    if (!meta) return [];
    return pageMeta({
      matches,
      location,
      title: meta.title,
      description: meta.description,
      keywords: meta.keywords
        ?.split(",")
        .map((k) => k.trim())
        .filter(Boolean),
      robots: typeof robots === "function" ? robots(location) : robots,
    });
  };
}

/** The head of a 404: its translated title, and never indexed. */
export function notFoundMeta({ data }: { data: unknown }) {
  return [
    { title: (data as { title?: string } | undefined)?.title ?? "404" },
    { name: "robots", content: PRIVATE_PAGE },
  ];
}
