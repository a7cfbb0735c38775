import { describe, expect, it } from "vitest";

import type { BlockAssets } from "./block-props";
import type { Block, BlockKind } from "./block-schemas";
import { pageAssets } from "./page-lead.server";

/** A build where each kind has its own stylesheet, all share the theme's, and the weather runs in the browser. */
const built = (kinds: BlockKind[]): BlockAssets => ({
  styles: [...new Set(kinds.flatMap((kind) => [`/assets/${kind}.css`, "/assets/theme.css"]))],
  modules: kinds.includes("weather") ? ["/assets/weather.js"] : [],
});
const image = { src: "/media/hero-field-sunrise", alt: "A field at sunrise", width: 1920, height: 1080 };
const hero: Block = { kind: "hero", title: "Title", headingLevel: 1, image };
const tools = { kind: "tools", title: "Tools", items: [] } as unknown as Block;
const weather = { kind: "weather", title: "Weather" } as unknown as Block;

describe("pageAssets (decision 0045: what the first paint needs goes to the head)", () => {
  it("gives the first block's styles to the head and links only the others in the body", () => {
    const { lead, assets } = pageAssets([hero, tools, weather], built);
    expect(lead.styles).toEqual(["/assets/hero.css", "/assets/theme.css"]);
    expect(assets.styles).toEqual(["/assets/tools.css", "/assets/weather.css"]);
    expect(assets.modules).toEqual(["/assets/weather.js"]);
  });

  it("preloads the picture of a hero that opens the page, and of no other kind", () => {
    const opened = pageAssets([hero, tools], built).lead.images;
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatchObject({ rel: "preload", as: "image", fetchpriority: "high" });
    expect(opened[0]!.imageSrcSet).toContain("/media/hero-field-dawn-960.");
    expect(pageAssets([tools, hero], built).lead).toEqual({
      styles: ["/assets/tools.css", "/assets/theme.css"],
      images: [],
    });
  });

  it("has nothing to lead a page without blocks", () => {
    expect(pageAssets([], built)).toEqual({ assets: { styles: [], modules: [] }, lead: { styles: [], images: [] } });
  });
});
