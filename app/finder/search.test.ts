import { describe, expect, it } from "vitest";

import { greatCircleKilometres } from "~/domain/yield-trials/distance";
import type { Contact } from "~/services/dealers/contract";

import { contactBook } from "./contact-book";
import { searchContacts } from "./search";

const contact = (id: string, position: string, extra: Partial<Contact> = {}): Contact => ({
  id,
  type: "dealer",
  country: "BR",
  title: `Dealer ${id}`,
  description: "",
  badge: null,
  logo: null,
  street: "Av. Brasil, 1",
  town: `Town ${id}`,
  region: "GO",
  postcode: "75901-000",
  position,
  phone: null,
  whatsApp: null,
  email: null,
  website: null,
  hours: null,
  facets: { crops: "Soja##Milho" },
  ...extra,
});

// Due north of Rio Verde (-17.79, -50.92) by about 11 km per 0.1°.
const book = contactBook({
  country: "BR",
  facetMap: "crops::Soja##Milho##Algodão",
  contacts: [
    contact("c", "-17.49 -50.92", { town: "A town" }),
    contact("a", "-17.69 -50.92"),
    contact("far", "-10.0 -50.92"),
    contact("cotton", "-17.75 -50.92", { facets: { crops: "Algodão" } }),
    contact("rtv", "-17.78 -50.92", { type: "agronomist" }),
    contact("b", "-17.59 -50.92"),
    contact("nowhere", "not a position", { town: "B town" }),
  ],
});
const RIO_VERDE = { lat: -17.79, lng: -50.92 };

describe("the finder's search (issue 15: nearest first, facets, the finder's type)", () => {
  it("sorts by distance from the place, measured on the great circle, the unplaced last", () => {
    const { total, shown } = searchContacts(book, { type: "dealer", selection: {}, from: RIO_VERDE, steps: 1 });
    expect(total).toBe(6);
    expect(shown.map((f) => f.located.contact.id)).toEqual(["cotton", "a", "b", "c", "far", "nowhere"]);
    expect(shown[1]!.kilometres).toBeCloseTo(greatCircleKilometres(RIO_VERDE, { lat: -17.69, lng: -50.92 }), 6);
    expect(shown.at(-1)!.kilometres).toBeNull();
  });

  it("keeps only the finder's type and the chosen facets, case-insensitively", () => {
    const { total, shown } = searchContacts(book, {
      type: "dealer",
      selection: { crops: "ALGODÃO" },
      from: RIO_VERDE,
      steps: 1,
    });
    expect(total).toBe(1);
    expect(shown.map((f) => f.located.contact.id)).toEqual(["cotton"]);
    expect(searchContacts(book, { type: "agronomist", selection: {}, from: null, steps: 1 }).shown).toHaveLength(1);
  });

  it("lists by town then name without a place", () => {
    const { shown } = searchContacts(book, { type: "dealer", selection: { crops: "soja" }, from: null, steps: 1 });
    expect(shown.map((f) => f.located.contact.id)).toEqual(["c", "nowhere", "a", "b", "far"]);
    expect(shown.every((f) => f.kilometres === null)).toBe(true);
  });

  it("renders nine per step taken (the widest screen's share)", () => {
    const many = contactBook({
      country: "BR",
      facetMap: "",
      contacts: Array.from({ length: 30 }, (_, i) => contact(`d${i}`, `${-17 - i / 100} -50`)),
    });
    expect(searchContacts(many, { type: "dealer", selection: {}, from: RIO_VERDE, steps: 1 }).shown).toHaveLength(9);
    expect(searchContacts(many, { type: "dealer", selection: {}, from: RIO_VERDE, steps: 3 }).shown).toHaveLength(27);
    expect(searchContacts(many, { type: "dealer", selection: {}, from: null, steps: 4 }).shown).toHaveLength(30);
  });

  it("measures across the antimeridian: the nearest by great circle, not by longitude", () => {
    const pacific = contactBook({
      country: "BR",
      facetMap: "crops::Soja",
      contacts: [contact("west", "0 179.9"), contact("east", "0 -179.9"), contact("far", "0 170")],
    });
    const { shown } = searchContacts(pacific, {
      type: "dealer",
      selection: {},
      from: { lat: 0, lng: -179.95 },
      steps: 1,
    });
    expect(shown.map(({ located }) => located.contact.id)).toEqual(["east", "west", "far"]);
    expect(shown[0]!.kilometres).toBeCloseTo(
      greatCircleKilometres({ lat: 0, lng: -179.95 }, { lat: 0, lng: -179.9 }),
      6,
    );
  });
});
