import { describe, expect, it } from "vitest";

import { articleJsonLd, breadcrumbJsonLd, organizationJsonLd } from "./json-ld";

const origin = "https://surco.example";
const publisher = { name: "Surco", logo: "/icon.svg", home: "/pt-br" };
const article = {
  headline: "Manejo da ferrugem",
  description: "Como reconhecer cedo.",
  published: "2026-11-02T00:00:00-03:00",
  author: "Ana Souza",
  image: "/media/ferrugem-share.abc123.jpg",
  path: "/pt-br/artigos/manejo-da-ferrugem",
  locale: "pt-BR",
  tags: ["soja", "doencas"],
  category: "Article",
};

describe("article JSON-LD", () => {
  it("is an Article with absolute addresses, its author and publisher", () => {
    expect(articleJsonLd(origin, article, publisher)).toEqual({
      "@context": "https://schema.org",
      "@type": "Article",
      headline: "Manejo da ferrugem",
      description: "Como reconhecer cedo.",
      datePublished: "2026-11-02T00:00:00-03:00",
      inLanguage: "pt-BR",
      keywords: "soja, doencas",
      author: { "@type": "Person", name: "Ana Souza" },
      publisher: {
        "@type": "Organization",
        name: "Surco",
        url: "https://surco.example/pt-br",
        logo: "https://surco.example/icon.svg",
      },
      mainEntityOfPage: "https://surco.example/pt-br/artigos/manejo-da-ferrugem",
      image: ["https://surco.example/media/ferrugem-share.abc123.jpg"],
    });
  });
  it("is a NewsArticle for news, and has no image when the article has none", () => {
    const news = articleJsonLd(origin, { ...article, category: "News", image: null }, publisher);
    expect(news["@type"]).toBe("NewsArticle");
    expect(news).not.toHaveProperty("image");
  });
});

describe("breadcrumb and organization JSON-LD", () => {
  it("numbers the levels from 1 with absolute items", () => {
    expect(
      breadcrumbJsonLd(origin, [
        { label: "Início", href: "/pt-br" },
        { label: "Artigos", href: "/pt-br/artigos" },
      ]),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Início", item: "https://surco.example/pt-br" },
        { "@type": "ListItem", position: 2, name: "Artigos", item: "https://surco.example/pt-br/artigos" },
      ],
    });
  });
  it("names the organization with its site and logo", () => {
    expect(organizationJsonLd(origin, publisher)).toEqual({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Surco",
      url: "https://surco.example/pt-br",
      logo: "https://surco.example/icon.svg",
    });
  });
});
