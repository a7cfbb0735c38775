import { foldForSearch, normalizeQuery, termsOf } from "./normalize";
import { alternativesOf, type SynonymTable } from "./synonyms";
import { isTypoOf } from "./typos";

/**
 * The search rule of a short list held in memory (the catalogue's text box,
 * spec 002 §5): a case-insensitive substring of one of the texts, accents
 * folded; failing that, every word of the query found at the start of a word
 * of the texts, as a synonym, or with the typo the search module allows
 * (decision 0035). The same folding, synonyms and typo rule as the site index,
 * so the catalogue and /search agree on what "raiz", "soya" or "glifosfato" mean.
 */
export function matchesText(texts: readonly string[], query: string, synonyms: SynonymTable): boolean {
  const needle = foldForSearch(normalizeQuery(query));
  if (!needle) return true;
  const folded = texts.map(foldForSearch);
  if (folded.some((text) => text.includes(needle))) return true;
  const words = texts.flatMap(termsOf);
  const wanted = termsOf(needle);
  return (
    wanted.length > 0 &&
    wanted.every((term) =>
      alternativesOf(synonyms, term).some(
        (alternative) =>
          words.some((word) => word.startsWith(alternative)) || words.some((word) => isTypoOf(alternative, word)),
      ),
    )
  );
}
