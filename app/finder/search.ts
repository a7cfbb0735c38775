import { type FacetSelection, foldedSelectionTest } from "~/domain/finder/facets";
import type { FinderType } from "~/domain/finder/finder-type";
import { renderedCount } from "~/domain/finder/load-more";
import { greatCircleKilometres, type Position } from "~/domain/yield-trials/distance";

import type { ContactBook, Located } from "./contact-book";

interface Found {
  located: Located;
  /** Great-circle km from the grower's place; null when no place was given. */
  kilometres: number | null;
}

export interface SearchResult {
  /** How many contacts of the type pass the filters. */
  total: number;
  /** What `steps` steps render: nearest first from a place, else by town and name. */
  shown: Found[];
}

const byTownThenTitle = (a: Located, b: Located) =>
  a.contact.town.localeCompare(b.contact.town) || a.contact.title.localeCompare(b.contact.title);

/**
 * The finder's search (issue 15): contacts of the finder's type that pass every
 * chosen facet, the nearest first when the grower gave a place (each one's
 * great-circle distance, sorted: a few hundred per country, 10,000 within the
 * bench's budget, decision 0038), else by town. Contacts without a position come
 * after every measured one.
 */
export function searchContacts(
  book: ContactBook,
  query: { type: FinderType; selection: FacetSelection; from: Position | null; steps: number },
): SearchResult {
  const passes = foldedSelectionTest(query.selection);
  const keep = ({ contact, folded }: Located) => contact.type === query.type && passes(folded);
  const matching = book.all.filter(keep);
  const count = renderedCount(query.steps);
  if (!query.from) {
    return {
      total: matching.length,
      shown: matching
        .sort(byTownThenTitle)
        .slice(0, count)
        .map((located) => ({ located, kilometres: null })),
    };
  }
  const from = query.from;
  const nearest = matching
    .flatMap((located) =>
      located.position ? [{ located, kilometres: greatCircleKilometres(from, located.position) }] : [],
    )
    .sort((a, b) => a.kilometres - b.kilometres)
    .slice(0, count);
  const unplaced = matching.filter((located) => !located.position).sort(byTownThenTitle);
  return {
    total: matching.length,
    shown: [...nearest, ...unplaced.slice(0, count - nearest.length).map((located) => ({ located, kilometres: null }))],
  };
}
