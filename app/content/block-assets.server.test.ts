import { describe, expect, it } from "vitest";

import { blockAssetsFrom, type ClientManifest } from "./block-assets.server";
import type { BlockKind } from "./block-schemas";

/** A client manifest shaped like Vite's: two kinds sharing a chunk, one kind without CSS. */
const manifest: ClientManifest = {
  "app/content/block-imports.ts": { file: "assets/block-imports-1.js", imports: ["_preload.js"] },
  "_preload.js": { file: "assets/preload-2.js" },
  "_card.js": { file: "assets/card-3.js", css: ["assets/card-3.css"] },
  "app/content/blocks/hero/hero.tsx": { file: "assets/hero-4.js", css: ["assets/hero-4.css"], imports: ["_card.js"] },
  "app/content/blocks/carousel/carousel.tsx": {
    file: "assets/carousel-5.js",
    css: ["assets/carousel-5.css"],
    imports: ["_card.js"],
  },
  "app/content/blocks/faq/faq.tsx": { file: "assets/faq-6.js" },
};
const browserKinds = new Set<BlockKind>(["carousel"]);
const runsInBrowser = (kind: BlockKind) => browserKinds.has(kind);

describe("blockAssetsFrom", () => {
  it("links every kind's stylesheets and those of what it imports, each once", () => {
    const { styles } = blockAssetsFrom(manifest, ["hero", "carousel", "hero"], runsInBrowser);
    expect(styles).toEqual(["/assets/hero-4.css", "/assets/card-3.css", "/assets/carousel-5.css"]);
  });

  it("preloads no module when every kind keeps its server HTML", () => {
    expect(blockAssetsFrom(manifest, ["hero", "faq"], runsInBrowser).modules).toEqual([]);
  });

  it("preloads the modules of browser kinds, their imports, and the table of imports", () => {
    const { modules } = blockAssetsFrom(manifest, ["hero", "carousel"], runsInBrowser);
    expect(modules).toEqual([
      "/assets/carousel-5.js",
      "/assets/card-3.js",
      "/assets/block-imports-1.js",
      "/assets/preload-2.js",
    ]);
  });

  it("a kind missing from the build contributes nothing; the base prefixes every address", () => {
    expect(blockAssetsFrom(manifest, ["promo"], runsInBrowser)).toEqual({ styles: [], modules: [] });
    expect(blockAssetsFrom(manifest, ["faq", "carousel"], runsInBrowser, "/cdn/").styles).toEqual([
      "/cdn/assets/carousel-5.css",
      "/cdn/assets/card-3.css",
    ]);
  });
});
