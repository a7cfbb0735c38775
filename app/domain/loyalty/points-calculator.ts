import { z } from "zod";

import { numberMarks } from "~/format/numbers";

import { type AmountReading, readAmount } from "./amount";
import { add, floor, type Fraction, fraction, scale, ZERO } from "./fraction";

/**
 * The Impulso points calculator (spec 001 §4 §5 §9), as tables and pure
 * functions. Amounts are hundredths (BigInt); every step is exact and only the
 * final points are rounded down. The direct channel's function for the reais
 * part is ours (the spec gives its constants, not its shape): see
 * docs/decisions/0009-impulso-direct-channel-formula.md.
 *
 *   reais units   indirect: reais ÷ 100
 *                 direct:   Σ over the volume bands of (the part of the amount in the band) × band rate ÷ 100
 *   corn units    corn value ÷ 800, or 0 below 800
 *   base points   (reais units + corn units) × star multiplier
 *   points        ⌊ base points × (100 % + years bonus % + brands bonus %) ⌋
 */

export const CHANNELS = ["direct", "indirect"] as const;
export type Channel = (typeof CHANNELS)[number];

export const STAR_CATEGORIES = [1, 2, 3, 4, 5] as const;
export type StarCategory = (typeof STAR_CATEGORIES)[number];

/** Reais per point unit (spec 001 §9). */
export const REAIS_PER_UNIT = 100;
/** Corn divisor: reais of corn per point unit; a value below it gives nothing (spec 001 §9). */
export const CORN_DIVISOR = 800;

/** Multiplier by star category (spec 001 §9). */
export const STAR_MULTIPLIERS: Readonly<Record<StarCategory, number>> = { 1: 0.5, 2: 0.5, 3: 0.5, 4: 0.75, 5: 1 };

/**
 * Direct channel volume bands (spec 001 §9): up to 5 million reais 0.25, 5 to 15
 * million 0.5, 15 to 30 million 0.75, above 30 million 1. Boundaries in
 * hundredths: 0, 5e8, 15e8, 3e9.
 */
export const DIRECT_VOLUME_BANDS: readonly { fromHundredths: bigint; toHundredths: bigint | null; rate: number }[] = [
  { fromHundredths: 0n, toHundredths: 500_000_000n, rate: 0.25 },
  { fromHundredths: 500_000_000n, toHundredths: 1_500_000_000n, rate: 0.5 },
  { fromHundredths: 1_500_000_000n, toHundredths: 3_000_000_000n, rate: 0.75 },
  { fromHundredths: 3_000_000_000n, toHundredths: null, rate: 1 },
];

/** Accelerators (spec 001 §9): brands 0–5, years 0–3. */
export const ACCELERATOR_BRANDS = [0, 1, 2, 3, 4, 5] as const;
export const ACCELERATOR_YEARS = [0, 1, 2, 3] as const;
export type AcceleratorBrands = (typeof ACCELERATOR_BRANDS)[number];
export type AcceleratorYears = (typeof ACCELERATOR_YEARS)[number];

/** Bonus in percent by years of accelerator: 2 years +20 %, 3 years +30 % (spec 001 §9). */
export const YEARS_BONUS_PERCENT: Readonly<Record<AcceleratorYears, number>> = { 0: 0, 1: 0, 2: 20, 3: 30 };
/** Bonus in percent by brands of accelerator: 5 brands +20 % (spec 001 §9). */
export const BRANDS_BONUS_PERCENT: Readonly<Record<AcceleratorBrands, number>> = {
  0: 0,
  1: 0,
  2: 0,
  3: 0,
  4: 0,
  5: 20,
};

const HUNDREDTHS = 100n;
const UNIT_HUNDREDTHS = BigInt(REAIS_PER_UNIT) * HUNDREDTHS;
const CORN_HUNDREDTHS = BigInt(CORN_DIVISOR) * HUNDREDTHS;

/** A decimal rate as an exact fraction: 0.25 → 1/4, 0.75 → 3/4. */
const exact = (rate: number): Fraction => fraction(BigInt(Math.round(rate * 100)), 100n);

export interface BandSlice {
  fromHundredths: bigint;
  toHundredths: bigint | null;
  rate: number;
  /** The part of the amount that falls in this band. */
  hundredths: bigint;
  units: Fraction;
}

