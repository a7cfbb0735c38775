import type { Product } from "~/domain/catalog/product";
import { foldForSearch } from "~/domain/search/normalize";
import type { SynonymTable } from "~/domain/search/synonyms";
import { matchesText } from "~/domain/search/text-match";

type Labelled = Pick<Product, "productLabel" | "hybridLabel">;

function labelsOf(product: Labelled): string[] {
  return [product.productLabel, product.hybridLabel].filter(
    (l): l is string => typeof l === "string" && l.trim() !== "",
  );
}

/** The search text as applied: trimmed; empty means no search. */
export function normalizeSearch(text: string | null | undefined): string {
  return (text ?? "").trim().slice(0, 100);
}

/**
 * Spec 002 §5: search is a case-insensitive substring match on the product and
 * hybrid labels. Through the one search module's rule (app/domain/search,
 * decision 0035): accents and ñ folded ("raiz" finds "Raíz"), and, where no
 * label holds the text as typed, each word found as a synonym or with one typo
 * ("soya" finds a soja line, "glifozato" finds Glifosato). Labels only.
 */
export function matchesSearch(product: Labelled, text: string, synonyms: SynonymTable = new Map()): boolean {
  return matchesText(labelsOf(product), normalizeSearch(text), synonyms);
}

/**
 * The letter a label is filed under: its first letter or digit, upper-cased,
 * accents folded (Á → A) except the Spanish Ñ, which is a letter of its own.
 */
export function initialOf(label: string): string | null {
  const first = [...label.trim()].find((ch) => /[\p{L}\p{N}]/u.test(ch));
  if (!first) return null;
  const upper = first.toLocaleUpperCase();
  if (upper === "Ñ") return "Ñ";
  return foldForSearch(upper).toLocaleUpperCase();
}

/** Spec 002 §5: a letter matches the start of the product or hybrid label. */
export function matchesLetter(product: Labelled, letter: string | null): boolean {
  if (!letter) return true;
  return labelsOf(product).some((label) => initialOf(label) === letter);
}
