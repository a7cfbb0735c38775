import type { Locale } from "~/countries";
import { LIVE_RESULTS, SEARCH_DEBOUNCE_MS } from "~/domain/search/constants";
import { defaultSuggestions } from "~/domain/search/suggestions";
import { href } from "~/i18n/href";

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * What the header's search entry and its overlay need, already translated:
 * built by the locale layout's loader, so the overlay (loaded only when
 * opened) brings code, not text. Null where the locale has no search page.
 */
export function headerSearch(locale: Locale, t: Translate) {
  const page = href(locale, "search");
  if (!page) return null;
  return {
    locale,
    href: page,
    /** The live results' resource route (app/routes/$locale/search/live-results.ts). */
    liveHref: "/api/search",
    liveResults: LIVE_RESULTS,
    debounceMs: SEARCH_DEBOUNCE_MS,
    open: t("overlay.open"),
    title: t("overlay.title"),
    close: t("overlay.close"),
    fieldLabel: t("field.label"),
    placeholder: t("field.placeholder"),
    submit: t("submit"),
    suggestions: t("overlay.suggestions"),
    results: t("overlay.results"),
    viewAll: t("overlay.viewAll"),
    loading: t("overlay.loading"),
    error: t("overlay.error"),
    /** "No results found for «{query}»": the query goes in where the overlay renders. */
    noResults: t("noResults", { query: "{query}" }),
    defaults: defaultSuggestions(t("overlay.defaults")),
    types: { product: t("types.product"), article: t("types.article"), page: t("types.page") },
  };
}
export type HeaderSearch = NonNullable<ReturnType<typeof headerSearch>>;
