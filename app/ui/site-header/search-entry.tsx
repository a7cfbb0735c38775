import { lazy, type MouseEvent, Suspense, useRef, useState } from "react";

import type { HeaderSearch } from "~/search/header-search";

import * as styles from "./site-header.css";

/**
 * The header's search entry (spec 002 §2: search opens from an icon). A link
 * to the locale's /search page, so it works without JavaScript; once hydrated
 * a click opens the search overlay instead. The overlay's code (a Radix dialog,
 * live results, recent searches) is a chunk of its own, fetched when the grower
 * points at or focuses the entry, or at the latest on the click: pages do not
 * ship it up front.
 */
const loadOverlay = () => import("./search-overlay");
const SearchOverlay = lazy(loadOverlay);

const prefetch = () => void loadOverlay().catch(() => undefined);

function SearchGlyph() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
    >
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-4-4" />
    </svg>
  );
}

/** A click that means "open in a new tab or window" keeps the link's own behaviour. */
const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

export function SearchEntry({ search }: { search: HeaderSearch }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const trigger = useRef<HTMLAnchorElement>(null);
  return (
    <>
      <a
        ref={trigger}
        href={search.href}
        className={styles.barControl}
        aria-haspopup="dialog"
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={(event) => {
          if (opensElsewhere(event)) return;
          event.preventDefault();
          setWanted(true);
          setOpen(true);
        }}
      >
        <SearchGlyph />
        <span className={styles.toolLabel}>{search.open}</span>
      </a>
      {wanted ? (
        <Suspense fallback={null}>
          <SearchOverlay search={search} open={open} onOpenChange={setOpen} returnFocusTo={trigger} />
        </Suspense>
      ) : null}
    </>
  );
}
