/**
 * The article blocks of content (spec 002 §2 §9): a list of article cards
 * shows 3 children on a page, 10 when it sits inside an article; an article
 * group shows its items 0 to 6 (slice(0, 6): six at most).
 */
export const ARTICLE_BLOCK_CHILDREN = { page: 3, insideArticle: 10 } as const;
const ARTICLE_GROUP_SLICE = [0, 6] as const;

/** The children an article block shows, where it stands. */
export function articleBlockChildren<T>(items: readonly T[], insideArticle: boolean): T[] {
  return items.slice(0, insideArticle ? ARTICLE_BLOCK_CHILDREN.insideArticle : ARTICLE_BLOCK_CHILDREN.page);
}

/** The items an article group shows. */
export function articleGroupItems<T>(items: readonly T[]): T[] {
  return items.slice(...ARTICLE_GROUP_SLICE);
}
