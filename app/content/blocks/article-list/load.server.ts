import { articleCardView } from "~/articles/card-view.server";
import { sampleCardViews } from "~/articles/sample-articles.server";
import type { BlockLoadArgs } from "~/content/block-loaders.server";
import { sortListing } from "~/domain/articles/listing";
import { i18nServer } from "~/i18n/i18next.server";
import { listArticles } from "~/services/content/client.server";
import { log } from "~/services/log.server";

import type { ArticleCardsView } from "../article-blocks/cards-view";
import type { ArticleListBlockData } from "./schema";

/** The listing's cards, or its empty or error state: a content service that fails turns only this block. */
export async function loadArticleList(
  block: ArticleListBlockData,
  { locale, url }: BlockLoadArgs,
): Promise<ArticleCardsView> {
  const t = await i18nServer.getFixedT(locale, "articles");
  const heading =
    block.heading ??
    t(block.order === "views" ? "listing.byViews" : block.order === "date" ? "listing.byDate" : "listing.top");
  const states = {
    empty: t("listing.empty"),
    error: t("listing.errorTitle"),
    retry: t("results.retry"),
    retryHref: `${url.pathname}${url.search}`,
  };
  if (block.order === "sample")
    return { heading, ...states, state: "list", groups: [{ cards: sampleCardViews(t, locale) }] };
  try {
    const { articles } = await listArticles(locale);
    const cards = sortListing(articles, block.order)
      .slice(0, block.size)
      .map((card) => articleCardView(t, locale, card));
    return { heading, ...states, state: cards.length ? "list" : "empty", groups: [{ cards }] };
  } catch (error) {
    log("warn", "article listing failed", { locale, reason: (error as Error).message });
    return { heading, ...states, state: "error", groups: [] };
  }
}
