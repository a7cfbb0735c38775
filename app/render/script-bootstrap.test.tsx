// @vitest-environment jsdom
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { NonceProvider } from "~/nonce";

import { ScriptBootstrap } from "./script-bootstrap";
import { handOverToBootstrap } from "./script-bootstrap.server";

describe("the bootstrap starts what the server shipped inert (decision 0048)", () => {
  it("inserts a live preload per inert one and a live module script with the same text, at the end of the head", () => {
    const moduleText = 'import * as route0 from "/assets/root.js";';
    document.head.innerHTML = '<meta charset="utf-8">';
    document.body.innerHTML = handOverToBootstrap(
      '<link rel="modulepreload" href="/assets/root.js"/><link rel="modulepreload" href="/assets/route.js"/>' +
        `<script type="module" async="">${moduleText}</script>`,
    );
    const html = renderToString(
      <NonceProvider value="marker">
        <ScriptBootstrap />
      </NonceProvider>,
    );
    const bootstrap = /<script nonce="marker">([\s\S]*)<\/script>/.exec(html)?.[1];
    expect(bootstrap).toBeTruthy();
    new Function(bootstrap!)();

    const added = [...document.head.children].slice(1);
    expect(added.map((element) => element.outerHTML)).toEqual([
      `<link rel="modulepreload" href="${location.origin}/assets/root.js">`,
      `<link rel="modulepreload" href="${location.origin}/assets/route.js">`,
      `<script type="module">${moduleText}</script>`,
    ]);
    // Nothing live is left in the body, where React hydrates Remix's elements.
    expect(document.body.querySelectorAll('link[rel="modulepreload"], script[type="module"]')).toHaveLength(0);
  });
});
