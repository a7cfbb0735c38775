import { describe, expect, it } from "vitest";

import { searchHref } from "~/domain/search/query";

import { breadcrumbJsonLd, organizationJsonLd, webSiteJsonLd } from "./schema-org";

const origin = "https://surco.example";
const owner = { name: "Surco", logo: "/icon.svg", home: "/pt-br" };

describe("the schema.org items templates share", () => {
  it("numbers a trail's levels from 1 with absolute items, the page itself without one when it has no address", () => {
    expect(
      breadcrumbJsonLd(origin, [
        { label: "Início", href: "/pt-br" },
        { label: "Artigos", href: "/pt-br/artigos?category=News" },
        { label: "Ferrugem", href: null },
      ]),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Início", item: "https://surco.example/pt-br" },
        {
          "@type": "ListItem",
          position: 2,
          name: "Artigos",
          item: "https://surco.example/pt-br/artigos?category=News",
        },
        { "@type": "ListItem", position: 3, name: "Ferrugem" },
      ],
    });
  });

  it("names the organization with its site and logo", () => {
    expect(organizationJsonLd(origin, owner)).toEqual({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Surco",
      url: "https://surco.example/pt-br",
      logo: "https://surco.example/icon.svg",
    });
  });

  it("gives the site its search as a SearchAction on the search page's own query key", () => {
    expect(webSiteJsonLd(origin, owner, { locale: "pt-BR", search: "/pt-br/busca" })).toEqual({
      "@context": "https://schema.org",
      "@type": "WebSite",
      name: "Surco",
      url: "https://surco.example/pt-br",
      inLanguage: "pt-BR",
      potentialAction: {
        "@type": "SearchAction",
        target: { "@type": "EntryPoint", urlTemplate: "https://surco.example/pt-br/busca?q={search_term_string}" },
        "query-input": "required name=search_term_string",
      },
    });
  });

  it("fills its template as the search page's own form does", () => {
    const { potentialAction } = webSiteJsonLd(origin, owner, { locale: "pt-BR", search: "/pt-br/busca" });
    expect(potentialAction?.target.urlTemplate.replace("{search_term_string}", "soja")).toBe(
      `${origin}${searchHref("/pt-br/busca", { q: "soja" })}`,
    );
  });

  it("names a site without a search page, with no action", () => {
    expect(webSiteJsonLd(origin, owner, { locale: "pt-BR", search: null })).not.toHaveProperty("potentialAction");
  });
});
