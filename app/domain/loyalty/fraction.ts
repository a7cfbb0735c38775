/**
 * Exact non-negative fractions of BigInts, so the calculator never rounds
 * until the very end (spec 001 §5: amounts up to 23 digits).
 */
export interface Fraction {
  n: bigint;
  /** Always positive. */
  d: bigint;
}

const gcd = (a: bigint, b: bigint): bigint => {
  let x = a < 0n ? -a : a;
  let y = b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x === 0n ? 1n : x;
};

export function fraction(n: bigint, d: bigint = 1n): Fraction {
  if (d <= 0n) throw new RangeError("a fraction's denominator must be positive");
  const g = gcd(n, d);
  return { n: n / g, d: d / g };
}

export const ZERO: Fraction = { n: 0n, d: 1n };

export const add = (a: Fraction, b: Fraction): Fraction => fraction(a.n * b.d + b.n * a.d, a.d * b.d);
export const scale = (a: Fraction, num: bigint, den: bigint = 1n): Fraction => fraction(a.n * num, a.d * den);

/** Rounded down to a whole number (the fractions here are never negative). */
export const floor = (a: Fraction): bigint => a.n / a.d;

/** A plain decimal string with `places` decimals, rounded half up: {n: 1, d: 3} → "0.33". */
export function toDecimal(a: Fraction, places = 2): string {
  const factor = 10n ** BigInt(places);
  const scaled = (a.n * factor * 2n + a.d) / (2n * a.d);
  if (places === 0) return scaled.toString();
  const text = scaled.toString().padStart(places + 1, "0");
  return `${text.slice(0, -places)}.${text.slice(-places)}`;
}

/**
 * How many decimals write a fraction exactly: its denominator's factors of 2
 * and 5. Null when no number of decimals does (a third): the calculator's
 * fractions never are, its divisors and rates are all made of 2s and 5s.
 */
function exactPlaces(a: Fraction): number | null {
  let d = a.d;
  let twos = 0;
  let fives = 0;
  while (d % 2n === 0n) {
    d /= 2n;
    twos++;
  }
  while (d % 5n === 0n) {
    d /= 5n;
    fives++;
  }
  return d === 1n ? Math.max(twos, fives) : null;
}

/** A plain decimal string with every decimal it needs: {n: 199999, d: 20000} → "9.99995"; a repeating one is cut (rounded down) at `fallback` places. */
export function toExactDecimal(a: Fraction, fallback = 6): string {
  const places = exactPlaces(a) ?? fallback;
  const factor = 10n ** BigInt(places);
  const scaled = (a.n * factor) / a.d;
  if (places === 0) return scaled.toString();
  const text = scaled.toString().padStart(places + 1, "0");
  return `${text.slice(0, -places)}.${text.slice(-places)}`;
}
