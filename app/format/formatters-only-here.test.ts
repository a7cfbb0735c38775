import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

/**
 * The lint keeps Intl formatters in app/format (eslint.config.js, no-restricted-syntax): a number or date written
 * anywhere else would drift from the one the other pages, the CSVs and the tests read.
 */
const eslint = new ESLint();

async function complaints(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === "no-restricted-syntax").map((m) => m.message);
}

describe("Intl formatters are built only in app/format", () => {
  // Loading the lint configuration (typescript-eslint and its plugins) takes seconds on a busy machine: once, here.
  beforeAll(() => eslint.calculateConfigForFile("app/x.ts"), 120_000);

  it.each([
    ['export const f = new Intl.NumberFormat("es-AR").format(1);'],
    ['export const f = Intl.DateTimeFormat("es-AR").format(new Date());'],
    ['export const f = new Intl.RelativeTimeFormat("es-AR").format(-1, "day");'],
    ['export const f = new Date().toLocaleDateString("es-AR");'],
    ["export const f = (1234).toLocaleString();"],
  ])("refuses %s outside it", async (code) => {
    for (const file of ["app/routes/$locale/home/view.ts", "app/ui/card/card.tsx", "server/app.ts"]) {
      expect(await complaints(file, code)).toEqual([expect.stringContaining("app/format")]);
    }
  });

  it("allows it in app/format, and what is not formatting anywhere", async () => {
    expect(await complaints("app/format/x.ts", 'export const f = new Intl.NumberFormat("es-AR");')).toEqual([]);
    expect(await complaints("app/domain/x.ts", 'export const up = "ñ".toLocaleUpperCase("es-AR");')).toEqual([]);
  });
});
