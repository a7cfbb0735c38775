import { describe, expect, it } from "vitest";

import { assetLinks } from "./page-weight";

describe("assetLinks", () => {
  it("finds stylesheets, module scripts and preloaded modules once each", () => {
    const html = `<link rel="stylesheet" href="/assets/root.css"/><link rel="icon" href="/favicon.ico"/>
      <link rel="modulepreload" href="/assets/a.js"/><link rel="modulepreload" href="/assets/a.js"/>
      <script type="module" src="/assets/entry.js" nonce="x"></script><script nonce="x">inline()</script>`;
    expect(assetLinks(html)).toEqual({ css: ["/assets/root.css"], js: ["/assets/a.js", "/assets/entry.js"] });
  });
});
