import { describe, expect, it } from "vitest";

import { handOverToBootstrap } from "./script-bootstrap.server";

describe("the page's modules ship inert, for its hashed bootstrap to start (decision 0048)", () => {
  it("turns each modulepreload into a link that fetches nothing and is valid in the body, wherever its attributes are", () => {
    const html =
      '<link rel="modulepreload" href="/assets/root.js"/><link href="/assets/block.js" rel="modulepreload"/>' +
      '<link rel="modulepreload" href="/assets/entry.js" crossorigin="anonymous"/>';
    expect(handOverToBootstrap(html)).toBe(
      '<link rel="dns-prefetch" data-module-preload href="/assets/root.js"/>' +
        '<link href="/assets/block.js" rel="dns-prefetch" data-module-preload/>' +
        '<link rel="dns-prefetch" data-module-preload href="/assets/entry.js" crossorigin="anonymous"/>',
    );
  });

  it("gives the module script a type the browser does not run, without async, and keeps its text as it is", () => {
    const text = 'import * as route0 from "/assets/root.js";\nwindow.__remixRouteModules = {"root":route0};';
    expect(handOverToBootstrap(`<script type="module" async="">${text}</script>`)).toBe(
      `<script type="text/x-inert-module">${text}</script>`,
    );
  });

  it("leaves every other link and script alone, and a document without modules unchanged", () => {
    const html =
      '<link rel="stylesheet" href="/assets/a.css"/><link rel="preload" as="image" href="/hero.avif"/>' +
      '<script type="application/ld+json">{"@type":"Organization"}</script><script>window.x = "type=\\"module\\""</script>' +
      '<a href="/es-ar">Inicio</a>';
    expect(handOverToBootstrap(html)).toBe(html);
  });
});
