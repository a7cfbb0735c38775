import MiniSearch, { type Query, type SearchResult } from "minisearch";

import { DOCUMENT_TYPES, type DocumentType } from "~/domain/search/constants";
import { indexTerm, normalizeQuery, termsOf } from "~/domain/search/normalize";
import { byRelevance, matchTier } from "~/domain/search/ranking";
import { alternativesOf } from "~/domain/search/synonyms";
import { allowedEdits } from "~/domain/search/typos";

import type { SearchDocument, SearchEngine, SearchIndex, SearchRequest, SearchResults } from "./search-index";

/**
 * The embedded engine (decision 0035): MiniSearch, an inverted index in
 * process with per-word prefix and edit-distance search. Ours on top: the
 * folding and stop words (every word goes through indexTerm), the synonyms (a
 * query word becomes "it or any synonym"), the typo budget (allowedEdits), and
 * the ranking (exact matches first, app/domain/search/ranking.ts).
 */

/** Title over tags over body, as the article search weighs headline over keywords over content (spec 002 §7). */
const BOOST = { title: 4, tags: 2, body: 1 };
/** A synonym is a little less than the word typed, so "soja" ranks soja before soybean where both exist. */
const SYNONYM_WEIGHT = 0.8;
/**
 * Prefix search on the last word only, the one being typed ("arado glifo"),
 * from its third letter: every earlier word is complete, and a two-letter
 * prefix matches a good part of the vocabulary for nothing.
 */
const MIN_PREFIX = 3;

interface Stored {
  type: DocumentType;
  title: string;
  url: string;
  summary: string | null;
}

function queryOf(text: string, synonyms: ReadonlyMap<string, readonly string[]>): Query | null {
  const terms = termsOf(text);
  if (terms.length === 0) return null;
  return {
    combineWith: "AND",
    queries: terms.map((term, position) => ({
      combineWith: "OR",
      queries: alternativesOf(synonyms, term).map((word, i) => ({
        queries: [word],
        prefix: position === terms.length - 1 && [...word].length >= MIN_PREFIX,
        fuzzy: allowedEdits(word),
        weights: { fuzzy: 0.45, prefix: 0.5 },
        boost: { ...BOOST, ...(i === 0 ? {} : { title: BOOST.title * SYNONYM_WEIGHT }) },
      })),
    })),
  } as Query;
}

function emptyFacets(): Record<DocumentType, number> {
  return Object.fromEntries(DOCUMENT_TYPES.map((type) => [type, 0])) as Record<DocumentType, number>;
}

export const miniSearchEngine: SearchEngine = {
  build(documents, { synonyms }): SearchIndex {
    const engine = new MiniSearch<SearchDocument>({
      fields: ["title", "tags", "body"],
      storeFields: ["type", "title", "url", "summary"],
      extractField: (document, field) => {
        const value = document[field as keyof SearchDocument];
        return Array.isArray(value) ? value.join(" ") : (value as string);
      },
      processTerm: (term) => indexTerm(term),
      searchOptions: { processTerm: (term) => indexTerm(term) },
    });
    engine.addAll(documents);

    return {
      size: documents.length,
      search({ query, types, from, size }: SearchRequest): SearchResults {
        const text = normalizeQuery(query);
        const expression = queryOf(text, synonyms);
        const facets = emptyFacets();
        if (!expression) return { hits: [], total: 0, facets };
        const found = engine.search(expression) as (SearchResult & Stored)[];
        for (const result of found) facets[result.type] += 1;
        const wanted = types?.length ? found.filter((result) => types.includes(result.type)) : found;
        const ranked = wanted
          .map((result) => ({
            result,
            title: result.title,
            score: result.score,
            tier: matchTier({ title: result.title, matches: result.match }, text),
          }))
          .sort(byRelevance);
        return {
          total: ranked.length,
          facets,
          hits: ranked.slice(from, from + size).map(({ result }) => ({
            id: String(result.id),
            type: result.type,
            title: result.title,
            url: result.url,
            summary: result.summary,
          })),
        };
      },
    };
  },
};
