import { add, floor, type Fraction, fraction, scale, ZERO } from "../loyalty/fraction";
import {
  type AcceleratorBrands,
  type AcceleratorYears,
  calculatePoints,
  type Calculation,
  type Channel,
  cornUnits,
  reaisUnits,
  type StarCategory,
} from "../loyalty/points-calculator";

/**
 * What an invoice should earn (issue 32), by the points calculator's own rules (spec 001 §4 §9): the invoice's
 * eligible purchases are one calculation, corn seed at its divisor and the rest in reais, the member's channel,
 * stars and accelerators applied once. Each product is then shown its part of that calculation, in whole points
 * that add up to the total (the largest remainders take the points the rounding left), so the lines and the total
 * on the page reconcile.
 */
type LineCategory = "corn" | "reais" | "notEligible";

export interface PreviewLine {
  description: string;
  valueCents: number;
  category: LineCategory;
}

export interface Member {
  channel: Channel;
  stars: StarCategory;
  brands: AcceleratorBrands;
  years: AcceleratorYears;
}

export interface InvoicePreview {
  calculation: Calculation;
  lines: (PreviewLine & { points: bigint })[];
}

const sumOf = (lines: readonly PreviewLine[], category: LineCategory) =>
  lines.filter((line) => line.category === category).reduce((total, line) => total + BigInt(line.valueCents), 0n);

export function previewInvoicePoints(lines: readonly PreviewLine[], member: Member): InvoicePreview {
  const reais = sumOf(lines, "reais");
  const corn = sumOf(lines, "corn");
  const calculation = calculatePoints({ ...member, reais, corn });
  // Each part's units, shared among its lines by value (the direct channel's bands apply to the invoice's whole
  // reais amount, so a line's part is its share of that amount's units).
  const partUnits: Record<LineCategory, Fraction> = {
    reais: reaisUnits(member.channel, reais),
    corn: cornUnits(corn),
    notEligible: ZERO,
  };
  const partTotals: Record<LineCategory, bigint> = { reais, corn, notEligible: 0n };
  const base = calculation.baseUnits;
  const shares = lines.map((line) => {
    const total = partTotals[line.category];
    if (base.n === 0n || total === 0n) return ZERO;
    const lineUnits = scale(partUnits[line.category], BigInt(line.valueCents), total);
    // The line's units over all units, of the exact points.
    return scale(calculation.exactPoints, lineUnits.n * base.d, lineUnits.d * base.n);
  });
  const whole = shares.map(floor);
  let left = calculation.points - whole.reduce((total, points) => total + points, 0n);
  const byRemainder = shares
    .map((share, index) => ({ index, remainder: add(share, fraction(-whole[index])) }))
    .sort((a, b) => {
      const larger = b.remainder.n * a.remainder.d - a.remainder.n * b.remainder.d;
      return larger === 0n ? a.index - b.index : larger > 0n ? 1 : -1;
    });
  for (const { index } of byRemainder) {
    if (left <= 0n) break;
    if (shares[index].n === 0n) continue;
    whole[index] += 1n;
    left -= 1n;
  }
  return { calculation, lines: lines.map((line, index) => ({ ...line, points: whole[index] })) };
}
