import { createHash } from "node:crypto";

import { describe, expect, it } from "vitest";

import { sealInlineScripts } from "./inline-script-hashes.server";

const MARKER = "m4rk-er_1";
const sha = (text: string) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;

describe("inline scripts are allowed by their hashes, and the marker never ships", () => {
  it("hashes each marked script's exact text (UTF-8) and removes the marker", () => {
    const first = 'window.__remixContext = {"a":"día"};';
    const second = 'import "/assets/entry.js";';
    const html = `<head></head><body><script nonce="${MARKER}">${first}</script><script nonce="${MARKER}" type="module" async="">${second}</script></body>`;
    const { html: sealed, scriptHashes } = sealInlineScripts(html, MARKER);
    expect(scriptHashes).toEqual([sha(first), sha(second)]);
    expect(sealed).toBe(
      `<head></head><body><script>${first}</script><script type="module" async="">${second}</script></body>`,
    );
    expect(sealed).not.toContain("nonce");
  });

  it("never allows a script without the marker (one injected through content), and leaves it as it is", () => {
    const html = `<p>x</p><script>alert(1)</script><script nonce="guess">alert(2)</script>`;
    expect(sealInlineScripts(html, MARKER)).toEqual({ html, scriptHashes: [] });
  });

  it("a page without scripts has no hashes (its CSP allows no script at all)", () => {
    expect(sealInlineScripts("<main>hola</main>", MARKER).scriptHashes).toEqual([]);
  });

  it("the same script twice is one hash; whitespace counts, as the browser counts it", () => {
    const html = `<script nonce="${MARKER}">a()</script><script nonce="${MARKER}">a()</script><script nonce="${MARKER}"> a()</script>`;
    expect(sealInlineScripts(html, MARKER).scriptHashes).toEqual([sha("a()"), sha(" a()")]);
  });

  it("strips the marker from any other element that carried it by mistake", () => {
    const { html } = sealInlineScripts(`<link rel="modulepreload" href="/a.js" nonce="${MARKER}"/>`, MARKER);
    expect(html).toBe('<link rel="modulepreload" href="/a.js"/>');
  });

  it("two renders of one page with different markers seal to the same body", () => {
    const render = (marker: string) => `<script nonce="${marker}">boot()</script><p>x</p>`;
    expect(sealInlineScripts(render("one"), "one")).toEqual(sealInlineScripts(render("two"), "two"));
  });
});
