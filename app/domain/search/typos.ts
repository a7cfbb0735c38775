/**
 * Typo tolerance (decision 0035): one edit (a letter added, dropped or
 * changed) on words of five letters or more, none below. Four-letter words are
 * where our vocabulary is densest (soja, maíz, roja, raíz, maní, trigo's
 * "trio"): one edit there finds more wrong products than right ones, and the
 * common variants of short crop names (soja/soya) are synonyms instead.
 * Numbers never take an edit: "7210" is a hybrid, not a typo of "7219".
 */
const MIN_LENGTH_FOR_A_TYPO = 5;

/** How many edits a query word may be away from a word of a document. */
export function allowedEdits(term: string): number {
  if (/\d/.test(term)) return 0;
  return [...term].length >= MIN_LENGTH_FOR_A_TYPO ? 1 : 0;
}

/**
 * Levenshtein distance between two words, stopping as soon as it exceeds
 * `limit` (the answer is then `limit + 1`): the catalogue compares every word
 * of every label, and only "within the limit or not" matters.
 */
export function editDistance(a: string, b: string, limit: number): number {
  const x = [...a];
  const y = [...b];
  if (Math.abs(x.length - y.length) > limit) return limit + 1;
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      best = Math.min(best, current[j]);
    }
    if (best > limit) return limit + 1;
    previous = current;
  }
  return Math.min(previous[y.length], limit + 1);
}

/** True when a document's word is the query word with at most its allowed edits. */
export function isTypoOf(queryTerm: string, documentTerm: string): boolean {
  const edits = allowedEdits(queryTerm);
  return edits > 0 && editDistance(queryTerm, documentTerm, edits) <= edits;
}
