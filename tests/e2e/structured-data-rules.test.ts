import { describe, expect, it } from "vitest";

import { structuredDataFaults, urlsIn } from "./structured-data-rules";

const CONTEXT = "https://schema.org";
const faultsOf = (item: Record<string, unknown>) =>
  structuredDataFaults(JSON.stringify({ "@context": CONTEXT, ...item }));

/** One complete item of each type, as the site publishes them; each row below takes one property away. */
const COMPLETE: Record<string, Record<string, unknown>> = {
  Article: {
    "@type": "Article",
    headline: "Helada tardía",
    image: ["https://surco.example/media/frost-share.jpg"],
    datePublished: "2026-11-20T00:00:00-03:00",
    author: { "@type": "Person", name: "Ana" },
  },
  BreadcrumbList: {
    "@type": "BreadcrumbList",
    itemListElement: [
      { "@type": "ListItem", position: 1, name: "Catálogo", item: "https://surco.example/es-ar/catalogo" },
      { "@type": "ListItem", position: 2, name: "Soja X" },
    ],
  },
  Organization: {
    "@type": "Organization",
    name: "Surco",
    url: "https://surco.example/es-ar",
    logo: "https://surco.example/icon.svg",
  },
  WebSite: {
    "@type": "WebSite",
    name: "Surco",
    url: "https://surco.example/es-ar",
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: "https://surco.example/es-ar/buscar?q={search_term_string}" },
      "query-input": "required name=search_term_string",
    },
  },
  VideoObject: {
    "@type": "VideoObject",
    name: "Muestreo de suelo",
    description: "Cuántas submuestras tomar",
    thumbnailUrl: "https://surco.example/media/soil-share.jpg",
    uploadDate: "2026-10-03T00:00:00-03:00",
    embedUrl: "https://www.youtube-nocookie.com/embed/Sv1dXq2mA0k",
    duration: "PT1M35S",
  },
  LocalBusiness: {
    "@type": "LocalBusiness",
    name: "Pampa del Sur",
    url: "https://surco.example/es-ar/distribuidores/ar-dealer-1",
    address: { "@type": "PostalAddress", streetAddress: "Mitre 1", addressLocality: "Bragado", addressCountry: "AR" },
  },
  FAQPage: {
    "@type": "FAQPage",
    mainEntity: [{ "@type": "Question", name: "¿Cuándo?", acceptedAnswer: { "@type": "Answer", text: "En octubre." } }],
  },
  ItemPage: {
    "@type": "ItemPage",
    name: "Soja X",
    url: "https://surco.example/es-ar/d/soja-x",
    about: { "@type": "Thing", name: "Soja X" },
  },
};

describe("the table of required properties", () => {
  it("passes a complete item of every type the site publishes", () => {
    for (const item of Object.values(COMPLETE)) expect(faultsOf(item), String(item["@type"])).toEqual([]);
  });

  it.each([
    ["Article", "image"],
    ["Article", "datePublished"],
    ["Article", "author"],
    ["BreadcrumbList", "itemListElement"],
    ["Organization", "logo"],
    ["WebSite", "name"],
    ["VideoObject", "thumbnailUrl"],
    ["VideoObject", "uploadDate"],
    ["VideoObject", "embedUrl"],
    ["LocalBusiness", "address"],
    ["FAQPage", "mainEntity"],
    ["ItemPage", "about"],
  ])("finds a %s without its %s", (type, property) => {
    const { [property]: _left, ...rest } = COMPLETE[type]!;
    expect(faultsOf(rest).length, `${type} without ${property}`).toBeGreaterThan(0);
  });

  it("reads a WebSite's search: its template names the term, and says the term is required", () => {
    const action = COMPLETE.WebSite!.potentialAction as Record<string, unknown>;
    const withAction = (potentialAction: unknown) => faultsOf({ ...COMPLETE.WebSite, potentialAction });
    expect(withAction({ ...action, target: "https://surco.example/es-ar/buscar?q=" })).toHaveLength(1);
    expect(withAction({ ...action, "query-input": undefined })).toEqual(["WebSite: SearchAction query-input missing"]);
    const { potentialAction: _none, ...siteName } = COMPLETE.WebSite!;
    expect(faultsOf(siteName)).toEqual([]);
  });

  it("wants dates with their time and zone, and absolute addresses", () => {
    expect(faultsOf({ ...COMPLETE.Article, datePublished: "2026-11-20" })).toEqual([
      "Article: datePublished without time and zone: 2026-11-20",
    ]);
    expect(faultsOf({ ...COMPLETE.Organization, logo: "/icon.svg" })).toEqual([
      "Organization: logo not an absolute URL: /icon.svg",
    ]);
  });

  it("numbers the crumbs from 1 and lets only the last one go without its address", () => {
    const [first, last] = COMPLETE.BreadcrumbList!.itemListElement as Record<string, unknown>[];
    expect(faultsOf({ "@type": "BreadcrumbList", itemListElement: [{ ...first, position: 0 }, last] })).toEqual([
      "BreadcrumbList: item 1 has position 0",
    ]);
    expect(
      faultsOf({
        "@type": "BreadcrumbList",
        itemListElement: [
          { ...last, position: 1 },
          { ...first, position: 2 },
        ],
      }),
    ).toEqual(["BreadcrumbList: item 1: item missing"]);
  });

  it("refuses a Product with nothing Google shows it by, and an offer without a price", () => {
    expect(faultsOf({ "@type": "Product", name: "Soja X" })).toEqual([
      "Product: none of offers, review or aggregateRating",
    ]);
    expect(
      faultsOf({ "@type": "Product", name: "Soja X", offers: { "@type": "Offer", availability: "InStock" } }),
    ).toEqual(["Product: an offer without a price"]);
  });

  it("refuses a block that does not parse, another context and a type not in the table", () => {
    expect(structuredDataFaults("{")[0]).toMatch(/^does not parse/);
    expect(structuredDataFaults(JSON.stringify({ "@context": "http://schema.org", "@type": "Thing" }))).toEqual([
      "@context is not https://schema.org",
    ]);
    expect(faultsOf({ "@type": "Recipe", name: "Locro" })).toEqual([
      "@type Recipe is not in the table of required properties",
    ]);
  });

  it("reads the members of a @graph as items", () => {
    const graph = JSON.stringify({ "@context": CONTEXT, "@graph": [COMPLETE.Organization, { "@type": "WebSite" }] });
    expect(structuredDataFaults(graph)[0]).toMatch(/^WebSite: /);
  });
});

describe("urlsIn", () => {
  it("finds every absolute address at any depth, not the context and not relative paths", () => {
    expect(
      urlsIn({
        "@context": CONTEXT,
        url: "https://a.example/x",
        logo: "/icon.svg",
        list: [{ item: "http://b.example" }],
      }),
    ).toEqual(["https://a.example/x", "http://b.example"]);
  });
});
