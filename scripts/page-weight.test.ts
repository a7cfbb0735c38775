import { describe, expect, it } from "vitest";

import { INERT_MODULE, INERT_PRELOAD } from "../app/render/script-bootstrap";
import { assetLinks } from "./page-weight";

describe("assetLinks", () => {
  it("finds stylesheets, module scripts and preloaded modules once each", () => {
    const html = `<link rel="stylesheet" href="/assets/root.css"/><link rel="icon" href="/favicon.ico"/>
      <link rel="modulepreload" href="/assets/a.js"/><link rel="modulepreload" href="/assets/a.js"/>
      <script type="module" src="/assets/entry.js" nonce="x"></script><script nonce="x">inline()</script>`;
    expect(assetLinks(html)).toEqual({ css: ["/assets/root.css"], js: ["/assets/a.js", "/assets/entry.js"] });
  });

  it("counts what is served inert as loaded: the bootstrap makes it live (decision 0048, issue 27)", () => {
    const html = `<link ${INERT_PRELOAD} href="/assets/root.js"/><link rel="icon" href="/favicon.ico"/>
      <link rel="dns-prefetch" href="https://tiles.example"/>
      <script ${INERT_MODULE}>;
import * as route0 from "/assets/root.js";
import * as route1 from "/assets/route-a.js";
window.__remixManifest = { "entry": { "module": "/assets/entry.client.js", "imports": ["/assets/unlisted.js"] } };
import("/assets/entry.client.js");</script>`;
    expect(assetLinks(html)).toEqual({
      css: [],
      js: ["/assets/root.js", "/assets/route-a.js", "/assets/entry.client.js"],
    });
  });
});
