import express from "express";

import { ARTICLES, PAGES } from "../data/content";
import { articleDate } from "../data/content/article-date";
import type { SandboxArticle } from "../data/content/types";
import { articleSearchRouter } from "./content-articles";
import type { Upstream, UpstreamFactory } from "./types";

/**
 * The content service, a headless CMS (fault name "content";
 * app/services/content/contract.ts, decision 0032):
 *
 *   GET /content/pages?locale=es-AR&path=/         one published page (404 when none)
 *   GET /content/pages?locale=es-AR                the locale's published paths
 *   GET /content/articles?locale=es-AR             article cards, newest first
 *   GET /content/articles/{slug}?locale=es-AR      one article with its body (404 when none)
 *
 * Article dates are days before the day the sandbox started (../data/content/article-date.ts), so the lists never age
 * and never move while it runs. Every page was last edited at one fixed moment
 * (the sitemaps' lastmod), so the demo's pages never look fresher than they are.
 */

/** When the demo's editors last changed its pages. */
const PAGES_EDITED_AT = "2026-11-02T09:30:00-03:00";

function dated({ daysAgo, ...article }: SandboxArticle) {
  return { ...article, date: articleDate(daysAgo, article.locale) };
}

function card(article: SandboxArticle) {
  const { body: _body, locale: _locale, ...rest } = dated(article);
  return rest;
}

export const createContentUpstream: UpstreamFactory = ({ origin }): Upstream => {
  const router = express.Router();

  router.use(articleSearchRouter());

  router.get("/pages", (req, res) => {
    const { locale, path } = req.query;
    if (path === undefined) {
      const published = PAGES.filter((page) => page.locale === locale);
      res.json({
        paths: published.map((page) => page.path),
        translations: published.flatMap(({ path, translationId }) => (translationId ? [{ path, translationId }] : [])),
        updated: published.map(({ path }) => ({ path, updatedAt: PAGES_EDITED_AT })),
      });
      return;
    }
    const page = PAGES.find((candidate) => candidate.locale === locale && candidate.path === path);
    if (!page) return void res.status(404).json({ message: "No page published at that path" });
    res.json(page);
  });

  router.get("/articles", (req, res) => {
    const articles = ARTICLES.filter((article) => article.locale === req.query.locale)
      .map((article) => card(article))
      .sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
    res.json({ articles, total: articles.length });
  });

  router.get("/articles/:slug", (req, res) => {
    const article = ARTICLES.find((a) => a.locale === req.query.locale && a.slug === req.params.slug);
    if (!article) return void res.status(404).json({ message: "Article not found" });
    res.json(dated(article));
  });

  router.use((_req, res) => {
    res.status(404).json({ message: "Not found" });
  });
  return { name: "content", mountPath: "/content", handler: router, env: { CONTENT_API_URL: `${origin}/content` } };
};
