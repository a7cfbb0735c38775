import { describe, expect, it } from "vitest";

import { scriptFailures, unexpectedScripts } from "./script-check";

const ldJson = '<script type="application/ld+json">{"@type":"Article"}</script>';
const registration = '<script id="sw-register">navigator.serviceWorker.register("/sw.js")</script>';
const weight = (html: number, css: number) => ({ path: "/x", status: 200, html, css, js: 0 });

describe("unexpectedScripts", () => {
  it("lets JSON-LD through: data, never run", () => {
    expect(unexpectedScripts(`<head>${ldJson}${ldJson}</head>`, { light: false })).toEqual([]);
  });

  it("finds Remix's runtime: its module script, its inline scripts and its module preloads", () => {
    const html =
      '<link rel="modulepreload" href="/assets/entry.client.js"/><script nonce="n">window.__remixContext = {}</script>' +
      '<script nonce="n" type="module" async="">import "/assets/entry.client.js"</script>';
    expect(unexpectedScripts(html, { light: false })).toEqual([
      '<script nonce="n">',
      '<script nonce="n" type="module" async="">',
      '<link rel="modulepreload" href="/assets/entry.client.js"/>',
    ]);
  });

  it("finds them as served, too: inert until the page's bootstrap starts them (decision 0048)", () => {
    const html =
      '<link data-rel="modulepreload" href="/assets/root.js"/>' +
      '<script type="text/x-inert-module" async="">import "/assets/root.js"</script>';
    expect(unexpectedScripts(html, { light: false })).toEqual([
      '<script type="text/x-inert-module" async="">',
      '<link data-rel="modulepreload" href="/assets/root.js"/>',
    ]);
  });

  it("allows exactly one service worker registration outside light mode, and none in it", () => {
    expect(unexpectedScripts(registration, { light: false })).toEqual([]);
    expect(unexpectedScripts(`${registration}${registration}`, { light: false })).toEqual([
      '<script id="sw-register">',
    ]);
    expect(unexpectedScripts(registration, { light: true })).toEqual(['<script id="sw-register">']);
  });

  it("is not fooled by letter case or a script of another type", () => {
    expect(unexpectedScripts('<SCRIPT src="/a.js"></SCRIPT>', { light: false })).toEqual(['<SCRIPT src="/a.js">']);
    expect(unexpectedScripts('<script type="text/javascript">x()</script>', { light: false })).toHaveLength(1);
  });
});

describe("scriptFailures", () => {
  it("passes a light page without scripts within 14 KB", () => {
    expect(scriptFailures("/es-ar (light)", ldJson, weight(10_000, 4_000), true)).toEqual([]);
  });

  it("fails a light page over 14 KB of HTML+CSS, and any page with a script", () => {
    expect(scriptFailures("/es-ar (light)", "", weight(10_000, 5_000), true)).toEqual([
      "/es-ar (light) HTML+CSS 14.6 KB > 14.0 KB",
    ]);
    expect(scriptFailures("/es-ar", '<script src="/a.js"></script>', weight(1, 1), false)[0]).toMatch(
      /^\/es-ar ships scripts it declares none of/,
    );
  });

  it("does not hold a page outside light mode to the light budget", () => {
    expect(scriptFailures("/es-ar", "", weight(20_000, 20_000), false)).toEqual([]);
  });
});
