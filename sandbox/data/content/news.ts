import { ARTICLES } from "./articles";
import type { SandboxPage } from "./types";

/**
 * The news and agronomy landing page of each locale: the editors' picks (article blocks, with a group of the
 * latest news), the newest articles and the most read (article listings). Published in the content service only:
 * the catch-all shows it.
 */
const WORDS: Record<
  string,
  { path: string; title: string; description: string; lead: string; picks: string; news: string }
> = {
  "es-AR": {
    path: "/novedades",
    title: "Novedades y agronomía",
    description: "Noticias del campo, guías de agronomía y lo más leído por los productores, en un solo lugar.",
    lead: "Noticias del campo y guías de agronomía para cada etapa de tu campaña.",
    picks: "Elegidos por nuestros agrónomos",
    news: "Últimas noticias",
  },
  "pt-BR": {
    path: "/novidades",
    title: "Novidades e agronomia",
    description: "Notícias do campo, guias de agronomia e o mais lido pelos produtores, em um só lugar.",
    lead: "Notícias do campo e guias de agronomia para cada etapa da sua safra.",
    picks: "Escolhidos pelos nossos agrônomos",
    news: "Últimas notícias",
  },
  "en-US": {
    path: "/news",
    title: "News and agronomy",
    description: "Farm news, agronomy guides and what growers read most, in one place.",
    lead: "Farm news and agronomy guides for every stage of your season.",
    picks: "Picked by our agronomists",
    news: "Latest news",
  },
  "es-US": {
    path: "/novedades",
    title: "Novedades y agronomía",
    description: "Noticias del campo, guías de agronomía y lo más leído por los productores, en un solo lugar.",
    lead: "Noticias del campo y guías de agronomía para cada etapa de tu temporada.",
    picks: "Elegidos por nuestros agrónomos",
    news: "Últimas noticias",
  },
};

function newsPage(locale: string): SandboxPage {
  const words = WORDS[locale]!;
  const own = ARTICLES.filter((article) => article.locale === locale);
  // The featured articles first, then the rest: the block shows 3 on a page.
  const picks = [...own.filter((a) => a.featured), ...own.filter((a) => !a.featured)].map((a) => a.slug);
  const news = [...own.filter((a) => a.pageCategory === "News")].sort((a, b) => a.daysAgo - b.daysAgo);
  return {
    locale,
    path: words.path,
    translationId: "news",
    title: words.title,
    description: words.description,
    blocks: [
      { kind: "hero", headingLevel: 1, title: words.title, lead: words.lead },
      {
        kind: "article-blocks",
        id: "picks",
        heading: words.picks,
        items: picks.slice(0, 3),
        // A row of three on a desktop: the group itself would take up to 6.
        groups: news.length ? [{ title: words.news, items: news.slice(0, 3).map((a) => a.slug) }] : [],
      },
      { kind: "article-list", id: "latest", order: "date", size: 6 },
      { kind: "article-list", id: "most-read", order: "views", size: 3 },
    ],
  };
}

export const NEWS_PAGES: readonly SandboxPage[] = Object.keys(WORDS).map(newsPage);
