import { normalizeQuery, termsOf } from "./normalize";

/**
 * Exact matches first (issue 14): whatever the engine's score says, a
 * document whose title is the query comes first, then one whose title starts
 * with it ("Arado 48" for "arado"), then one whose title holds each word of it
 * as typed, then one holding each word as typed anywhere; matches through a
 * typo, a prefix or a synonym come after all of those. The engine's score
 * orders documents within a tier.
 */
export type MatchTier = 0 | 1 | 2 | 3 | 4;

export interface MatchedDocument {
  title: string;
  /** The document's words that matched, each with the fields it was found in ("title", "tags", "body"). */
  matches: Readonly<Record<string, readonly string[]>>;
}

export function matchTier({ title, matches }: MatchedDocument, query: string): MatchTier {
  const wanted = termsOf(normalizeQuery(query));
  if (wanted.length === 0) return 4;
  const heading = termsOf(title);
  if (heading.join(" ") === wanted.join(" ")) return 0;
  if (wanted.every((term, i) => heading[i] === term)) return 1;
  if (wanted.every((term) => matches[term]?.includes("title"))) return 2;
  return wanted.every((term) => term in matches) ? 3 : 4;
}

/** Tier first, then the engine's score (higher first), then the title, so equal results keep a stable order. */
export function byRelevance<T extends { tier: MatchTier; score: number; title: string }>(a: T, b: T): number {
  return a.tier - b.tier || b.score - a.score || a.title.localeCompare(b.title);
}
