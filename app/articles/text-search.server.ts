import type { Locale } from "~/countries";
import { listArticles } from "~/services/content/client.server";

/**
 * The text half of article search: which of the locale's articles a typed
 * text matches, best first, or null when nothing was typed (no text filter).
 *
 * ADAPTER, swapped at merge: the one search module (app/search, the search
 * engineer's `search(locale, query, { types: ["article"], size })`) does the
 * matching: accents, ñ, typos, synonyms, ranking. Until it lands, this folds
 * accents and case and keeps the articles whose words contain every typed
 * word, so the page, its tests and the upstream's `ids` filter already work
 * end to end.
 */
const TEXT_MATCH_LIMIT = 200;

const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

export async function articleIdsMatching(locale: Locale, text: string): Promise<string[] | null> {
  const words = fold(text).split(/\s+/).filter(Boolean);
  if (words.length === 0) return null;
  const { articles } = await listArticles(locale);
  return articles
    .filter((card) => {
      const haystack = fold(
        [card.title, card.headline, card.leadText, card.description ?? "", ...card.tags.map((t) => t.label)].join(" "),
      );
      return words.every((word) => haystack.includes(word));
    })
    .slice(0, TEXT_MATCH_LIMIT)
    .map((card) => card.id);
}
