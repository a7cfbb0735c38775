import type { Product } from "~/services/products/contract";

type Labelled = Pick<Product, "productLabel" | "hybridLabel">;

function labelsOf(product: Labelled): string[] {
  return [product.productLabel, product.hybridLabel].filter((l): l is string => typeof l === "string" && l.trim() !== "");
}

/** The search text as applied: trimmed; empty means no search. */
export function normalizeSearch(text: string | null | undefined): string {
  return (text ?? "").trim().slice(0, 100);
}

/** Spec 002 §5: search is a case-insensitive substring match on the product and hybrid labels. */
export function matchesSearch(product: Labelled, text: string): boolean {
  const needle = normalizeSearch(text).toLocaleLowerCase();
  if (!needle) return true;
  return labelsOf(product).some((label) => label.toLocaleLowerCase().includes(needle));
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
