import { z } from "zod";

import { numberMarks } from "~/format/numbers";

import { type AmountReading, readAmount } from "./amount";
import {
  ACCELERATOR_BRANDS,
  ACCELERATOR_YEARS,
  type AcceleratorBrands,
  type AcceleratorYears,
  calculatePoints,
  type Calculation,
  type Channel,
  CHANNELS,
  STAR_CATEGORIES,
  type StarCategory,
} from "./points-calculator";

/**
 * The Impulso points calculator's form (spec 001 §4 §5): its parameters as one GET form, the visitor's defaults, the
 * amounts read the locale's way and flagged when they do not hold, and what the calculator shows.
 */

type AmountError = "empty" | "too-long" | "invalid";

export interface CalculatorDefaults {
  channel: Channel;
  stars: StarCategory;
  brands: AcceleratorBrands;
  years: AcceleratorYears;
}

/** The calculator's defaults for a visitor: the member's own, or the first category, indirect, no accelerators. */
export function calculatorDefaults(
  member: { stars: number; accountType: Channel; acceleratorMix: number; acceleratorFrequency: number } | null,
): CalculatorDefaults {
  if (!member) return { channel: "indirect", stars: 1, brands: 0, years: 0 };
  return {
    channel: member.accountType,
    stars: pick(STAR_CATEGORIES, member.stars) ?? 1,
    brands: pick(ACCELERATOR_BRANDS, member.acceleratorMix) ?? 0,
    years: pick(ACCELERATOR_YEARS, member.acceleratorFrequency) ?? 0,
  };
}

/** One of the allowed numbers (a number, or its digits), or null. */
function pick<T extends number>(allowed: readonly T[], value: unknown): T | null {
  const n = typeof value === "number" ? value : typeof value === "string" && /^\d+$/.test(value) ? Number(value) : NaN;
  return (allowed as readonly number[]).includes(n) ? (n as T) : null;
}

export const CALCULATOR_PARAMS = ["channel", "stars", "reais", "corn", "brands", "years", "intent"] as const;

/** An amount's messages: i18n keys of the loyalty namespace. */
const AMOUNT_ERRORS: Readonly<Record<AmountError, string>> = {
  empty: "calculator.errors.empty",
  "too-long": "calculator.errors.too-long",
  invalid: "calculator.errors.invalid",
};

/** The calculator's form as read from its URL, before the visitor's defaults fill what it leaves out. */
export interface CalculatorFields {
  channel: Channel | null;
  stars: StarCategory | null;
  brands: AcceleratorBrands | null;
  years: AcceleratorYears | null;
  reaisText: string;
  cornText: string;
  intent: "calculate" | "clear" | null;
  /** The amounts (hundredths, null when not filled) once `calculate` was asked and they hold. */
  amounts: { reais: bigint | null; corn: bigint | null } | null;
}

const setting = <T extends number>(allowed: readonly T[]) =>
  z
    .string()
    .optional()
    .transform((value) => pick(allowed, value));

/** The calculator's parameters (the calculator page adds its catalogue search's to them). */
export const calculatorParams = {
  channel: z
    .string()
    .optional()
    .transform((value) => CHANNELS.find((channel) => channel === value) ?? null),
  stars: setting(STAR_CATEGORIES),
  brands: setting(ACCELERATOR_BRANDS),
  years: setting(ACCELERATOR_YEARS),
  reais: z.string().optional(),
  corn: z.string().optional(),
  intent: z
    .string()
    .optional()
    .transform((value) => (value === "calculate" || value === "clear" ? value : null)),
};

type CalculatorParams = z.output<z.ZodObject<typeof calculatorParams>>;

/**
 * The calculator's fields from its parameters. `intent=calculate` reads the
 * amounts, but only when reais or corn is filled (spec 001 §4): otherwise
 * both empty inputs are flagged. An amount of more than 23 digits, or one that
 * is not a number in the locale's format, is flagged too (an issue on its
 * field, with an i18n key for message) and nothing is computed.
 */
export function calculatorFieldsOf(
  params: CalculatorParams,
  locale: string,
  context: z.RefinementCtx,
): CalculatorFields {
  const fields: CalculatorFields = {
    channel: params.channel,
    stars: params.stars,
    brands: params.brands,
    years: params.years,
    reaisText: params.reais ?? "",
    cornText: params.corn ?? "",
    intent: params.intent,
    amounts: null,
  };
  if (params.intent !== "calculate") return fields;
  const marks = numberMarks(locale);
  const readings = { reais: readAmount(fields.reaisText, marks), corn: readAmount(fields.cornText, marks) };
  const flag = (path: "reais" | "corn", error: AmountError) =>
    context.addIssue({ code: "custom", path: [path], message: AMOUNT_ERRORS[error] });
  for (const path of ["reais", "corn"] as const) {
    const { kind } = readings[path];
    if (kind === "too-long" || kind === "invalid") flag(path, kind);
  }
  if (readings.reais.kind === "empty" && readings.corn.kind === "empty") {
    flag("reais", "empty");
    flag("corn", "empty");
  }
  const value = (reading: AmountReading) => (reading.kind === "ok" ? reading.hundredths : null);
  return { ...fields, amounts: { reais: value(readings.reais), corn: value(readings.corn) } };
}

/** The calculator alone as one GET form (the page's own schema adds the catalogue search). */
export const calculatorSchema = (locale: string) =>
  z.object(calculatorParams).transform((params, context) => calculatorFieldsOf(params, locale, context));

/** When the amounts do not hold, the calculator is read again without its intent: as typed, nothing calculated. */
export const CALCULATE_ONLY = ["intent"] as const;

export type CalculatorState =
  | { kind: "clear"; input: CalculatorDefaults; reaisText: string; cornText: string }
  | {
      kind: "invalid";
      input: CalculatorDefaults;
      reaisText: string;
      cornText: string;
      /** i18n keys, by field. */
      errors: { reais?: string; corn?: string };
    }
  | { kind: "result"; input: CalculatorDefaults; reaisText: string; cornText: string; calculation: Calculation };

/**
 * What the calculator shows: the settings fall back to the visitor's defaults
 * (an unknown value too); flagged amounts show their messages and compute
 * nothing; amounts that hold compute the points.
 */
export function calculatorState(
  fields: CalculatorFields,
  defaults: CalculatorDefaults,
  errors: Readonly<Record<string, readonly string[]>>,
): CalculatorState {
  const input: CalculatorDefaults = {
    channel: fields.channel ?? defaults.channel,
    stars: fields.stars ?? defaults.stars,
    brands: fields.brands ?? defaults.brands,
    years: fields.years ?? defaults.years,
  };
  const { reaisText, cornText } = fields;
  const reais = errors.reais?.[0];
  const corn = errors.corn?.[0];
  if (reais || corn) {
    return { kind: "invalid", input, reaisText, cornText, errors: { ...(reais && { reais }), ...(corn && { corn }) } };
  }
  if (!fields.amounts) return { kind: "clear", input, reaisText, cornText };
  return { kind: "result", input, reaisText, cornText, calculation: calculatePoints({ ...input, ...fields.amounts }) };
}
