import type { InvertedIndex } from "./inverted-index";

/**
 * What a query has found so far, one number per document of the index:
 * created with the index and reset by every query (a search runs to its end
 * before the next starts). Every word of the query is required: the words
 * are added in turn, and a document that missed an earlier word is skipped,
 * so the first word added bounds the candidates.
 */
export class Accumulator {
  /** The engine's score: the sum of what each word reached is worth in the document. */
  readonly score: Float64Array;
  /** How many of the query's words, in the order added, the document holds. */
  readonly matched: Uint16Array;
  /** How many of the query's words as typed the document holds in its title, and in any field. */
  readonly typedInTitle: Uint16Array;
  readonly typedAnywhere: Uint16Array;
  /** The documents that hold the first word added: every match is one of them. */
  readonly candidates: Int32Array;
  candidateCount = 0;

  constructor(private readonly index: InvertedIndex) {
    const count = index.documents.length;
    this.score = new Float64Array(count);
    this.matched = new Uint16Array(count);
    this.typedInTitle = new Uint16Array(count);
    this.typedAnywhere = new Uint16Array(count);
    this.candidates = new Int32Array(count);
  }

  reset() {
    this.score.fill(0);
    this.matched.fill(0);
    this.typedInTitle.fill(0);
    this.typedAnywhere.fill(0);
    this.candidateCount = 0;
  }

  /**
   * The postings of one word of the index, reached by the query's
   * `position`-th word (0 first), its title worth `titleWeight` and its tags
   * and body `weight`; `typed`: it is that query word as typed.
   */
  add(word: number, position: number, titleWeight: number, weight: number, typed: boolean) {
    const { first, documentOf, titleScore, textScore } = this.index;
    const { score, matched, candidates } = this;
    for (let at = first[word], end = first[word + 1]; at < end; at++) {
      const d = documentOf[at];
      const done = matched[d];
      if (done < position) continue;
      if (done === position) {
        matched[d] = position + 1;
        if (position === 0) candidates[this.candidateCount++] = d;
      }
      score[d] += titleWeight * titleScore[at] + weight * textScore[at];
      if (typed) {
        this.typedAnywhere[d] += 1;
        if (titleScore[at] > 0) this.typedInTitle[d] += 1;
      }
    }
  }
}
