/**
 * The words of a locale's index, and the two ways a query word reaches words
 * it did not spell out (decision 0035): the words it begins (the prefix of the
 * word being typed) and the words within its typo budget. Words are folded
 * (app/domain/search/normalize.ts) and compared by UTF-16 code unit, as
 * JavaScript compares strings.
 *
 * Both walks are bounded by the vocabulary, never by the documents: a prefix
 * is a binary search in the sorted words and a scan of the run that follows;
 * the words within an edit are the ones whose length is within the edit
 * and whose letters differ little enough (one number per word tells), each
 * then compared inside a diagonal band of the edit table.
 */
export interface Vocabulary {
  /** How many words; a word's id is its position among the words given. */
  readonly size: number;
  /** The word of an id. */
  wordOf(id: number): string;
  /** The word's id, or -1 when no document has it. */
  idOf(word: string): number;
  /** The ids of the words that begin with `prefix` and are longer than it. */
  longerWithPrefix(prefix: string): number[];
  /** The words other than `word` itself at most `edits` edits (Levenshtein) away, with their distance. */
  withinEdits(word: string, edits: number): { id: number; distance: number }[];
}

export function createVocabulary(words: readonly string[]): Vocabulary {
  const ids = new Map(words.map((word, id) => [word, id]));
  const sorted = Int32Array.from(words.keys()).sort((a, b) => (words[a] < words[b] ? -1 : 1));
  const byLength: number[][] = [];
  words.forEach((word, id) => (byLength[word.length] ??= []).push(id));
  const lettersOf = Int32Array.from(words, letterSet);

  /** The first position in `sorted` whose word is not below `prefix`. */
  function lowerBound(prefix: string): number {
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (words[sorted[middle]] < prefix) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  return {
    size: words.length,
    wordOf: (id) => words[id],
    idOf: (word) => ids.get(word) ?? -1,
    longerWithPrefix(prefix) {
      const found: number[] = [];
      for (let i = lowerBound(prefix); i < sorted.length && words[sorted[i]].startsWith(prefix); i++)
        if (words[sorted[i]].length > prefix.length) found.push(sorted[i]);
      return found;
    },
    withinEdits(word, edits) {
      const found: { id: number; distance: number }[] = [];
      if (edits <= 0) return found;
      const letters = letterSet(word);
      for (let length = Math.max(1, word.length - edits); length <= word.length + edits; length++) {
        for (const id of byLength[length] ?? []) {
          if (bitCount(letters ^ lettersOf[id]) > 2 * edits) continue;
          const distance = boundedEditDistance(word, words[id], edits);
          if (distance > 0 && distance <= edits) found.push({ id, distance });
        }
      }
      return found;
    },
  };
}

/**
 * Which letters a word holds, as 32 bits (a letter's code picks its bit).
 * An edit changes at most two bits (a letter dropped, another added), so two
 * words whose sets differ in more than twice the edits are further apart:
 * most of the vocabulary is ruled out by one XOR, before any edit table.
 */
function letterSet(word: string): number {
  let set = 0;
  for (let i = 0; i < word.length; i++) set |= 1 << (word.charCodeAt(i) & 31);
  return set;
}

function bitCount(bits: number): number {
  let count = 0;
  for (let rest = bits; rest !== 0; rest &= rest - 1) count += 1;
  return count;
}

/** Two rows of the edit table, reused by every comparison (the walk compares thousands of words per query). */
let previous = new Int32Array(64);
let current = new Int32Array(64);

/**
 * Levenshtein distance between `a` and `b`, or `limit + 1` when it exceeds
 * `limit`. Only the cells within `limit` of the diagonal can stay within the
 * limit, so each row computes those alone: a few operations per letter.
 */
export function boundedEditDistance(a: string, b: string, limit: number): number {
  const over = limit + 1;
  if (Math.abs(a.length - b.length) > limit) return over;
  if (previous.length <= b.length) {
    previous = new Int32Array(b.length + 1);
    current = new Int32Array(b.length + 1);
  }
  for (let j = 0; j <= b.length; j++) previous[j] = Math.min(j, over);
  for (let i = 1; i <= a.length; i++) {
    const from = Math.max(1, i - limit);
    const to = Math.min(b.length, i + limit);
    // The cell left of the band: i edits from the start, or already past the limit.
    current[from - 1] = from === 1 ? Math.min(i, over) : over;
    let best = current[from - 1];
    const letter = a.charCodeAt(i - 1);
    for (let j = from; j <= to; j++) {
      const substitution = previous[j - 1] + (letter === b.charCodeAt(j - 1) ? 0 : 1);
      const cell = Math.min(substitution, previous[j] + 1, current[j - 1] + 1, over);
      current[j] = cell;
      if (cell < best) best = cell;
    }
    if (best >= over) return over;
    // The cell right of the band is read by the next row: past the limit.
    if (to < b.length) current[to + 1] = over;
    const row = previous;
    previous = current;
    current = row;
  }
  return previous[b.length];
}
