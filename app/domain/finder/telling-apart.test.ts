import { describe, expect, it } from "vitest";

import { type ContactIdentity, tellingApart } from "./telling-apart";

const contact = (id: string, title: string, town: string, type: string, street: string): ContactIdentity => ({
  id,
  title,
  town,
  type,
  street,
});

// As the demo's Argentine contacts have them (sandbox/data/dealers.ts).
const BOOK = [
  contact("ar-dealer-1", "Pampa del Sur Pergamino", "Pergamino", "dealer", "San Martín 100"),
  contact("ar-dealer-76", "Tierra del Sur Bragado", "Bragado", "dealer", "Mitre 1256"),
  contact("ar-distributor-6", "Tierra del Sur Bragado", "Bragado", "distributor", "Mitre 1774"),
  contact("ar-agronomist-4", "Ing. Agr. Pablo Ruiz", "Azul", "agronomist", "Rivadavia 2279"),
  contact("ar-agronomist-10", "Ing. Agr. Pablo Ruiz", "Azul", "agronomist", "Sarmiento 592"),
  contact("ar-agronomist-6", "Ing. Agr. Pablo Ruiz", "Pehuajó", "agronomist", "Belgrano 10"),
];
const byId = (id: string) => BOOK.find((c) => c.id === id)!;

describe("what tells a contact's page apart", () => {
  it.each([
    ["the only one of its name", "ar-dealer-1", { role: false, street: false }],
    ["the same name in another town", "ar-agronomist-6", { role: false, street: false }],
    ["a dealer beside the co-operative of its name, same town", "ar-dealer-76", { role: true, street: false }],
    ["the co-operative beside that dealer", "ar-distributor-6", { role: true, street: false }],
    ["two advisers of one name in one town, other streets", "ar-agronomist-4", { role: false, street: true }],
  ])("%s", (_case, id, expected) => {
    expect(tellingApart(byId(id), BOOK)).toEqual(expected);
  });

  it("reads names, towns and streets regardless of case and spaces", () => {
    const twice = contact("ar-agronomist-7", "ing. agr. pablo ruiz ", "PEHUAJÓ", "agronomist", "Belgrano 11");
    expect(tellingApart(twice, [...BOOK, twice])).toEqual({ role: false, street: true });
  });

  it("gives every part to one entry listed twice, which nothing tells apart", () => {
    const twice = { ...byId("ar-agronomist-6"), id: "ar-agronomist-7" };
    expect(tellingApart(twice, [...BOOK, twice])).toEqual({ role: true, street: true });
  });

  it("needs nothing in a book of one", () => {
    expect(tellingApart(byId("ar-agronomist-4"), [byId("ar-agronomist-4")])).toEqual({ role: false, street: false });
  });
});
