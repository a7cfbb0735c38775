import { describe, expect, it } from "vitest";

import { articleJsonLd, articlePageJsonLd } from "./json-ld";

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

describe("an article page's JSON-LD", () => {
  it("is the article, its trail and its publisher, in that order", () => {
    const trail = [
      { label: "Início", href: "/pt-br" },
      { label: "Manejo da ferrugem", href: "/pt-br/artigos/manejo-da-ferrugem" },
    ];
    expect(articlePageJsonLd(origin, article, publisher, trail).map((item) => item["@type"])).toEqual([
      "Article",
      "BreadcrumbList",
      "Organization",
    ]);
  });
});
