/**
 * Exact matches first (issue 14): whatever the engine's score says, a
 * document whose title is the query comes first, then one whose title starts
 * with it ("Arado 48" for "arado"), then one whose title holds each word of it
 * as typed, then one holding each word as typed anywhere; matches through a
 * typo, a prefix or a synonym come after all of those. The engine's score
 * orders documents within a tier.
 */
export type MatchTier = 0 | 1 | 2 | 3 | 4;

/** What the tier of a document that matched a query depends on. */
export interface MatchedDocument {
  /** The document's title as its folded words (normalize.ts termsOf), space-joined. */
  heading: string;
  /** Its title holds every word of the query as typed. */
  everyWordInTitle: boolean;
  /** It holds every word of the query as typed, in any field. */
  everyWordAnywhere: boolean;
}

/** `query`: the query as its folded words (termsOf), space-joined; empty ranks nothing first. */
export function matchTier({ heading, everyWordInTitle, everyWordAnywhere }: MatchedDocument, query: string): MatchTier {
  if (query === "") return 4;
  if (heading === query) return 0;
  if (heading.startsWith(query) && heading.charCodeAt(query.length) === SPACE) return 1;
  if (everyWordInTitle) return 2;
  return everyWordAnywhere ? 3 : 4;
}

const SPACE = 32;

/** A match as the ranking orders it. */
export interface Ranked {
  tier: MatchTier;
  score: number;
  title: string;
}

/** Tier first, then the engine's score (higher first), then the title, so equal results keep a stable order. */
export function byRelevance(a: Ranked, b: Ranked): number {
  return a.tier - b.tier || b.score - a.score || a.title.localeCompare(b.title);
}
