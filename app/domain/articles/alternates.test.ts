import { describe, expect, it } from "vitest";

import { articleSitemapEntries, translationsOf } from "./alternates";

const all = [
  { locale: "pt-BR", translationId: "rust", slug: "ferrugem-da-soja" },
  { locale: "es-AR", translationId: "rust", slug: "roya-de-la-soja" },
  { locale: "en-US", translationId: "rust", slug: "soybean-rust" },
  { locale: "es-AR", translationId: "only-ar", slug: "solo-aca" },
  { locale: "xx-XX", translationId: "rust", slug: "nowhere" },
];
const hrefOf = (locale: string, slug: string) =>
  locale === "xx-XX" ? null : `/${locale.toLowerCase()}/articles/${slug}`;

describe("sitemap alternates: the translations that exist", () => {
  it("lists each of the locale's articles with its translations, itself included", () => {
    expect(articleSitemapEntries("es-AR", all, hrefOf)).toEqual([
      {
        loc: "/es-ar/articles/roya-de-la-soja",
        alternates: [
          { locale: "pt-BR", href: "/pt-br/articles/ferrugem-da-soja" },
          { locale: "es-AR", href: "/es-ar/articles/roya-de-la-soja" },
          { locale: "en-US", href: "/en-us/articles/soybean-rust" },
        ],
      },
      { loc: "/es-ar/articles/solo-aca", alternates: [{ locale: "es-AR", href: "/es-ar/articles/solo-aca" }] },
    ]);
  });
  it("lists nothing for a locale without the section", () => {
    expect(articleSitemapEntries("xx-XX", all, hrefOf)).toEqual([]);
  });
  it("finds an article's translations, the current locale's first", () => {
    expect(translationsOf("rust", all, "en-US").map((t) => t.locale)).toEqual(["en-US", "pt-BR", "es-AR", "xx-XX"]);
  });
});
