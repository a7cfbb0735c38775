import { DESCRIPTION_LIMIT, DOWNLOADS_SHOWN } from "./constants";

/**
 * Spec 002 §5: listing-table descriptions are cut to 250 characters with a
 * show-more control. The cut falls on the last space before the limit when one
 * is near (a word is not split), and an ellipsis marks it.
 */
export function cutDescription(
  text: string | null | undefined,
  limit = DESCRIPTION_LIMIT,
): { short: string; cut: boolean } {
  const clean = (text ?? "").replace(/\s+/g, " ").trim();
  const chars = [...clean];
  if (chars.length <= limit) return { short: clean, cut: false };
  const head = chars.slice(0, limit).join("");
  const space = head.lastIndexOf(" ");
  const short = (space >= limit * 0.8 ? head.slice(0, space) : head).replace(/[\s,;:.-]+$/u, "");
  return { short: `${short}…`, cut: true };
}

/** Spec 002 §5: two downloads are shown before expanding. */
export function splitDownloads<T>(
  downloads: readonly T[] | null | undefined,
  shown = DOWNLOADS_SHOWN,
): { visible: T[]; hidden: T[] } {
  const list = downloads ?? [];
  return { visible: list.slice(0, shown), hidden: list.slice(shown) };
}
