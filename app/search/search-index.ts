import type { DocumentType } from "~/domain/search/constants";

/**
 * The one search module's interface (decision 0035). Everything that searches
 * (the header overlay, /search, the live-results route) goes through a
 * `SearchIndex`; the engine behind it is an adapter. Today that is our own
 * inverted index, in process (embedded-engine.ts). A search server (OpenSearch, Meilisearch,
 * Typesense) would be another `SearchEngine`: `build` sends the documents to
 * the server's index for the locale, `search` maps the query below onto the
 * server's query (folding, synonyms and typo tolerance then configured on the
 * server from the same tables, app/domain/search) and its answer back onto
 * `SearchResults`. Nothing outside app/search knows which engine answers.
 */

/** One thing a search can find, in one locale. */
export interface SearchDocument {
  /** Unique within a locale's index: "<type>:<id>". */
  id: string;
  type: DocumentType;
  title: string;
  /** Words that describe it best (crops, active ingredients, categories, tags): weighed above the body. */
  tags: readonly string[];
  /** Running text: a product's description, an article's or page's text. */
  body: string;
  /** Where the result links: a path of the portal or an https address. */
  url: string;
  /** One line under the title in a result (a product's type or crop, an article's lead). */
  summary: string | null;
}

export interface SearchRequest {
  query: string;
  /** Only these types (none: every type). Facet counts always cover every type. */
  types?: readonly DocumentType[];
  from: number;
  size: number;
}

interface SearchHit {
  id: string;
  type: DocumentType;
  title: string;
  url: string;
  summary: string | null;
}

export interface SearchResults {
  hits: SearchHit[];
  /** How many documents match of the requested types. */
  total: number;
  /** How many match of each type, whatever types were requested (the facets by type). */
  facets: Record<DocumentType, number>;
}

/** A locale's built index. Searching never throws for a query; an empty or blank query finds nothing. */
export interface SearchIndex {
  readonly size: number;
  search(request: SearchRequest): SearchResults;
}

/** What the locale's words add to the engine: its synonym groups (app/domain/search/synonyms.ts). */
interface IndexOptions {
  synonyms: ReadonlyMap<string, readonly string[]>;
}

/** The adapter boundary: an engine turns a locale's documents into an index. */
export interface SearchEngine {
  build(documents: readonly SearchDocument[], options: IndexOptions): SearchIndex;
}
