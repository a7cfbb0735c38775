import type { TFunction } from "i18next";

import type { Locale } from "~/countries";
import { productSectionOf } from "~/domain/catalog/categories";
import { maturityDays } from "~/domain/catalog/filters";
import { cutDescription, splitDownloads } from "~/domain/catalog/listing";
import type { Product } from "~/domain/catalog/product";
import { href } from "~/i18n/href";

/**
 * What a card or a table row needs of a product, and nothing more: loader data
 * is serialized into the page for hydration, so every field here costs bytes
 * twice (spec budget: the first 12 cards within 30 KB gzip, HTML and CSS).
 */
export interface ProductCardModel {
  id: string;
  label: string;
  hybrid: string | null;
  href: string | null;
  external: boolean;
  image: { src: string; width: number; height: number } | null;
  eyebrow: string;
  positioning: string | null;
  badges: string[];
}

export interface ProductRowModel extends ProductCardModel {
  description: { short: string; full: string | null };
  downloads: { visible: { title: string; url: string }[]; hidden: { title: string; url: string }[] };
}

/** The product's own page: /cpd/{slug} or /d/{slug}; a digital solution links to its site; else none. */
export function productHref(
  locale: Locale,
  product: Pick<Product, "productGroup" | "seoSlug" | "link">,
): { href: string | null; external: boolean } {
  const section = productSectionOf(product.productGroup);
  if (section) return { href: href(locale, section, product.seoSlug), external: false };
  return product.link && /^https:\/\//.test(product.link)
    ? { href: product.link, external: true }
    : { href: null, external: false };
}

export function cardModel(locale: Locale, product: Product, t: TFunction): ProductCardModel {
  const { href: address, external } = productHref(locale, product);
  const days = maturityDays(product);
  const badges = [
    product.isBio ? t("card.bio") : null,
    product.productGroup === "seeds" && product.trait && product.trait !== "null" ? product.trait : null,
    product.productGroup === "seeds" && days !== null ? t("card.maturity", { count: Math.round(days) }) : null,
  ].filter((b): b is string => Boolean(b));
  const eyebrow =
    product.productGroup === "seeds"
      ? (product.cropLabel ?? product.crop ?? t("tabs.seeds"))
      : product.productGroup === "digital-solutions"
        ? t("tabs.digital-solutions")
        : (product.productTypeLabel ?? product.productType ?? t("tabs.crop-protection"));
  return {
    id: product.id,
    label: product.productLabel,
    hybrid: product.hybridLabel && product.hybridLabel !== "null" ? product.hybridLabel : null,
    href: address,
    external,
    image: product.image ?? null,
    eyebrow,
    positioning: product.positioningStatement ?? null,
    badges,
  };
}

export function rowModel(locale: Locale, product: Product, t: TFunction): ProductRowModel {
  const { short, cut } = cutDescription(product.description);
  const downloads = splitDownloads((product.attachments ?? []).map(({ title, url }) => ({ title, url })));
  return {
    ...cardModel(locale, product, t),
    description: { short, full: cut ? (product.description ?? "").trim() : null },
    downloads,
  };
}
