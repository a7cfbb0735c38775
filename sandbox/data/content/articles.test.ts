import { describe, expect, it } from "vitest";

import { SAMPLE_ARTICLES } from "../../../app/articles/sample-articles";
import { LOCALES, sectionPath } from "../../../app/countries";
import { ARTICLES } from "./articles";

describe("the demo articles", () => {
  it.each(LOCALES)("%s publishes at least 24, each with tags, a category, an author and a body", (locale) => {
    const own = ARTICLES.filter((a) => a.locale === locale);
    expect(own.length).toBeGreaterThanOrEqual(24);
    for (const article of own) {
      expect(article.tags.length).toBeGreaterThan(0);
      expect(article.categories.length).toBeGreaterThan(0);
      expect(article.author.name).not.toBe("");
      expect(article.body.length).toBeGreaterThan(0);
    }
    expect(new Set(own.map((a) => a.slug)).size).toBe(own.length);
    expect(new Set(own.map((a) => a.pageCategory))).toEqual(new Set(["News", "Article"]));
  });

  it("publishes each translation in every locale, and the editors' picks exist there", () => {
    const idsOf = (locale: string) => new Set(ARTICLES.filter((a) => a.locale === locale).map((a) => a.translationId));
    for (const locale of LOCALES) expect(idsOf(locale)).toEqual(idsOf(LOCALES[0]!));
    for (const article of ARTICLES) {
      for (const slug of article.related ?? []) {
        expect(ARTICLES.some((a) => a.locale === article.locale && a.slug === slug)).toBe(true);
      }
    }
  });

  it.each(LOCALES)("%s: the bundled sample list has 20 articles, each still published at its path", (locale) => {
    const samples = SAMPLE_ARTICLES[locale] ?? [];
    expect(samples).toHaveLength(20);
    for (const sample of samples) {
      const [, section, slug] = sample.path.split("/");
      expect(section).toBe(sectionPath(locale, "article"));
      expect(ARTICLES.some((a) => a.locale === locale && a.slug === slug)).toBe(true);
    }
  });
});
