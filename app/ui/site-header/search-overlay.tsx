import * as Dialog from "@radix-ui/react-dialog";
import { Link, useNavigate } from "@remix-run/react";
import { type FormEvent, type RefObject, useEffect, useId, useState } from "react";

import { isSearchable, normalizeQuery } from "~/domain/search/normalize";
import { searchHref } from "~/domain/search/query";
import { suggestionList } from "~/domain/search/suggestions";
import type { HeaderSearch } from "~/search/header-search";

import { loadRecentSearches, storeRecentSearch } from "./recent-searches";
import * as styles from "./search-overlay.css";

/**
 * The global search overlay (spec 002 §2 §4 §9): recent and default
 * suggestions, live results (6) from /api/search debounced 300 ms, a
 * view-all link and "no results found for" the query. Escape, an outside click
 * or the close control close it, and closing clears it (its state lives inside
 * the dialog's content, which unmounts). Enter with non-empty text goes to
 * /search and stores the query as a recent search; with empty text it does
 * nothing. Loaded lazily by the header's search entry.
 */
interface LiveHit {
  type: keyof HeaderSearch["types"];
  navigationPath: string;
  id: string;
  title: string;
}

type Live =
  | { status: "idle" }
  | { status: "loading"; query: string }
  | { status: "done"; query: string; hits: LiveHit[] }
  | { status: "error"; query: string };

function useLiveResults(search: HeaderSearch, text: string): Live {
  const [live, setLive] = useState<Live>({ status: "idle" });
  useEffect(() => {
    const query = normalizeQuery(text);
    if (!isSearchable(query)) {
      setLive({ status: "idle" });
      return;
    }
    setLive({ status: "loading", query });
    const abort = new AbortController();
    const timer = window.setTimeout(() => {
      const params = new URLSearchParams({ q: query, locale: search.locale, size: String(search.liveResults) });
      fetch(`${search.liveHref}?${params}`, { signal: abort.signal, headers: { accept: "application/json" } })
        .then((response) => {
          if (!response.ok) throw new Error(String(response.status));
          return response.json() as Promise<{ results: LiveHit[] }>;
        })
        .then((body) => setLive({ status: "done", query, hits: body.results.slice(0, search.liveResults) }))
        .catch(() => {
          if (!abort.signal.aborted) setLive({ status: "error", query });
        });
    }, search.debounceMs);
    return () => {
      window.clearTimeout(timer);
      abort.abort();
    };
  }, [search, text]);
  return live;
}

function OverlayBody({ search, close }: { search: HeaderSearch; close: () => void }) {
  const navigate = useNavigate();
  const [text, setText] = useState("");
  const [recent] = useState(() => loadRecentSearches(search.locale));
  const live = useLiveResults(search, text);
  const inputId = useId();
  const resultsId = useId();
  const query = normalizeQuery(text);

  const go = (q: string) => {
    storeRecentSearch(search.locale, q);
    close();
    navigate(searchHref(search.href, { q }));
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Spec 002 §5: a submit with empty or whitespace text is ignored.
    if (isSearchable(query)) go(query);
  };

  const status =
    live.status === "loading"
      ? search.loading
      : live.status === "error"
        ? search.error
        : live.status === "done" && live.hits.length === 0
          ? search.noResults.replace("{query}", live.query)
          : "";

  return (
    <>
      <form method="get" action={search.href} role="search" onSubmit={onSubmit} className={styles.form}>
        <label htmlFor={inputId} className={styles.label}>
          {search.fieldLabel}
        </label>
        <div className={styles.row}>
          <input
            id={inputId}
            name="q"
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={search.placeholder}
            autoComplete="off"
            enterKeyHint="search"
            aria-controls={resultsId}
            className={styles.input}
          />
          <button type="submit" className={styles.submit}>
            {search.submit}
          </button>
        </div>
      </form>
      <div id={resultsId} className={styles.panel}>
        <p className={status ? styles.status : styles.silent} role="status">
          {status}
        </p>
        {live.status === "idle" ? (
          <section aria-label={search.suggestions}>
            <h3 className={styles.heading}>{search.suggestions}</h3>
            <ul className={styles.chips}>
              {suggestionList(recent, search.defaults).map((suggestion) => (
                <li key={suggestion}>
                  <Link
                    to={searchHref(search.href, { q: suggestion })}
                    className={styles.chip}
                    onClick={() => {
                      storeRecentSearch(search.locale, suggestion);
                      close();
                    }}
                  >
                    {suggestion}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {live.status === "done" && live.hits.length > 0 ? (
          <section aria-label={search.results}>
            <h3 className={styles.heading}>{search.results}</h3>
            <ul className={styles.results}>
              {live.hits.map((hit) => (
                <li key={hit.id}>
                  {/^https?:\/\//.test(hit.navigationPath) ? (
                    <a href={hit.navigationPath} className={styles.result} rel="noopener noreferrer" target="_blank">
                      <span className={styles.type}>{search.types[hit.type]}</span>
                      {hit.title}
                    </a>
                  ) : (
                    <Link to={hit.navigationPath} className={styles.result} onClick={close}>
                      <span className={styles.type}>{search.types[hit.type]}</span>
                      {hit.title}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {live.status !== "idle" ? (
          <Link
            to={searchHref(search.href, { q: query })}
            className={styles.viewAll}
            onClick={() => {
              storeRecentSearch(search.locale, query);
              close();
            }}
          >
            {search.viewAll}
          </Link>
        ) : null}
      </div>
    </>
  );
}

export default function SearchOverlay({
  search,
  open,
  onOpenChange,
  returnFocusTo,
}: {
  search: HeaderSearch;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Content
          className={styles.dialog}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            if (!returnFocusTo.current) return;
            event.preventDefault();
            returnFocusTo.current.focus();
          }}
        >
          <div className={styles.header}>
            <Dialog.Title className={styles.title}>{search.title}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={search.close}>
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
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </Dialog.Close>
          </div>
          <OverlayBody search={search} close={() => onOpenChange(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
