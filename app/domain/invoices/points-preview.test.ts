import { describe, expect, it } from "vitest";

import { calculatePoints } from "../loyalty/points-calculator";
import { type Member, previewInvoicePoints, type PreviewLine } from "./points-preview";

const member: Member = { channel: "indirect", stars: 3, brands: 2, years: 2 };
const lines: PreviewLine[] = [
  { description: "Semente de milho híbrido", valueCents: 800_000, category: "corn" },
  { description: "Fungicida 5 L", valueCents: 123_456, category: "reais" },
  { description: "Herbicida 20 L", valueCents: 333_333, category: "reais" },
  { description: "Frete", valueCents: 15_000, category: "notEligible" },
];

describe("an invoice's points, by the calculator's rules (issue 32)", () => {
  it.each([
    ["indirect, 3 stars, 2 brands, 2 years", member],
    ["direct, 5 stars, no accelerators", { channel: "direct", stars: 5, brands: 0, years: 0 } as Member],
    ["indirect, 4 stars, 5 brands, 3 years", { channel: "indirect", stars: 4, brands: 5, years: 3 } as Member],
  ])("%s: the calculator's own figure for the same purchase, and lines that add up to it", (_label, who) => {
    const preview = previewInvoicePoints(lines, who);
    const same = calculatePoints({ ...who, reais: 123_456n + 333_333n, corn: 800_000n });
    expect(preview.calculation.points).toBe(same.points);
    expect(preview.lines.reduce((total, line) => total + line.points, 0n)).toBe(same.points);
    expect(preview.lines[3].points).toBe(0n);
  });

  it("corn below the calculator's 800 reais earns nothing, and the other lines take the whole total", () => {
    const preview = previewInvoicePoints(
      [
        { description: "Milho", valueCents: 79_999, category: "corn" },
        { description: "Fungicida", valueCents: 1_000_000, category: "reais" },
      ],
      member,
    );
    expect(preview.lines[0].points).toBe(0n);
    expect(preview.lines[1].points).toBe(preview.calculation.points);
  });

  it("an invoice with nothing eligible earns nothing", () => {
    const preview = previewInvoicePoints(
      [{ description: "Frete", valueCents: 15_000, category: "notEligible" }],
      member,
    );
    expect(preview.calculation.points).toBe(0n);
    expect(preview.lines[0].points).toBe(0n);
  });

  it("the points a rounding leaves go to the largest remainders: three equal lines of 1 point and a third", () => {
    const preview = previewInvoicePoints(
      Array.from({ length: 3 }, (_, i) => ({ description: `P${i}`, valueCents: 26_667, category: "reais" as const })),
      { channel: "indirect", stars: 5, brands: 0, years: 0 },
    );
    // 800.01 reais → 8 units, 8 points; each line 2.67 points: 3 + 3 + 2.
    expect(preview.calculation.points).toBe(8n);
    expect(preview.lines.map((line) => line.points)).toEqual([3n, 3n, 2n]);
  });
});
