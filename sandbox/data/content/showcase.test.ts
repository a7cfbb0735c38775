import { describe, expect, it } from "vitest";

import { page } from "../../../app/services/content/contract";
import { PAGES } from "./index";
import { SHOWCASE_PAGES } from "./showcase";

describe("the planting-guide showcase", () => {
  it("is published in every locale", () => {
    expect(SHOWCASE_PAGES.map((p) => p.locale).sort()).toEqual(["en-US", "es-AR", "es-US", "pt-BR"]);
    for (const showcase of SHOWCASE_PAGES) expect(PAGES).toContain(showcase);
  });

  it.each(SHOWCASE_PAGES.map((p) => [p.locale, p] as const))("%s: every block keeps the contract", (_, showcase) => {
    const parsed = page.parse(showcase);
    expect(parsed.blocks.filter((block) => block.kind === "invalid")).toEqual([]);
    expect(parsed.blocks).toHaveLength(showcase.blocks.length);
  });

  it("crosses each limit, so the browser tests see the cuts", () => {
    for (const showcase of SHOWCASE_PAGES) {
      const kinds = Object.fromEntries(showcase.blocks.map((block) => [block.kind, block]));
      expect((kinds["promo-list"] as { items: unknown[] }).items.length).toBeGreaterThan(8);
      expect((kinds["category-cards"] as { cards: unknown[] }).cards.length).toBeGreaterThan(10);
      expect((kinds["solution-by-crop"] as { crops: unknown[] }).crops.length).toBeGreaterThan(14);
      expect((kinds["content-grid"] as { cards: unknown[] }).cards.length).toBe(20);
    }
  });
});
