import type { Article, ArticleCard, Page } from "~/services/content/contract";

import type { SearchDocument } from "./search-index";

/**
 * The fields of a block that a reader reads: headings, leads, paragraphs,
 * questions and answers, badges. Not addresses, image sizes, variants, nor
 * link and button labels ("Ver más" on every page would match every page).
 */
const TEXT_FIELDS = new Set([
  "title",
  "headline",
  "heading",
  "lead",
  "text",
  "paragraphs",
  "description",
  "question",
  "answer",
  "badge",
  "tab",
]);

/** The readable text of a block list, in order: every string under a text field, at any depth (cards, slides, items). */
export function blockText(blocks: readonly unknown[]): string {
  const found: string[] = [];
  const walk = (value: unknown, isText: boolean): void => {
    if (typeof value === "string") {
      if (isText && value.trim()) found.push(value.trim());
    } else if (Array.isArray(value)) {
      for (const item of value) walk(item, isText);
    } else if (value && typeof value === "object") {
      for (const [key, inner] of Object.entries(value)) walk(inner, TEXT_FIELDS.has(key));
    }
  };
  walk(blocks, false);
  return found.join(" ");
}

/** A published page: its title, its description as the result's line, the text of the blocks an anonymous visitor sees. */
export function pageDocument(page: Page, visibleBlocks: readonly unknown[], url: string): SearchDocument {
  return {
    id: `page:${page.path}`,
    type: "page",
    title: page.title,
    tags: [],
    body: [page.description, blockText(visibleBlocks)].filter(Boolean).join(" "),
    url,
    summary: page.description,
  };
}

/**
 * An article: its title; its tags' labels as tags; headline, lead and body
 * text as body. `article` is null when the card's full article is not
 * published (the card's own words are indexed then).
 */
export function articleDocument(card: ArticleCard, article: Article | null, url: string): SearchDocument {
  return {
    id: `article:${card.id}`,
    type: "article",
    title: card.title,
    tags: card.tags.map((tag) => tag.label),
    body: [card.headline, card.leadText, card.description ?? "", article ? blockText(article.body) : ""]
      .filter(Boolean)
      .join(" "),
    url,
    summary: card.leadText,
  };
}

/** The card id behind an article document's id ("article:soy-rust-es-ar" → "soy-rust-es-ar"). */
export function articleIdOf(documentId: string): string | null {
  return documentId.startsWith("article:") ? documentId.slice("article:".length) : null;
}
