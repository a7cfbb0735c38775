import { PERCENTAGE_FIGURES, type SeedQualityResult } from "~/domain/catalog/seed-quality";
import { formatPercentage } from "~/format/numbers";

/** The order the result sheet lists a lot's fields in (spec 000 §3). */
const ORDER: readonly (keyof SeedQualityResult)[] = [
  "hybrid",
  "grade",
  "germinationPower",
  "recommendedPlate",
  "doubles",
  "failures",
  "pureSeed",
  "dav",
];

const isPercentage = (key: keyof SeedQualityResult): key is (typeof PERCENTAGE_FIGURES)[number] =>
  (PERCENTAGE_FIGURES as readonly string[]).includes(key);

/** A lot's result as the sheet shows it, field by field: its percentages written by the one percentage formatter. */
export function resultRows(locale: string, result: SeedQualityResult): [keyof SeedQualityResult, string][] {
  return ORDER.map((key) => [key, isPercentage(key) ? formatPercentage(locale, result[key]) : result[key]]);
}
