import type { BlockLoadArgs } from "~/content/block-loaders.server";
import { resolveContentHref } from "~/content/content-href";
import { i18nServer } from "~/i18n/i18next.server";

import type { BreadcrumbBlockData } from "./schema";

/** The breadcrumb's words (its landmark's name, the "..." control's) and its levels' addresses, resolved here. */
export interface BreadcrumbView {
  label: string;
  moreLabel: string;
  levels: { label: string; href: string | null }[];
}

export async function loadBreadcrumb(block: BreadcrumbBlockData, { locale }: BlockLoadArgs): Promise<BreadcrumbView> {
  const t = await i18nServer.getFixedT(locale, "articles");
  return {
    label: t("article.breadcrumb"),
    moreLabel: t("article.showPath"),
    levels: block.levels.map((level) => ({
      label: level.label,
      href: level.href ? resolveContentHref(locale, level.href) : null,
    })),
  };
}
