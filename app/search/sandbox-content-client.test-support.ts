import { article, articleCard, page } from "~/services/content/contract";

import { ARTICLES, PAGES } from "../../sandbox/data/content";

/**
 * A stand-in for the content client (app/services/content/client.server.ts)
 * for unit tests: the sandbox's published pages and articles, parsed by the
 * contract as the client would, plus `extraPages`. While `down()` answers
 * true, every call fails as the upstream would.
 */
export function sandboxContentClient({
  extraPages = [],
  down = () => false,
}: { extraPages?: unknown[]; down?: () => boolean } = {}) {
  const published = [...PAGES, ...extraPages].map((p) => page.parse(p));
  const articles = ARTICLES.map(({ daysAgo: _, ...a }) => article.parse({ ...a, date: "2026-11-01" }));
  const answer = <T>(value: () => T): Promise<T> =>
    down() ? Promise.reject(new Error("content upstream down")) : Promise.resolve(value());
  return {
    listPagePaths: (locale: string) => answer(() => published.filter((p) => p.locale === locale).map((p) => p.path)),
    getPage: (locale: string, path: string) =>
      answer(() => published.find((p) => p.locale === locale && p.path === path) ?? null),
    listArticles: (locale: string) =>
      answer(() => {
        const cards = articles.filter((a) => a.locale === locale).map((a) => articleCard.parse(a));
        return { articles: cards, total: cards.length };
      }),
    getArticle: (locale: string, slug: string) =>
      answer(() => articles.find((a) => a.locale === locale && a.slug === slug) ?? null),
  };
}
