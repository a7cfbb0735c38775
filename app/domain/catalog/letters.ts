import type { Product } from "~/domain/catalog/product";
import { textOrder } from "~/domain/text/collation";

import { initialOf } from "./search";

/**
 * The A–Z bar (spec 002 §2 §4 §5). Its letters are the locale's alphabet
 * (Spanish has Ñ: 27 letters) plus any other initial the products use (digits:
 * "2,4-D"). A letter no product starts with is shown disabled. The layout
 * follows the count: up to 27 left-aligned, 28 to 36 spread, more than 36 scroll.
 */
const LATIN = "ABCDEFGHIJKLMNOPQRSTUVWXYZ".split("");

export function alphabetFor(locale: string): string[] {
  if (locale.toLowerCase().startsWith("es")) return [...LATIN.slice(0, 14), "Ñ", ...LATIN.slice(14)];
  return LATIN;
}

export interface LetterEntry {
  letter: string;
  enabled: boolean;
}

/** Every letter of the bar, in order (alphabet, then digits and other initials), with whether any product starts with it. */
export function letterBar(
  products: readonly Pick<Product, "productLabel" | "hybridLabel">[],
  locale: string,
): LetterEntry[] {
  const initials = new Set(
    products
      .flatMap((p) => [p.productLabel, p.hybridLabel])
      .flatMap((label) => (label ? [initialOf(label)] : []))
      .filter((x): x is string => x !== null),
  );
  const alphabet = alphabetFor(locale);
  const extras = [...initials].filter((i) => !alphabet.includes(i)).sort(textOrder(locale, { numeric: true }));
  return [...alphabet, ...extras].map((letter) => ({ letter, enabled: initials.has(letter) }));
}

export type LetterBarLayout = "start" | "spread" | "scroll";

/** Spec 002 §4: up to 27 letters left-aligned, 28 to 36 spread, more than 36 scroll. */
export function letterBarLayout(count: number): LetterBarLayout {
  if (count <= 27) return "start";
  if (count <= 36) return "spread";
  return "scroll";
}

/** A letter from the URL, kept only if the bar has it ("a" → "A"); anything else is no letter. */
export function parseLetter(value: string | null | undefined, locale: string): string | null {
  if (!value) return null;
  const letter = initialOf(value);
  if (!letter || [...value.trim()].length !== 1) return null;
  return alphabetFor(locale).includes(letter) || /^\p{N}$/u.test(letter) ? letter : null;
}
