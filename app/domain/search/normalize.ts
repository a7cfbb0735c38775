/**
 * How every search of the portal reads text: the one folding and tokenizing
 * rule shared by the index (app/search), the catalogue's text box and the
 * overlay. Accents and the tilde of ñ are folded away, case is ignored, so
 * "adubacao" finds "adubação", "raiz" finds "Raíz" and "nino" finds "niño"
 * whatever keyboard the grower has.
 */

/** The longest query the portal reads; the rest is dropped (a query comes from a text box, not a document). */
const MAX_QUERY_LENGTH = 100;

/** Lower case, accents and the tilde of ñ folded away (decomposed, combining marks dropped). */
export function foldForSearch(text: string): string {
  // Most text is plain ASCII: nothing to decompose (indexing 10,000 documents calls this for every field).
  if (PLAIN.test(text)) return text.toLowerCase();
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

const PLAIN = /^[ -~]*$/;

/** The query as applied: trimmed, inner runs of blanks made one space, capped. Empty means no search. */
export function normalizeQuery(text: string | null | undefined): string {
  return (text ?? "").replace(/\s+/g, " ").trim().slice(0, MAX_QUERY_LENGTH).trim();
}

/** Spec 002 §5: a submit with empty or whitespace text is ignored. */
export function isSearchable(text: string | null | undefined): boolean {
  return normalizeQuery(text) !== "";
}

/**
 * Little words that carry no meaning in a search of any of our languages: a
 * query "poroto de soja" must not ask every document for "de". Only words
 * nobody searches for by themselves.
 */
const STOP_WORDS = new Set([
  "a",
  "al",
  "and",
  "com",
  "con",
  "da",
  "das",
  "de",
  "del",
  "do",
  "dos",
  "e",
  "el",
  "em",
  "en",
  "for",
  "la",
  "las",
  "los",
  "o",
  "of",
  "os",
  "para",
  "the",
  "to",
  "un",
  "una",
  "y",
]);

/** Splits on anything that is not a letter or a digit (so "2,4-D" gives "2", "4", "d"). */
const SEPARATOR = /[^\p{L}\p{N}]+/u;

/** The folded words of a text, stop words left out; an index and a query cut text the same way. */
export function termsOf(text: string): string[] {
  return foldForSearch(text)
    .split(SEPARATOR)
    .filter((term) => term !== "" && !STOP_WORDS.has(term));
}
