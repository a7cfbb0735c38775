import type { Product } from "~/services/products/contract";

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
 * Text as every catalogue search compares it: lower case, accents and the tilde
 * of ñ folded away (decomposed, marks dropped), so "raiz" finds "Raíz" and
 * "nandubay" finds "Ñandubay" whatever keyboard the grower has. The one folding
 * rule of the catalogue's text box and its checklist filters.
 */
export function foldForSearch(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** Spec 002 §5: search is a case-insensitive substring match on the product and hybrid labels (accents folded). */
export function matchesSearch(product: Labelled, text: string): boolean {
  const needle = foldForSearch(normalizeSearch(text));
  if (!needle) return true;
  return labelsOf(product).some((label) => foldForSearch(label).includes(needle));
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
  return upper.normalize("NFD").replace(/\p{M}/gu, "");
}

/** Spec 002 §5: a letter matches the start of the product or hybrid label. */
export function matchesLetter(product: Labelled, letter: string | null): boolean {
  if (!letter) return true;
  return labelsOf(product).some((label) => initialOf(label) === letter);
}
