import { type FacetGroup, type FoldedFacets, foldFacets, parseFacetMap } from "~/domain/finder/facets";
import { parseMapPosition } from "~/domain/finder/position";
import { SpatialIndex } from "~/domain/finder/spatial-index";
import type { Position } from "~/domain/yield-trials/distance";
import type { Contact, ContactList } from "~/services/dealers/contract";

/**
 * A country's contacts ready to search: the cached list, each contact's parsed
 * position, the facet groups and the spatial index, built once per list the
 * cache hands out (a WeakMap on the list object), so a search costs a query of
 * the index, never a rebuild.
 */
export interface Located {
  contact: Contact;
  position: Position | null;
  /** The contact's facet values folded once (facets.ts), for the search. */
  folded: FoldedFacets;
}

export interface ContactBook {
  all: Located[];
  groups: FacetGroup[];
  index: SpatialIndex<Located>;
}

const books = new WeakMap<ContactList, ContactBook>();

export function contactBook(list: ContactList): ContactBook {
  let book = books.get(list);
  if (!book) {
    const all = list.contacts.map((contact) => ({
      contact,
      position: parseMapPosition(contact.position),
      folded: foldFacets(contact.facets),
    }));
    book = { all, groups: parseFacetMap(list.facetMap), index: new SpatialIndex(all, (located) => located.position) };
    books.set(list, book);
  }
  return book;
}
