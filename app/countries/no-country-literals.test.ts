import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

import ts from "typescript";
import { describe, expect, it } from "vitest";

import { COUNTRY_CODES, type Locale, LOCALES } from "./index";

/**
 * A country is configuration (decisions 2 and 21): outside app/countries no
 * code names a country. A rule that differs by country is a field of
 * `CountryConfig` read through a lookup (`countryOf(locale).catalog`), never
 * `code === "AR"`, `locale !== "pt-br"` or a table keyed by country, so a new
 * country needs no code. This check reads the real configs, so it knows every
 * country's code and every locale's tag as soon as they are listed.
 *
 * Flagged: a string, template or object key that is a country's code ("AR",
 * "us"), or that holds a locale's tag or URL prefix ("es-AR", "/pt-br/...").
 * Comments may name them. Not scanned: app/countries itself, tests, test
 * support and fixtures, and the sandbox (it plays each country's upstreams).
 */
const SCANNED = ["app", "server", "server.ts"];
const EXEMPT = [
  /^app\/countries\//,
  /\.test\.tsx?$/,
  /test-support/,
  /(^|\/)test-fixtures\//,
  // "br" there is HTTP's name for brotli, not Brazil (Content-Encoding).
  /^server\/encoding\.ts$/,
];

function sourceFiles(entry: string): string[] {
  if (!statSync(entry).isDirectory()) return [entry];
  return readdirSync(entry).flatMap((name) => sourceFiles(path.join(entry, name)));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The literals of a file that name one of these countries or locales, as "line: text". */
function countryLiterals(
  source: string,
  fileName: string,
  known: { codes: readonly string[]; locales: readonly Locale[] },
): string[] {
  const codes = new Set(known.codes.map((code) => code.toLowerCase()));
  // A tag or prefix anywhere in a text, as long as it is not part of a longer word ("es-ar" in "/es-ar/contacto").
  const tag = new RegExp(`(?<![\\w-])(${known.locales.map(escape).join("|")})(?![\\w-])`, "i");
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const check = (node: ts.Node, text: string) => {
    if (codes.has(text.trim().toLowerCase()) || tag.test(text))
      found.push(`${file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1}: ${text}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node)) check(node, node.text);
    else if (ts.isIdentifier(node) && ts.isPropertyAssignment(node.parent) && node.parent.name === node)
      check(node, node.text);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe("no country named outside app/countries", () => {
  const known = { codes: COUNTRY_CODES, locales: LOCALES };

  it("the scanner finds codes, tags, prefixes and keyed tables, and skips comments and longer words", () => {
    const scan = (source: string) => countryLiterals(source, "x.ts", known).map((hit) => hit.replace(/^\d+: /, ""));
    expect(scan(`if (country.code === "AR") go();`)).toEqual(["AR"]);
    expect(scan(`const us = locale.toLowerCase().includes("us");`)).toEqual(["us"]);
    expect(scan(`return locale !== 'pt-br';`)).toEqual(["pt-br"]);
    expect(scan("const a = `/es-ar/${path}`;")).toEqual(["/es-ar/"]);
    expect(scan(`const SETTINGS = { BR: 1, "US": 2 };`)).toEqual(["BR", "US"]);
    expect(scan(`new Intl.NumberFormat("en-US");`)).toEqual(["en-US"]);
    expect(scan(`// Argentina ("AR") forces the reset button.\nconst n = countryOf(locale).code;`)).toEqual([]);
    expect(scan(`const currency = "ARS"; const s = "es-ARG"; const t = "x-es-us"; const u = "BRAND";`)).toEqual([]);
  });

  const files = SCANNED.flatMap((entry) => sourceFiles(path.resolve(entry)))
    .map((file) => path.relative(process.cwd(), file).split(path.sep).join("/"))
    .filter((file) => /\.tsx?$/.test(file) && !EXEMPT.some((pattern) => pattern.test(file)));

  it("covers the code outside app/countries", () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files).toContain("server.ts");
  });

  it.each(files)("%s", (file) => {
    expect(countryLiterals(readFileSync(file, "utf8"), file, known)).toEqual([]);
  });
});
