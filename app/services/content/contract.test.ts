import { describe, expect, it } from "vitest";

import { ARTICLES, PAGES } from "../../../sandbox/data/content";
import { article, INVALID_BLOCK, page } from "./contract";

const hero = {
  kind: "hero",
  title: "Campaña",
  image: { src: "/media/hero-a", alt: "Un lote", width: 1600, height: 900 },
};
const valid = { locale: "es-AR", path: "/campana", title: "Campaña", description: "Todo", blocks: [hero] };

describe("content contract", () => {
  it("parses a page and its blocks", () => {
    const parsed = page.parse(valid);
    expect(parsed.blocks).toEqual([{ ...hero, headingLevel: 2 }]);
  });

  it("keeps a page whose one block is broken or unknown, marking those blocks invalid (the page degrades, not fails)", () => {
    const parsed = page.parse({
      ...valid,
      blocks: [{ kind: "carousel-3d", slides: [] }, { ...hero, title: "" }, hero, "nonsense"],
    });
    expect(parsed.blocks.map((block) => block.kind)).toEqual([INVALID_BLOCK, INVALID_BLOCK, "hero", INVALID_BLOCK]);
    expect(parsed.blocks[0]).toMatchObject({ was: "carousel-3d" });
  });

  it("rejects a page whose own fields break the contract", () => {
    expect(page.safeParse({ ...valid, title: undefined }).success).toBe(false);
    expect(page.safeParse({ ...valid, path: "/Campaña/" }).success).toBe(false);
    expect(page.safeParse({ ...valid, locale: "es" }).success).toBe(false);
    expect(page.safeParse({ ...valid, blocks: "hero" }).success).toBe(false);
  });

  it("takes images only from /media, with an intrinsic size", () => {
    const withImage = (image: object) => page.parse({ ...valid, blocks: [{ ...hero, image }] }).blocks[0]!.kind;
    expect(withImage({ src: "https://cdn.example/a.jpg", alt: "", width: 1, height: 1 })).toBe(INVALID_BLOCK);
    expect(withImage({ src: "/media/a", alt: "", width: 0, height: 1 })).toBe(INVALID_BLOCK);
    expect(withImage({ src: "/media/a", alt: "", width: 10, height: 10 })).toBe("hero");
  });

  it("every page and article the sandbox publishes keeps the contract, with no invalid block", () => {
    for (const published of PAGES) {
      const parsed = page.parse(published);
      expect(
        parsed.blocks.filter((block) => block.kind === INVALID_BLOCK),
        `${published.locale} ${published.path}`,
      ).toEqual([]);
    }
    for (const { daysAgo: _, ...published } of ARTICLES) {
      expect(article.safeParse({ ...published, date: "2026-01-02" }).success, published.id).toBe(true);
    }
  });

  it("publishes a home and about six articles in every shipped locale", () => {
    for (const locale of ["es-AR", "pt-BR", "en-US", "es-US"]) {
      expect(
        PAGES.some((p) => p.locale === locale && p.path === "/"),
        locale,
      ).toBe(true);
      expect(ARTICLES.filter((a) => a.locale === locale).length, locale).toBeGreaterThanOrEqual(6);
    }
  });
});
