import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * The browser never translates: every text a component shows comes in as a
 * prop or loader data. So no .tsx file here may hold literal words in JSX:
 * neither text between tags nor in the attributes people read or hear.
 */
const ROOTS = ["app"];
const READ_ATTRIBUTES = new Set(["aria-label", "aria-description", "title", "alt", "placeholder", "value", "label"]);

function tsxFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return tsxFiles(full);
    return full.endsWith(".tsx") && !full.endsWith(".test.tsx") ? [full] : [];
  });
}

/** Literal words in a file's JSX, as "line: text". */
export function literalTexts(source: string, fileName = "x.tsx"): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) =>
    found.push(`${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${text.trim()}`);
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && /\p{L}/u.test(node.text)) report(node, node.text);
    if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText(file)) && node.initializer) {
      const init = node.initializer;
      if (ts.isStringLiteral(init) && /\p{L}/u.test(init.text)) report(node, init.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe("no hard-coded user-facing text in JSX", () => {
  it("the scanner finds text between tags and in read attributes, and ignores expressions", () => {
    expect(literalTexts(`const a = <p>Hello</p>;`)).toEqual(["1: Hello"]);
    expect(literalTexts(`const a = <img alt="A field" />;`)).toEqual(["1: A field"]);
    expect(literalTexts(`const a = <p title={t}>{label} {"★"}</p>;`)).toEqual([]);
    expect(literalTexts(`const a = <input type="hidden" name="locale" />;`)).toEqual([]);
  });

  const files = ROOTS.flatMap((root) => tsxFiles(path.resolve(root)));
  it("covers the components", () => {
    expect(files.length).toBeGreaterThan(10);
  });
  it.each(files.map((f) => [path.relative(process.cwd(), f)]))("%s", (file) => {
    expect(literalTexts(readFileSync(file, "utf8"), file)).toEqual([]);
  });
});
