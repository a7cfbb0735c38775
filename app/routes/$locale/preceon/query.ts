import { z } from "zod";

import {
  CLIMATIC_YEARS,
  PRECEON_DEFAULT_AMOUNT,
  PRECEON_MAX_AMOUNT,
  type PreceonSelection,
  WATER_IN_GROUND,
} from "~/domain/fields/preceon";
import { readQuery, typed } from "~/forms/read-query";

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

export function readPreceonQuery(params: URLSearchParams): PreceonQuery {
  // The choices cannot fail; a figure in error is read as absent, and shown as typed with its message.
  const { value: v, errors, reply } = readQuery(params, preceonQuerySchema);
  const date = errors.date?.[0] ?? null;
  const amount = errors.amount?.[0] ?? null;
  return {
    selection: {
      selectedFarm: v.farm ?? null,
      selectedField: v.field ?? null,
      selectedDate: v.date ?? null,
      selectedClimaticYear: v.climaticYear,
      selectedWaterInGround: v.water,
      selectedAmount: v.amount,
    },
    typed: {
      date: date ? typed(reply, "date") : (v.date ?? ""),
      amount: amount ? typed(reply, "amount") : String(v.amount),
    },
    errors: { date, amount },
  };
}

export interface FarmAndField<F> {
  farms: string[];
  farm: string | null;
  inFarm: F[];
  field: F | null;
  /**
   * The field asked for is the grower's but in another farm than the one chosen (the farm was changed and the
   * form sent before a field of it was picked): the farm wins, and the form says why no field is chosen.
   */
  outsideFarm: boolean;
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
  const outsideFarm = field === null && fields.some((f) => f.id === selection.selectedField);
  return { farms, farm, inFarm, field, outsideFarm };
}
