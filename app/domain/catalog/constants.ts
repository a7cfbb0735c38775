/**
 * The catalogue's numbers (spec 000 §9, spec 002 §9, issue 3). Everything that
 * counts, waits or cuts reads them from here.
 */

/** Catalogue text search runs this long after typing stops (spec 000 §5 §9). */
export const SEARCH_DEBOUNCE_MS = 500;
/** Checklist filters apply this long after the last change (spec 000 §4 §9). */
export const CHECKLIST_DEBOUNCE_MS = 1000;
/** A checklist filter's menu is at most this tall, then scrolls (spec 000 §9). */
export const CHECKLIST_MAX_HEIGHT_PX = 400;

/** The card grid is 4 columns by 3 rows: 12 on the first page (spec 002 §2 §9). */
export const GRID_COLUMNS = 4;
export const GRID_ROWS = 3;
export const FIRST_PAGE_SIZE = GRID_COLUMNS * GRID_ROWS;
/** Each "view more" adds this many, and the load-more count never says more (spec 002 §9). */
export const VIEW_MORE_STEP = 20;
export const LOAD_MORE_CAP = 20;
/** While loading, the grid shows this many skeleton cards (spec 002 §9). */
export const SKELETON_CARDS = 4;

/** Listing table: descriptions are cut here with a show-more control; two downloads before expanding (spec 002 §5). */
export const DESCRIPTION_LIMIT = 250;
export const DOWNLOADS_SHOWN = 2;

/** Brand ids (spec 000 §2 §9). */
export const BRAND_IDS = ["109", "1"] as const;
