import type { BlockLoadArgs } from "~/content/block-loaders.server";
import { i18nServer } from "~/i18n/i18next.server";

/** The breadcrumb's words: its landmark's name and the "..." control's. */
export interface BreadcrumbLabels {
  label: string;
  moreLabel: string;
}

export async function loadBreadcrumbLabels(_block: unknown, { locale }: BlockLoadArgs): Promise<BreadcrumbLabels> {
  const t = await i18nServer.getFixedT(locale, "articles");
  return { label: t("article.breadcrumb"), moreLabel: t("article.showPath") };
}
