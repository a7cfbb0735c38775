import { DOCUMENT_TYPES, type DocumentType } from "~/domain/search/constants";
import { normalizeQuery, termsOf } from "~/domain/search/normalize";
import { byRelevance, type MatchTier, matchTier, type Ranked } from "~/domain/search/ranking";
import { alternativesOf, type SynonymTable } from "~/domain/search/synonyms";
import { allowedEdits } from "~/domain/search/typos";

import { Accumulator } from "./accumulator";
import { bestFirst } from "./best-first";
import { buildInvertedIndex, type InvertedIndex } from "./inverted-index";
import type { SearchEngine, SearchIndex, SearchRequest, SearchResults } from "./search-index";

/**
 * The embedded engine (decision 0035): our inverted index in process
 * (inverted-index.ts), with the portal's rules on top: the folding and stop
 * words (normalize.ts), the synonyms (a query word becomes "it or any
 * synonym"), the typo budget (allowedEdits), the prefix of the word being
 * typed, every word required, and the ranking (exact matches first,
 * app/domain/search/ranking.ts).
 *
 * A query costs the postings of the words it reaches, walked into arrays
 * of one number per document; only the matches of the requested page become
 * objects, so the facets and the total of 9,000 matches are counts, not lists.
 */

/** A synonym is a little less than the word typed, in the title, so "soja" ranks soja before soybean where both exist. */
const SYNONYM_WEIGHT = 0.8;
/** What a word reached through its prefix or a typo is worth next to the word itself (1), before its length counts. */
const PREFIX_WEIGHT = 0.5;
const TYPO_WEIGHT = 0.45;
/**
 * Prefix search on the last word only, the one being typed ("arado glifo"),
 * from its third letter: every earlier word is complete, and a two-letter
 * prefix matches a good part of the vocabulary for nothing.
 */
const MIN_PREFIX = 3;

/** A word of the index one query word reaches, and what a match of it is worth. */
interface Reach {
  word: number;
  weight: number;
  /** Reached through a synonym: its title counts SYNONYM_WEIGHT. */
  synonym: boolean;
  /** The query word itself, as typed: what the exact-match tiers count. */
  typed: boolean;
}

/** The words of the index one query word reaches: itself and its synonyms, each as is, by prefix and by typo. */
function reachOf(index: InvertedIndex, synonyms: SynonymTable, term: string, last: boolean): Reach[] {
  const { vocabulary } = index;
  const reached = new Map<number, Reach>();
  // A word reached twice keeps its best way (the typed word itself first, then the heavier).
  const offer = (reach: Reach) => {
    const known = reached.get(reach.word);
    if (!known || reach.weight > known.weight) reached.set(reach.word, reach);
  };
  alternativesOf(synonyms, term).forEach((word, i) => {
    const synonym = i > 0;
    const itself = vocabulary.idOf(word);
    if (itself >= 0) offer({ word: itself, weight: 1, synonym, typed: !synonym });
    const prefixed = new Set<number>();
    if (last && word.length >= MIN_PREFIX) {
      for (const id of vocabulary.longerWithPrefix(word)) {
        const length = vocabulary.wordOf(id).length;
        prefixed.add(id);
        offer({
          word: id,
          weight: (PREFIX_WEIGHT * length) / (length + 0.3 * (length - word.length)),
          synonym,
          typed: false,
        });
      }
    }
    for (const { id, distance } of vocabulary.withinEdits(word, allowedEdits(word))) {
      if (prefixed.has(id)) continue;
      const length = vocabulary.wordOf(id).length;
      offer({ word: id, weight: (TYPO_WEIGHT * length) / (length + distance), synonym, typed: false });
    }
  });
  return [...reached.values()];
}

function emptyFacets(): Record<DocumentType, number> {
  return Object.fromEntries(DOCUMENT_TYPES.map((type) => [type, 0])) as Record<DocumentType, number>;
}

export const embeddedEngine: SearchEngine = {
  build(documents, { synonyms }): SearchIndex {
    const index = buildInvertedIndex(documents);
    const { first, typeOf } = index;
    const count = documents.length;
    const walk = new Accumulator(index);
    /** The matches of the requested types, and each one's tier. */
    const found = new Int32Array(count);
    const tierOf = new Uint8Array(count);
    // The ranking compares two matches through these two, filled from the arrays (no object per match).
    const left: Ranked = { tier: 4, score: 0, title: "" };
    const right: Ranked = { tier: 4, score: 0, title: "" };
    const view = (into: Ranked, d: number) => {
      into.tier = tierOf[d] as MatchTier;
      into.score = walk.score[d];
      into.title = index.documents[d].title;
      return into;
    };
    // Equal matches (same tier, score and title) in the index's order, so every page agrees on where each one is.
    const compare = (a: number, b: number) => byRelevance(view(left, a), view(right, b)) || a - b;

    return {
      size: count,
      search({ query, types, from, size }: SearchRequest): SearchResults {
        const facets = emptyFacets();
        const terms = termsOf(normalizeQuery(query));
        const reaches = terms.map((term, i) => reachOf(index, synonyms, term, i === terms.length - 1));
        if (terms.length === 0 || reaches.some((reach) => reach.length === 0)) return { hits: [], total: 0, facets };
        // The word with the fewest postings first: it bounds the candidates every other word is checked against.
        const postings = (reach: Reach[]) => reach.reduce((sum, { word }) => sum + first[word + 1] - first[word], 0);
        reaches.sort((a, b) => postings(a) - postings(b));

        walk.reset();
        reaches.forEach((reach, position) => {
          for (const { word, weight, synonym, typed } of reach)
            walk.add(word, position, synonym ? weight * SYNONYM_WEIGHT : weight, weight, typed);
        });
        const { matched, typedInTitle, typedAnywhere, candidates, candidateCount } = walk;

        const every = reaches.length;
        const phrase = terms.join(" ");
        const wanted = DOCUMENT_TYPES.map((type) => !types?.length || types.includes(type));
        const perType = DOCUMENT_TYPES.map(() => 0);
        let total = 0;
        for (let c = 0; c < candidateCount; c++) {
          const d = candidates[c];
          if (matched[d] !== every) continue;
          perType[typeOf[d]] += 1;
          if (!wanted[typeOf[d]]) continue;
          tierOf[d] = matchTier(
            {
              heading: index.headings[d],
              everyWordInTitle: typedInTitle[d] === every,
              everyWordAnywhere: typedAnywhere[d] === every,
            },
            phrase,
          );
          found[total++] = d;
        }
        DOCUMENT_TYPES.forEach((type, t) => (facets[type] = perType[t]));
        return {
          total,
          facets,
          hits: bestFirst(found.subarray(0, total), from + size, compare)
            .slice(from)
            .map((d) => ({ ...index.documents[d] })),
        };
      },
    };
  },
};
