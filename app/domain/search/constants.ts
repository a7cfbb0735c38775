/** Spec 002 §9 (search): the overlay's live results and stored recent searches, and its debounce. */
export const LIVE_RESULTS = 6;
export const MAX_RECENT_SEARCHES = 2;
export const SEARCH_DEBOUNCE_MS = 300;

/** The /search page's page size: ours (the spec names none for the page; its query takes size and from). */
export const RESULTS_PER_PAGE = 10;

/** What a search can find (spec 002 §3 Search result: type; pages added by issue 14). */
export const DOCUMENT_TYPES = ["product", "article", "page"] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
