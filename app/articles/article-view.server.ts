import type { TFunction } from "i18next";

import type { UserContext } from "~/auth/user";
import { COUNTRIES, type Locale } from "~/countries";
import { sortListing } from "~/domain/articles/listing";
import { recommendedArticles } from "~/domain/articles/recommended";
import { href } from "~/i18n/href";
import { bannerView } from "~/interests/view.server";
import { settle } from "~/loyalty/access.server";
import { listArticles } from "~/services/content/client.server";
import type { Article, ArticleCard } from "~/services/content/contract";
import { getInterests } from "~/services/interests/client.server";

import { type ArticleCardView, articleCardView } from "./card-view.server";

/**
 * What an article page shows besides its body (spec 002 §2 §4): the
 * recommended articles, the article banner, the other locales' translations.
 * Each part fails alone: a list that cannot load leaves its section out.
 */

/** At least 4: the editors' picks, then the article's category (newest first), then the most viewed. */
function recommendedFor(article: Article, cards: readonly ArticleCard[]): ArticleCard[] {
  const bySlug = new Map(cards.map((card) => [card.slug, card]));
  const category = new Set(article.categories);
  return recommendedArticles({
    currentId: article.id,
    picks: (article.related ?? []).flatMap((slug) => bySlug.get(slug) ?? []),
    sameCategory: sortListing(
      cards.filter((card) => card.categories.some((c) => category.has(c))),
      "date",
    ),
    mostViewed: sortListing(cards, "views"),
  });
}

export async function recommendedView(
  t: TFunction,
  locale: Locale,
  article: Article,
): Promise<{ heading: string; cards: ArticleCardView[] } | null> {
  const list = await settle(listArticles(locale));
  if (!list.ok) return null;
  const cards = recommendedFor(article, list.value.articles).map((card) => articleCardView(t, locale, card));
  return cards.length ? { heading: t("article.recommended"), cards } : null;
}

/**
 * A slug of another locale's translation, asked for in this locale (the
 * language switcher keeps the slug): the address of this locale's
 * translation, or null.
 */
export async function translatedAddress(locale: Locale, slug: string): Promise<string | null> {
  const country = COUNTRIES.find((c) => c.locales.includes(locale))!;
  const others = COUNTRIES.flatMap((c) => c.locales).filter((l) => l !== locale);
  const [own, ...lists] = await Promise.all([locale, ...others].map((l) => settle(listArticles(l))));
  if (!own?.ok) return null;
  // The country's other locales first: that is where the switcher comes from.
  const ordered = others
    .map((l, i) => ({ l, list: lists[i]! }))
    .sort((a, b) => Number(country.locales.includes(b.l)) - Number(country.locales.includes(a.l)));
  for (const { list } of ordered) {
    const match = list.ok ? list.value.articles.find((card) => card.slug === slug) : undefined;
    if (!match) continue;
    const translation = own.value.articles.find((card) => card.translationId === match.translationId);
    if (translation) return href(locale, "article", translation.slug);
  }
  return null;
}

/** The article banner (issue 12's, reused): sign in and come back here, or choose topics on content for you. */
export async function articleBannerView(tInterests: TFunction, locale: Locale, url: URL, user: UserContext) {
  if (!user.isLoggedIn || !user.user) return bannerView(tInterests, url, false, null);
  const document = user.user.document;
  const interests = document ? await settle(getInterests(document)) : null;
  // Choosing topics happens on content for you, whose address opens the topics modal.
  const topicsPage = href(locale, "content-for-you");
  const target = topicsPage ? new URL(topicsPage, url) : url;
  return bannerView(tInterests, target, true, interests?.ok ? interests.value : null);
}