export interface CalculatorInput {
  channel: Channel;
  stars: StarCategory;
  /** Purchases in reais, hundredths; null when not filled. */
  reais: bigint | null;
  /** Purchases of corn (its value), hundredths; null when not filled. */
  corn: bigint | null;
  brands: AcceleratorBrands;
  years: AcceleratorYears;
}

export interface Calculation {
  input: CalculatorInput;
  reais: { hundredths: bigint; units: Fraction; bands: BandSlice[] | null; points: Fraction };
  corn: { hundredths: bigint; units: Fraction; belowFloor: boolean; points: Fraction };
  baseUnits: Fraction;
  starMultiplier: number;
  /** Base units × star multiplier. */
  basePoints: Fraction;
  bonuses: { years: { percent: number; points: Fraction }; brands: { percent: number; points: Fraction } };
  bonusPercent: number;
  exactPoints: Fraction;
  /** What the grower earns: rounded down to whole points. */
  points: bigint;
}

/** The direct channel's reais part, band by band: each slice of the amount at its own band's rate. */
export function directBandSlices(hundredths: bigint): BandSlice[] {
  return DIRECT_VOLUME_BANDS.map((band) => {
    const ceiling = band.toHundredths === null || hundredths < band.toHundredths ? hundredths : band.toHundredths;
    const part = ceiling > band.fromHundredths ? ceiling - band.fromHundredths : 0n;
    return { ...band, hundredths: part, units: scale(exact(band.rate), part, UNIT_HUNDREDTHS) };
  });
}

/** Point units of the reais purchases in a channel (before stars and bonuses). */
export function reaisUnits(channel: Channel, hundredths: bigint): Fraction {
  if (channel === "indirect") return fraction(hundredths, UNIT_HUNDREDTHS);
  return directBandSlices(hundredths).reduce((sum, slice) => add(sum, slice.units), ZERO);
}

/** Point units of the corn purchases: value ÷ 800, or nothing below 800. */
export function cornUnits(hundredths: bigint): Fraction {
  return hundredths < CORN_HUNDREDTHS ? ZERO : fraction(hundredths, CORN_HUNDREDTHS);
}

/** Total bonus in percent: the years' and the brands' bonuses add up (3 years and 5 brands: +50 %). */
export function bonusPercent(brands: AcceleratorBrands, years: AcceleratorYears): number {
  return YEARS_BONUS_PERCENT[years] + BRANDS_BONUS_PERCENT[brands];
}

export function calculatePoints(input: CalculatorInput): Calculation {
  const reaisHundredths = input.reais ?? 0n;
  const cornHundredths = input.corn ?? 0n;
  const star = exact(STAR_MULTIPLIERS[input.stars]);
  const reais = reaisUnits(input.channel, reaisHundredths);
  const corn = cornUnits(cornHundredths);
  const baseUnits = add(reais, corn);
  const basePoints = scale(baseUnits, star.n, star.d);
  const yearsPercent = YEARS_BONUS_PERCENT[input.years];
  const brandsPercent = BRANDS_BONUS_PERCENT[input.brands];
  const total = yearsPercent + brandsPercent;
  const exactPoints = scale(basePoints, BigInt(100 + total), 100n);
  return {
    input,
    reais: {
      hundredths: reaisHundredths,
      units: reais,
      bands: input.channel === "direct" ? directBandSlices(reaisHundredths) : null,
      points: scale(reais, star.n, star.d),
    },
    corn: {
      hundredths: cornHundredths,
      units: corn,
      belowFloor: cornHundredths > 0n && cornHundredths < CORN_HUNDREDTHS,
      points: scale(corn, star.n, star.d),
    },
    baseUnits,
    starMultiplier: STAR_MULTIPLIERS[input.stars],
    basePoints,
    bonuses: {
      years: { percent: yearsPercent, points: scale(basePoints, BigInt(yearsPercent), 100n) },
      brands: { percent: brandsPercent, points: scale(basePoints, BigInt(brandsPercent), 100n) },
    },
    bonusPercent: total,
    exactPoints,
    points: floor(exactPoints),
  };
}

// ── Reading the form ─────────────────────────────────────────────────────────

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
