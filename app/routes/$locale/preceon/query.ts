import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";

import {
  CLIMATIC_YEARS,
  PRECEON_DEFAULT_AMOUNT,
  PRECEON_MAX_AMOUNT,
  type PreceonSelection,
  WATER_IN_GROUND,
} from "~/domain/fields/preceon";

/**
 * Preceon's GET form (spec 000 §3, §9). The choices never fail: a farm or
 * field the grower does not have is dropped later (chooseFarmAndField), an
 * unknown climatic year or water level is the default one. The typed figures
 * can: a date that is not a calendar day, or an amount that is not a number
 * above 0 and up to 100 (a decimal comma is read as a point), is an error
 * next to its field, with what the grower typed kept. Messages are i18n keys.
 */
const choices = z.object({
  farm: z.string().trim().optional().catch(undefined),
  field: z.string().trim().optional().catch(undefined),
  climaticYear: z.enum(CLIMATIC_YEARS).catch("neutral"),
  water: z.enum(WATER_IN_GROUND).catch("medium"),
});

const amount = z
  .string()
  .optional()
  .transform((raw, context) => {
    if (raw === undefined) return PRECEON_DEFAULT_AMOUNT;
    const value = Number(raw.trim().replace(",", "."));
    if (Number.isFinite(value) && value > 0 && value <= PRECEON_MAX_AMOUNT) return value;
    context.addIssue({ code: "custom", message: "preceon.amountError" });
    return z.NEVER;
  });

const preceonQuerySchema = choices.extend({
  date: z.iso.date({ error: "preceon.dateError" }).optional(),
  amount,
});

export interface PreceonQuery {
  selection: PreceonSelection;
  /** What the grower typed in the figures, kept to show again. */
  typed: { date: string; amount: string };
  /** The i18n key of each figure's error; a selection with errors is not summarised. */
  errors: { date: string | null; amount: string | null };
}

const typedText = (value: unknown) => (typeof value === "string" ? value : "");

export function readPreceonQuery(params: URLSearchParams): PreceonQuery {
  const submission = parseWithZod(params, { schema: preceonQuerySchema });
  if (submission.status === "success") {
    const v = submission.value;
    return {
      selection: {
        selectedFarm: v.farm ?? null,
        selectedField: v.field ?? null,
        selectedDate: v.date ?? null,
        selectedClimaticYear: v.climaticYear,
        selectedWaterInGround: v.water,
        selectedAmount: v.amount,
      },
      typed: { date: v.date ?? "", amount: String(v.amount) },
      errors: { date: null, amount: null },
    };
  }
  // The choices still stand (they cannot fail); the figures are shown as typed, with their errors.
  const payload = submission.payload;
  const chosen = choices.parse(payload);
  return {
    selection: {
      selectedFarm: chosen.farm ?? null,
      selectedField: chosen.field ?? null,
      selectedDate: null,
      selectedClimaticYear: chosen.climaticYear,
      selectedWaterInGround: chosen.water,
      selectedAmount: PRECEON_DEFAULT_AMOUNT,
    },
    typed: { date: typedText(payload.date), amount: typedText(payload.amount) },
    errors: { date: submission.error?.date?.[0] ?? null, amount: submission.error?.amount?.[0] ?? null },
  };
}

export interface FarmAndField<F> {
  farms: string[];
  farm: string | null;
  inFarm: F[];
  field: F | null;
}

/** The farms of the grower's fields; the farm and field asked for when they exist; the fields the form offers. */
export function chooseFarmAndField<F extends { id: string; location: string }>(
  fields: readonly F[],
  selection: Pick<PreceonSelection, "selectedFarm" | "selectedField">,
): FarmAndField<F> {
  const farms = [...new Set(fields.map((f) => f.location))];
  const farm = selection.selectedFarm && farms.includes(selection.selectedFarm) ? selection.selectedFarm : null;
  const inFarm = fields.filter((f) => !farm || f.location === farm);
  const field = inFarm.find((f) => f.id === selection.selectedField) ?? null;
  return { farms, farm, inFarm, field };
}
