import { type FacetGroup, type FoldedFacets, foldFacets, parseFacetMap } from "~/domain/finder/facets";
import { parseMapPosition } from "~/domain/finder/position";
import type { Position } from "~/domain/yield-trials/distance";
import type { Contact, ContactList } from "~/services/dealers/contract";

/**
 * A country's contacts ready to search: the cached list, each contact's parsed
 * position and folded facets, and the facet groups, built once per list the
 * cache hands out (a WeakMap on the list object), so a search never parses.
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
    book = { all, groups: parseFacetMap(list.facetMap) };
    books.set(list, book);
  }
  return book;
}
