import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

/**
 * The design system stands on its own: nothing under app/ui imports from app/routes (eslint.config.js,
 * no-restricted-imports). Routes use the design system, never the reverse.
 */
const eslint = new ESLint();
const RULE = "no-restricted-imports";

describe("app/ui imports nothing from app/routes", () => {
  // Loading the lint configuration (typescript-eslint and its plugins) takes seconds on a busy machine: once, here.
  beforeAll(() => eslint.calculateConfigForFile("app/x.ts"), 120_000);

  it.each([
    ['import type { LayoutData } from "~/routes/$locale/layout";'],
    ['import { loader } from "~/routes/$locale/home/route";'],
    ['import type { LayoutData } from "../../routes/$locale/layout";'],
  ])("the lint refuses %s", async (code) => {
    const [result] = await eslint.lintText(`${code}\n`, { filePath: "app/ui/site-header/site-header.tsx" });
    expect(result.messages.map((m) => m.ruleId)).toContain(RULE);
  });

  it("the lint lets app/ui import the rest of the app", async () => {
    const code =
      'import { formatNumber } from "~/format/numbers";\nimport type { LayoutData } from "~/layout/layout-data";\n';
    const [result] = await eslint.lintText(code, { filePath: "app/ui/site-header/site-header.tsx" });
    expect(result.messages.filter((m) => m.ruleId === RULE)).toEqual([]);
  });

  it("no file under app/ui does", async () => {
    const results = await eslint.lintFiles(["app/ui"]);
    const offenders = results.filter((r) => r.messages.some((m) => m.ruleId === RULE)).map((r) => r.filePath);
    expect(results.length).toBeGreaterThan(20);
    expect(offenders).toEqual([]);
  }, 120_000);
});
