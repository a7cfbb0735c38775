/**
 * Article listings (spec 002 §2 §9): a listing sorted by views or by date,
 * and the top-articles block, which shows the top 4 of a bundled list of 20
 * sample articles (featured first, then new, then the most viewed).
 */
export type ListingOrder = "views" | "date";
export const SAMPLE_ARTICLES_SHOWN = 4;

interface Listed {
  id: string;
  views: number;
  /** ISO date, "YYYY-MM-DD". */
  date: string;
}

/** Most viewed first, or newest first; ties keep a stable order by the other key, then by id. */
export function sortListing<Card extends Listed>(cards: readonly Card[], order: ListingOrder): Card[] {
  const byViews = (a: Card, b: Card) => b.views - a.views;
  const byDate = (a: Card, b: Card) => b.date.localeCompare(a.date);
  const [primary, secondary] = order === "views" ? [byViews, byDate] : [byDate, byViews];
  return [...cards].sort((a, b) => primary(a, b) || secondary(a, b) || a.id.localeCompare(b.id));
}

/** The sample list's flags are "0" or "1" (spec 002 §3). */
interface Sample {
  id: string;
  featured_article: "0" | "1";
  new_article: "0" | "1";
  articlesViews: number;
}

/** The top 4 of the sample list. */
export function topSampleArticles<Card extends Sample>(samples: readonly Card[]): Card[] {
  return [...samples]
    .sort(
      (a, b) =>
        Number(b.featured_article) - Number(a.featured_article) ||
        Number(b.new_article) - Number(a.new_article) ||
        b.articlesViews - a.articlesViews ||
        a.id.localeCompare(b.id),
    )
    .slice(0, SAMPLE_ARTICLES_SHOWN);
}
