import { foldForSearch, termsOf } from "./normalize";

/**
 * Per-locale synonyms (decision 0035): words a grower may type for the same
 * thing, so "maíz" finds the corn hybrids, "soya" the soybeans and
 * "glyphosate" the glifosato herbicides. Each locale lists its groups in its
 * search translations (locales/<locale>/search.json, "synonyms"), one group a
 * line of comma-separated words, because which words are synonyms is a
 * matter of the locale's language, as a translation is.
 */

/** Folded word → every word of its groups (itself included). */
export type SynonymTable = ReadonlyMap<string, readonly string[]>;

/** The table of a locale's groups: "maíz, milho, corn" → maiz ↔ milho ↔ corn. Multi-word entries are left out. */
export function synonymTable(groups: Iterable<string>): SynonymTable {
  const table = new Map<string, Set<string>>();
  for (const group of groups) {
    const words = group
      .split(",")
      .map((word) => foldForSearch(word.trim()))
      .filter((word) => word !== "" && termsOf(word).length === 1 && termsOf(word)[0] === word);
    for (const word of words) {
      const known = table.get(word) ?? new Set([word]);
      for (const other of words) known.add(other);
      table.set(word, known);
    }
  }
  return new Map([...table].map(([word, all]) => [word, [...all]]));
}

/** The words a query word stands for: itself first, then its synonyms. */
export function alternativesOf(table: SynonymTable, term: string): string[] {
  const others = table.get(term)?.filter((word) => word !== term) ?? [];
  return [term, ...others];
}
