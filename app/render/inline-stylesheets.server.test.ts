import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { inlineStylesheets, readBuiltStylesheet } from "./inline-stylesheets.server";

const FILES: Record<string, string> = {
  "/assets/root-A.css": "body{margin:0}",
  "/assets/theme-B.css": ":root{--green:#1f5f3a}",
  "/assets/hero-C.css": ".hero{display:grid}",
  "/assets/tools-D.css": ".tools{gap:1rem}",
};
const read = (href: string) => FILES[href];
const link = (href: string) => `<link rel="stylesheet" href="${href}"/>`;
const sha = (text: string) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;

describe("a page that does not hydrate carries its styles inline", () => {
  it("puts every known stylesheet, head and body, into one <style> at the end of the head, in cascade order", () => {
    const html =
      `<html><head><meta charSet="utf-8"/>${link("/assets/root-A.css")}${link("/assets/theme-B.css")}` +
      `<link rel="canonical" href="/es-ar"/></head><body><main>${link("/assets/tools-D.css")}<p>hola</p></main></body></html>`;
    const css = "body{margin:0}\n:root{--green:#1f5f3a}\n.tools{gap:1rem}";
    expect(inlineStylesheets(html, read)).toEqual({
      html:
        `<html><head><meta charSet="utf-8"/><link rel="canonical" href="/es-ar"/><style>${css}</style></head>` +
        "<body><main><p>hola</p></main></body></html>",
      styleHashes: [sha(css)],
    });
  });

  it("counts a file linked twice where it was linked last, the copy whose rules win", () => {
    const html = `<head>${link("/assets/theme-B.css")}${link("/assets/hero-C.css")}${link("/assets/theme-B.css")}</head>`;
    const { html: out } = inlineStylesheets(html, read);
    expect(out).toBe("<head><style>.hero{display:grid}\n:root{--green:#1f5f3a}</style></head>");
  });

  it("inlines nothing when one link cannot be read (the dev server's modules): the cascade would change", () => {
    const html = `<head>${link("/assets/root-A.css")}${link("/app/ui/global.css")}${link("/assets/hero-C.css")}</head>`;
    expect(inlineStylesheets(html, read)).toEqual({ html, styleHashes: [] });
  });

  it("leaves a page that hydrates as it is: React reconciles its head's links", () => {
    const html = `<head>${link("/assets/root-A.css")}</head><body><script type="module" async="">import("/a.js")</script></body>`;
    expect(inlineStylesheets(html, read)).toEqual({ html, styleHashes: [] });
  });

  it("has nothing to allow when the page links no stylesheet, or has no head to put them in", () => {
    const fragment = `${link("/assets/root-A.css")}<p>hola</p>`;
    expect(inlineStylesheets(fragment, read)).toEqual({ html: fragment, styleHashes: [] });
    expect(inlineStylesheets("<head></head><body>hola</body>", read)).toEqual({
      html: "<head></head><body>hola</body>",
      styleHashes: [],
    });
  });
});

describe("the built stylesheets it reads", () => {
  const cwd = process.cwd();
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "surco-css-"));
    mkdirSync(path.join(dir, "build/client/assets"), { recursive: true });
    const write = (name: string, text: string) => writeFileSync(path.join(dir, "build/client/assets", name), text);
    write("ok-1.css", ".a{background:url(data:image/svg+xml,x)}\n");
    write("rooted-1.css", '.a{background:url("/media/x.avif")}');
    write("relative-1.css", ".a{background:url(./x.png)}");
    write("closing-1.css", '.a::after{content:"</style>"}');
    process.chdir(dir);
  });
  afterEach(() => process.chdir(cwd));

  it("reads a fingerprinted file of the client build, without its trailing newline", () => {
    expect(readBuiltStylesheet("/assets/ok-1.css")).toBe(".a{background:url(data:image/svg+xml,x)}");
    expect(readBuiltStylesheet("/assets/rooted-1.css")).toBe('.a{background:url("/media/x.avif")}');
  });

  it("refuses what would change meaning inline, what is not ours, and what is missing", () => {
    expect(readBuiltStylesheet("/assets/relative-1.css")).toBeUndefined();
    expect(readBuiltStylesheet("/assets/closing-1.css")).toBeUndefined();
    expect(readBuiltStylesheet("/assets/../../package.json")).toBeUndefined();
    expect(readBuiltStylesheet("/assets/missing-1.css")).toBeUndefined();
    expect(readBuiltStylesheet("/elsewhere/ok-1.css")).toBeUndefined();
  });
});
