import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * User-facing text comes from the locales, never from a component: this scans
 * every .tsx file for JSX text with letters, and for literal text in the
 * attributes people read (alt, title, aria-label, placeholder).
 */
const appDir = path.resolve(__dirname, "..");

function tsxFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return tsxFiles(full);
    return full.endsWith(".tsx") && !full.endsWith(".test.tsx") ? [full] : [];
  });
}

// Text between a closing ">" and the next "<" or "{", holding a letter, on JSX lines.
const JSX_TEXT = />\s*([^<>{}=;()]*\p{L}[^<>{}=;()]*?)\s*</gu;
const READ_ATTRIBUTES = /\b(alt|title|aria-label|placeholder)="([^"]*\p{L}[^"]*)"/gu;
// Deliberate exceptions: the brand mark is a proper noun drawn as text; the root error page's last resort.
const ALLOWED = new Set(["Surco"]);

describe("no hard-coded user-facing text", () => {
  const files = tsxFiles(appDir);
  it("finds the components", () => {
    expect(files.length).toBeGreaterThan(5);
  });
  for (const file of files) {
    it(path.relative(appDir, file), () => {
      const source = readFileSync(file, "utf8")
        .split("\n")
        .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line) && !/^\s*(import|export type|type|interface)\b/.test(line))
        .join("\n");
      const found = [
        ...[...source.matchAll(JSX_TEXT)].map((m) => m[1].trim()),
        ...[...source.matchAll(READ_ATTRIBUTES)].map((m) => m[2].trim()),
      ].filter((text) => text && !ALLOWED.has(text) && !/^[\s\W\d]*$/u.test(text) && !/=>|&&|\|\|/.test(text));
      expect(found).toEqual([]);
    });
  }
});
