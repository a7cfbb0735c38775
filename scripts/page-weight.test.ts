import { describe, expect, it } from "vitest";

import { assetLinks } from "./page-weight";

describe("assetLinks", () => {
  it("finds stylesheets, module scripts and preloaded modules once each", () => {
    const html = `<link rel="stylesheet" href="/assets/root.css"/><link rel="icon" href="/favicon.ico"/>
      <link rel="modulepreload" href="/assets/a.js"/><link rel="modulepreload" href="/assets/a.js"/>
      <script type="module" src="/assets/entry.js" nonce="x"></script><script nonce="x">inline()</script>`;
    expect(assetLinks(html)).toEqual({ css: ["/assets/root.css"], js: ["/assets/a.js", "/assets/entry.js"] });
  });

  it("counts a preload as served, inert until the page's bootstrap makes it live (decision 0048)", () => {
    const html = '<link data-rel="modulepreload" href="/assets/root.js"/><link rel="icon" href="/favicon.ico"/>';
    expect(assetLinks(html)).toEqual({ css: [], js: ["/assets/root.js"] });
  });
});
