/**
 * Recommended articles under an article (spec 002 §2 §9): at least 4. The
 * editors' own picks come first; when they are fewer than 4, the list is
 * padded from the article's category, then from the most viewed articles of
 * the locale. The article itself and duplicates never appear.
 */
export const RECOMMENDED_MINIMUM = 4;

interface Identified {
  id: string;
}

export interface RecommendationSources<Card extends Identified> {
  /** The article being read: never recommended to itself. */
  currentId: string;
  /** Picked by the article's editors, in their order. */
  picks: readonly Card[];
  /** The same page category, newest first. */
  sameCategory: readonly Card[];
  /** The locale's most viewed articles, most viewed first. */
  mostViewed: readonly Card[];
}

export function recommendedArticles<Card extends Identified>(sources: RecommendationSources<Card>): Card[] {
  const seen = new Set([sources.currentId]);
  const chosen: Card[] = [];
  const take = (cards: readonly Card[], until: number) => {
    for (const card of cards) {
      if (chosen.length >= until) return;
      if (seen.has(card.id)) continue;
      seen.add(card.id);
      chosen.push(card);
    }
  };
  // Every pick stays, even past 4: the minimum is a floor for padding, not a cap on editors.
  take(sources.picks, Number.POSITIVE_INFINITY);
  take(sources.sameCategory, RECOMMENDED_MINIMUM);
  take(sources.mostViewed, RECOMMENDED_MINIMUM);
  return chosen;
}
