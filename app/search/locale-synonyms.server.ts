import type { Locale } from "~/countries";
import { type SynonymTable, synonymTable } from "~/domain/search/synonyms";
import { resources } from "~/i18n/resources.server";

/**
 * A locale's synonym groups, from its search translations ("synonyms": one
 * group a key, comma-separated words), built once per locale: the bundled
 * translations never change while the process runs.
 */
const tables = new Map<Locale, SynonymTable>();

export function synonymsOf(locale: Locale): SynonymTable {
  let table = tables.get(locale);
  if (!table) {
    const groups = (resources[locale]?.search as { synonyms?: Record<string, string> } | undefined)?.synonyms ?? {};
    table = synonymTable(Object.values(groups));
    tables.set(locale, table);
  }
  return table;
}
