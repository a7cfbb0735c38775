import type { Locale } from "~/countries";
import { articleIdOf } from "~/search/content-documents";
import { siteIndexer } from "~/search/site-index.server";

/**
 * The text half of article search: which of the locale's articles a typed
 * text matches, best first, or null when nothing was typed (no text filter).
 * The one search module answers (decision 0035: the locale's site index,
 * articles only), so article search folds accents and ñ, forgives typos and
 * knows the locale's synonyms exactly as /search does. Throws while the
 * index lacks the articles (their upstream failed): "no article matches"
 * would be a lie, and the caller shows its error state with a retry.
 */
const TEXT_MATCH_LIMIT = 200;

export async function articleIdsMatching(locale: Locale, text: string): Promise<string[] | null> {
  if (!text.trim()) return null;
  const { index, missing } = await siteIndexer.get(locale);
  if (missing.includes("articles")) throw new Error("the site index is missing the articles");
  const { hits } = index.search({ query: text, types: ["article"], from: 0, size: TEXT_MATCH_LIMIT });
  return hits.map((hit) => articleIdOf(hit.id)).filter((id) => id !== null);
}
