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
