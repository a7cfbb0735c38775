import { readRecentSearches, rememberSearch } from "~/domain/search/suggestions";

/**
 * The recent searches kept on the device (spec 002 §3: up to two, in local
 * storage), one list per locale. Storage may be off or full (private modes):
 * then there are simply no recent searches.
 */
const keyOf = (locale: string) => `surco.recent-searches.${locale}`;

export function loadRecentSearches(locale: string): string[] {
  try {
    return readRecentSearches(window.localStorage.getItem(keyOf(locale)));
  } catch {
    return [];
  }
}

export function storeRecentSearch(locale: string, query: string): void {
  try {
    const next = rememberSearch(loadRecentSearches(locale), query);
    window.localStorage.setItem(keyOf(locale), JSON.stringify(next));
  } catch {
    // Nothing to keep where the device keeps nothing.
  }
}
