import type { BlockLoadArgs } from "~/content/block-loaders.server";
import { resolveContentHref } from "~/content/content-href";
import { articleSearchString } from "~/domain/articles/article-search";
import { formatCalendarDay } from "~/format/dates";
import { href } from "~/i18n/href";
import { i18nServer } from "~/i18n/i18next.server";

import type { ArticleLeadBlockData } from "./schema";

/** The lead's words and links, finished on the server (decision 0003). */
export interface ArticleLeadView {
  date: string;
  published: string;
  readingTime: string;
  author: string;
  tagsLabel: string;
  /** Each tag leads to article search filtered by it. */
  tagHrefs: Record<string, string>;
  breadcrumbLabel: string;
  moreLabel: string;
  /** The trail with its addresses resolved here, so the browser needs no content-link code. */
  levels: { label: string; href: string | null }[];
}

export async function loadArticleLead(
  block: ArticleLeadBlockData,
  { locale }: BlockLoadArgs,
): Promise<ArticleLeadView> {
  const t = await i18nServer.getFixedT(locale, "articles");
  const search = href(locale, "articles");
  return {
    date: formatCalendarDay(locale, block.date),
    published: t("article.published"),
    readingTime: t("article.readingTime", { count: block.readTime }),
    author: t("article.author", { author: block.author.name }),
    tagsLabel: t("article.tags"),
    tagHrefs: Object.fromEntries(
      search
        ? block.tags.map((tag) => [
            tag.id,
            `${search}${articleSearchString({ q: "", tags: [tag.id], category: null, page: 1 })}`,
          ])
        : [],
    ),
    breadcrumbLabel: t("article.breadcrumb"),
    moreLabel: t("article.showPath"),
    levels: block.breadcrumb.map((level) => ({
      label: level.label,
      href: level.href ? resolveContentHref(locale, level.href) : null,
    })),
  };
}
