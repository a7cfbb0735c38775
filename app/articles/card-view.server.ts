import type { TFunction } from "i18next";

import type { Locale } from "~/countries";
import { formatCalendarDay } from "~/format/dates";
import { href } from "~/i18n/href";
import type { ArticleCard } from "~/services/content/contract";

/** An article card as every list shows it (spec 002 §3): words finished on the server (decision 0003). */
export interface ArticleCardView {
  id: string;
  title: string;
  headline: string;
  lead: string;
  href: string | null;
  image: ArticleCard["image"];
  /** ISO day, for <time dateTime>. */
  day: string;
  date: string;
  /** The reading time, when the list knows it (the sample list does not). */
  minutes: string | null;
  isNew: string | null;
  /** The listing's button text (ACESSE in pt-BR) and its spoken name. */
  action: string;
}

/** `t` is the "articles" namespace's. */
export function articleCardView(t: TFunction, locale: Locale, card: ArticleCard): ArticleCardView {
  return {
    id: card.id,
    title: card.title,
    headline: card.headline,
    lead: card.description ?? card.leadText,
    href: href(locale, "article", card.slug),
    image: card.image,
    day: card.date,
    date: formatCalendarDay(locale, card.date),
    minutes: t("card.minutes", { count: card.readTime }),
    isNew: card.isNew ? t("card.new") : null,
    action: t("card.action"),
  };
}
