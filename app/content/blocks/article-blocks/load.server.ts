import { articleCardView } from "~/articles/card-view.server";
import type { BlockLoadArgs } from "~/content/block-loaders.server";
import { articleBlockChildren, articleGroupItems } from "~/domain/articles/article-blocks";
import { pageOf } from "~/i18n/href";
import { i18nServer } from "~/i18n/i18next.server";
import { listArticles } from "~/services/content/client.server";
import { log } from "~/services/log.server";

import type { ArticleCardsView } from "./cards-view";
import type { ArticleBlocksBlockData } from "./schema";

/** The picked articles (3, or 10 inside an article) and each group's first 6; unknown slugs are skipped. */
export async function loadArticleBlocks(
  block: ArticleBlocksBlockData,
  { locale, url }: BlockLoadArgs,
): Promise<ArticleCardsView> {
  const t = await i18nServer.getFixedT(locale, "articles");
  const states = {
    empty: t("listing.empty"),
    error: t("listing.errorTitle"),
    retry: t("results.retry"),
    retryHref: `${url.pathname}${url.search}`,
  };
  const heading = block.heading ?? null;
  try {
    const { articles } = await listArticles(locale);
    const bySlug = new Map(articles.map((card) => [card.slug, card]));
    const cardsOf = (slugs: readonly string[]) =>
      slugs.flatMap((slug) => bySlug.get(slug) ?? []).map((card) => articleCardView(t, locale, card));
    const insideArticle = pageOf(url.pathname)?.section === "article";
    const groups = [
      ...(block.items.length ? [{ cards: articleBlockChildren(cardsOf(block.items), insideArticle) }] : []),
      ...block.groups.map((group) => ({ title: group.title, cards: articleGroupItems(cardsOf(group.items)) })),
    ].filter((group) => group.cards.length > 0);
    return { heading, ...states, state: groups.length ? "list" : "empty", groups };
  } catch (error) {
    log("warn", "article blocks failed", { locale, reason: (error as Error).message });
    return { heading, ...states, state: "error", groups: [] };
  }
}
