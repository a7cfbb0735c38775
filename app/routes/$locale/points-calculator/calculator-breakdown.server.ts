import type { TFunction } from "i18next";

import type { Locale } from "~/countries";
import { hundredthsToDecimal } from "~/domain/loyalty/amount";
import { type Fraction, toExactDecimal } from "~/domain/loyalty/fraction";
import { type Calculation, CORN_DIVISOR, REAIS_PER_UNIT } from "~/domain/loyalty/points-calculator";
import { formatters } from "~/format/loyalty";
import { formatMoney } from "~/format/numbers";

/**
 * The calculator's breakdown in finished text: each part, band, multiplier and bonus with the exact value that
 * produces the total, so the rows never contradict it.
 */

type T = TFunction<"loyalty">;

export const money = (locale: Locale, hundredths: bigint) => formatMoney(locale, hundredthsToDecimal(hundredths));

export interface BreakdownRow {
  factor: string;
  detail: string;
  value: string;
  kind: "part" | "band" | "subtotal" | "multiplier" | "bonus" | "total";
}

export function breakdown(t: T, locale: Locale, calc: Calculation): BreakdownRow[] {
  const f = formatters(locale);
  const units = (value: Fraction) => t("calculator.breakdown.units", { value: f.fraction(value) });
  // The plural follows the value itself: "1 impulso", "0,5 impulso" in pt-BR, "9,99995 impulsos".
  const pts = (value: Fraction) =>
    t("calculator.breakdown.pointsValue", { count: Number(toExactDecimal(value)), value: f.fraction(value) });
  const rows: BreakdownRow[] = [];
  if (calc.input.reais !== null) {
    rows.push({
      factor: t("calculator.breakdown.reais"),
      detail:
        calc.input.channel === "direct"
          ? t("calculator.breakdown.reaisDirect", { amount: money(locale, calc.reais.hundredths) })
          : t("calculator.breakdown.reaisIndirect", {
              amount: money(locale, calc.reais.hundredths),
              divisor: money(locale, BigInt(REAIS_PER_UNIT * 100)),
            }),
      value: units(calc.reais.units),
      kind: "part",
    });
    for (const [index, band] of (calc.reais.bands ?? []).entries()) {
      if (band.hundredths === 0n) continue;
      rows.push({
        factor: t(`calculator.breakdown.band${index + 1}`),
        detail: t("calculator.breakdown.bandDetail", {
          amount: money(locale, band.hundredths),
          rate: f.decimal(band.rate),
        }),
        value: units(band.units),
        kind: "band",
      });
    }
  }
  if (calc.input.corn !== null) {
    rows.push({
      factor: t("calculator.breakdown.corn"),
      detail: calc.corn.belowFloor
        ? t("calculator.breakdown.cornBelow", {
            amount: money(locale, calc.corn.hundredths),
            floor: money(locale, BigInt(CORN_DIVISOR * 100)),
          })
        : t("calculator.breakdown.cornDetail", {
            amount: money(locale, calc.corn.hundredths),
            divisor: money(locale, BigInt(CORN_DIVISOR * 100)),
          }),
      value: units(calc.corn.units),
      kind: "part",
    });
  }
  rows.push({ factor: t("calculator.breakdown.subtotal"), detail: "", value: units(calc.baseUnits), kind: "subtotal" });
  rows.push({
    factor: t("calculator.breakdown.stars", { count: calc.input.stars }),
    detail: t("calculator.breakdown.starsDetail", { multiplier: f.decimal(calc.starMultiplier) }),
    value: pts(calc.basePoints),
    kind: "multiplier",
  });
  // The accelerators' bonuses: the years', then the brands'.
  for (const accelerator of ["years", "brands"] as const) {
    const bonus = calc.bonuses[accelerator];
    rows.push({
      factor: t(`calculator.breakdown.${accelerator}`, { count: calc.input[accelerator] }),
      detail: bonus.percent
        ? t("calculator.breakdown.bonus", { percent: bonus.percent })
        : t("calculator.breakdown.noBonus"),
      value: `+${pts(bonus.points)}`,
      kind: "bonus",
    });
  }
  rows.push({
    factor: t("calculator.breakdown.total"),
    detail: t("calculator.breakdown.totalDetail", { exact: f.fraction(calc.exactPoints) }),
    value: t("points", { count: Number(calc.points), points: f.points(calc.points) }),
    kind: "total",
  });
  return rows;
}
