import type { TFunction } from "i18next";

import { resolveContentHref } from "~/content/content-href";
import type { Locale } from "~/countries";
import { topSampleArticles } from "~/domain/articles/listing";
import { formatCalendarDay } from "~/format/dates";

import type { ArticleCardView } from "./card-view.server";
import { SAMPLE_ARTICLES, type SampleArticle } from "./sample-articles";

/**
 * The top-articles block's cards (spec 002 §2 §9): the top 4 of the bundled
 * list of 20 sample articles, which ships with the portal (no upstream call,
 * so the block never fails). A sample's `path` is the article's slug path
 * under the locale's articles section.
 */
export function sampleCardViews(t: TFunction, locale: Locale): ArticleCardView[] {
  return topSampleArticles(SAMPLE_ARTICLES[locale] ?? []).map((sample) => sampleCardView(t, locale, sample));
}

function sampleCardView(t: TFunction, locale: Locale, sample: SampleArticle): ArticleCardView {
  return {
    id: sample.id,
    title: sample.title,
    headline: sample.article_headline,
    lead: sample.description ?? "",
    href: resolveContentHref(locale, sample.path),
    image: sample.article_image,
    day: sample.article_date,
    date: formatCalendarDay(locale, sample.article_date),
    minutes: null,
    isNew: sample.new_article === "1" ? t("card.new") : null,
    action: t("card.action"),
  };
}
