import { MAX_RECENT_SEARCHES } from "./constants";
import { foldForSearch, normalizeQuery } from "./normalize";

/**
 * The overlay's suggestion list (spec 002 §3 §4): up to two recent queries
 * kept on the device, newest first, then the locale's fixed defaults. A
 * suggestion is added only when it is non-empty and not already listed
 * ("Maíz" and "maiz" are the same suggestion).
 */

const sameText = (a: string, b: string) => foldForSearch(a) === foldForSearch(b);

/** The recent searches after the grower searched `query`: it goes first, the list keeps two. */
export function rememberSearch(recent: readonly string[], query: string): string[] {
  const text = normalizeQuery(query);
  if (!text) return [...recent];
  return [text, ...recent.filter((old) => !sameText(old, text))].slice(0, MAX_RECENT_SEARCHES);
}

/** Spec 002 §4: a suggestion is added only when it is non-empty and not already listed. */
export function addSuggestion(list: readonly string[], suggestion: string): string[] {
  const text = normalizeQuery(suggestion);
  if (!text || list.some((listed) => sameText(listed, text))) return [...list];
  return [...list, text];
}

/** What the overlay offers before anything is typed: the recent searches, then the defaults not already there. */
export function suggestionList(recent: readonly string[], defaults: readonly string[]): string[] {
  return [...recent.slice(0, MAX_RECENT_SEARCHES), ...defaults].reduce<string[]>(addSuggestion, []);
}

/** The recent searches as read back from the device: whatever was stored, only strings, at most two. */
export function readRecentSearches(stored: string | null): string[] {
  try {
    const value: unknown = stored ? JSON.parse(stored) : [];
    if (!Array.isArray(value)) return [];
    return value
      .filter((item): item is string => typeof item === "string")
      .reduce<string[]>(addSuggestion, [])
      .slice(0, MAX_RECENT_SEARCHES);
  } catch {
    return [];
  }
}

/** A locale's defaults as its translations list them: comma-separated. */
export function defaultSuggestions(list: string): string[] {
  return list.split(",").reduce<string[]>(addSuggestion, []);
}
