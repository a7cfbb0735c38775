import { describe, expect, it } from "vitest";

import type { Contact } from "~/services/dealers/contract";

import { localBusinessJsonLd } from "./local-business";

const contact: Contact = {
  id: "br-dealer-1",
  type: "dealer",
  country: "BR",
  title: "Agro Forte Rio Verde",
  description: "Revenda de sementes",
  badge: null,
  logo: null,
  street: "Av. Goiás, 120",
  town: "Rio Verde",
  region: "GO",
  postcode: "75901-000",
  position: "-17.79 -50.92",
  phone: "+55 (64) 3621-1234",
  whatsApp: null,
  email: "contato@agroforte.example",
  website: "agroforte.example",
  hours: null,
  facets: {},
};
const defaults = {
  hours: { firstDay: "mon", lastDay: "sat", opens: 7, closes: 19 },
  tollFree: "0800",
  whatsApp: "",
  email: "",
} as const;

describe("a dealer page's LocalBusiness JSON-LD", () => {
  it("describes the business, its address, position and contacts", () => {
    const ld = localBusinessJsonLd(
      contact,
      { lat: -17.79, lng: -50.92 },
      defaults,
      "https://surco.example/pt-br/revendas/br-dealer-1",
    );
    expect(ld).toEqual({
      "@context": "https://schema.org",
      "@type": "LocalBusiness",
      "@id": "https://surco.example/pt-br/revendas/br-dealer-1",
      url: "https://surco.example/pt-br/revendas/br-dealer-1",
      name: "Agro Forte Rio Verde",
      description: "Revenda de sementes",
      address: {
        "@type": "PostalAddress",
        streetAddress: "Av. Goiás, 120",
        addressLocality: "Rio Verde",
        addressRegion: "GO",
        postalCode: "75901-000",
        addressCountry: "BR",
      },
      geo: { "@type": "GeoCoordinates", latitude: -17.79, longitude: -50.92 },
      telephone: "+55 (64) 3621-1234",
      email: "contato@agroforte.example",
      sameAs: ["https://agroforte.example"],
      // Spec 002 §9: the default hours, Monday to Saturday 7h to 19h.
      openingHours: "Mo-Sa 07:00-19:00",
    });
  });

  it("leaves out what the contact lacks, and hours of its own (free text)", () => {
    const ld = localBusinessJsonLd(
      { ...contact, phone: null, email: null, website: null, hours: "Seg a sex" },
      null,
      defaults,
      "u",
    );
    expect(ld).not.toHaveProperty("telephone");
    expect(ld).not.toHaveProperty("geo");
    expect(ld).not.toHaveProperty("openingHours");
    expect(ld).not.toHaveProperty("sameAs");
  });
});
