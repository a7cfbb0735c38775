/**
 * The content grid's paging (spec 002 §9): 6 cards a page on phones, 8 on
 * tablets, 12 on desktops; the pager shows 1 sibling each side of the current
 * page on phones and 2 otherwise.
 *
 * A server-rendered page cannot know the window's width, so the URL carries
 * the page size (decision 0033): `?page=3&size=6`. Without `size` a page holds
 * 12 cards. The server renders the slice the URL names; on a narrower screen
 * CSS hides the cards past that screen's size, and each screen shows its own
 * pager whose links name its own size. Every card is reachable on every
 * screen, every view has an address, and no script measures anything.
 */
export const GRID_PAGE_SIZES = { mobile: 6, tablet: 8, desktop: 12 } as const;
export type GridScreen = keyof typeof GRID_PAGE_SIZES;
export const GRID_SCREENS = Object.keys(GRID_PAGE_SIZES) as GridScreen[];
export type GridPageSize = (typeof GRID_PAGE_SIZES)[GridScreen];

/** What a URL without `size` shows: the desktop page. */
export const DEFAULT_GRID_SIZE: GridPageSize = GRID_PAGE_SIZES.desktop;

/** Where the grid's section starts: pager links land there, so a page loaded without JavaScript opens at the grid. */
export const gridAnchorOf = (id: string | undefined) => id ?? "content-grid";

/** Pages each side of the current one in the pager. */
export const gridSiblings = (screen: GridScreen) => (screen === "mobile" ? 1 : 2);

export interface GridWindow {
  /** Index of the first card shown. */
  offset: number;
  /** Index after the last card shown. */
  end: number;
  /** The page shown: the one asked for, or the last page when asked past it. */
  page: number;
  pageCount: number;
  size: GridPageSize;
}

/** The slice of `total` cards that page `page` of size `size` shows. */
export function gridWindow(total: number, page: number, size: GridPageSize): GridWindow {
  const pageCount = Math.max(1, Math.ceil(total / size));
  const shown = Math.min(Math.max(1, Math.trunc(page)), pageCount);
  const offset = (shown - 1) * size;
  return { offset, end: Math.min(total, offset + size), page: shown, pageCount, size };
}

export interface ScreenPager {
  screen: GridScreen;
  size: GridPageSize;
  /** The page, in this screen's page size, that holds the first card shown. */
  current: number;
  pageCount: number;
  siblings: number;
}

/**
 * One screen's pager over the window the URL asked for. When the URL names
 * another screen's size (a link shared from a phone, opened on a desktop),
 * the current page is the one holding the first card shown, and the next
 * link continues from there in this screen's size.
 */
export function screenPager(window: GridWindow, total: number, screen: GridScreen): ScreenPager {
  const size = GRID_PAGE_SIZES[screen];
  return {
    screen,
    size,
    current: Math.floor(window.offset / size) + 1,
    pageCount: Math.max(1, Math.ceil(total / size)),
    siblings: gridSiblings(screen),
  };
}

/** The address of page `page` of size `size`, keeping the page's other query parameters. */
export function gridPageHref(url: URL, page: number, size: GridPageSize): string {
  const params = new URLSearchParams(url.search);
  params.delete("page");
  params.delete("size");
  if (page > 1) params.set("page", String(page));
  if (size !== DEFAULT_GRID_SIZE) params.set("size", String(size));
  const query = params.toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}
