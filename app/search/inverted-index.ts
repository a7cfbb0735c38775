import { DOCUMENT_TYPES, type DocumentType } from "~/domain/search/constants";
import { termsOf } from "~/domain/search/normalize";

import type { SearchDocument } from "./search-index";
import { createVocabulary, type Vocabulary } from "./vocabulary";

/**
 * A locale's inverted index (decision 0035): for every word, the documents
 * holding it, each with what the word is worth there, scored once at build
 * time. Plain typed arrays, one entry per (word, document): a query walks
 * them and adds numbers, so a word found in 9,000 documents costs 9,000
 * additions, not 9,000 objects.
 */

/** Title over tags over body, as the article search weighs headline over keywords over content (spec 002 §7). */
const FIELD_BOOST = { title: 4, tags: 2, body: 1 };
/** Okapi BM25 with a floor for any match (BM25+): term saturation k, length normalisation b, floor d. */
const BM25 = { k: 1.2, b: 0.7, d: 0.5 };

/** What a result shows, kept apart from the text it was found by. */
interface StoredDocument {
  id: string;
  type: DocumentType;
  title: string;
  url: string;
  summary: string | null;
}

export interface InvertedIndex {
  documents: StoredDocument[];
  /** Each document's type, as its position in DOCUMENT_TYPES (the facets count these). */
  typeOf: Uint8Array;
  /** Each document's title as its folded words, space-joined: what "the title is the query" compares. */
  headings: string[];
  vocabulary: Vocabulary;
  /** Word w's postings are the entries first[w] up to first[w + 1]. */
  first: Int32Array;
  /** Per posting: the document, the word's boosted score in its title (0: not in the title), and in its tags and body. */
  documentOf: Int32Array;
  titleScore: Float32Array;
  textScore: Float32Array;
}

const FIELDS = ["title", "tags", "body"] as const;
const BLANKS = /\s+/;

/** A growable column of numbers (the postings are counted only once every document is read). */
class Column {
  values = new Int32Array(1024);
  length = 0;
  push(value: number) {
    if (this.length === this.values.length) {
      const grown = new Int32Array(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.length++] = value;
  }
}

function bm25(frequency: number, documentsWithWord: number, documents: number, length: number, average: number) {
  const idf = Math.log(1 + (documents - documentsWithWord + 0.5) / (documentsWithWord + 0.5));
  const { k, b, d } = BM25;
  return idf * (d + (frequency * (k + 1)) / (frequency + k * (1 - b + (b * length) / average)));
}

export function buildInvertedIndex(input: readonly SearchDocument[]): InvertedIndex {
  const count = input.length;
  const words: string[] = [];
  const wordIds = new Map<string, number>();
  const lengths = FIELDS.map(() => new Int32Array(count));
  // One row per (word, document) in document order: the word and its frequency in each field.
  const rowWord = new Column();
  const rowDocument = new Column();
  const rowFrequency = FIELDS.map(() => new Column());
  // Per word: in how many documents each field holds it (the rarer, the more a match is worth).
  const withWord = FIELDS.map((): number[] => []);
  // Per word: the row of the document being read, or -1 (the document's own word list, without a Map per document).
  const rowInDocument: number[] = [];
  const headings: string[] = [];
  const wordId = (term: string) => {
    let w = wordIds.get(term);
    if (w === undefined) {
      w = words.push(term) - 1;
      wordIds.set(term, w);
      rowInDocument.push(-1);
      for (const counts of withWord) counts.push(0);
    }
    return w;
  };
  // A text's words are its blank-separated pieces' words: each distinct piece is folded and cut once, not each time.
  const piecesRead = new Map<string, number[]>();
  const wordsOf = (piece: string) => {
    let ids = piecesRead.get(piece);
    if (!ids) piecesRead.set(piece, (ids = termsOf(piece).map(wordId)));
    return ids;
  };

  input.forEach((document, d) => {
    const firstRow = rowWord.length;
    FIELDS.forEach((field, f) => {
      const value = document[field];
      const pieces = (typeof value === "string" ? value : value.join(" ")).split(BLANKS);
      if (field === "title") headings.push(pieces.flatMap((piece) => wordsOf(piece).map((w) => words[w])).join(" "));
      for (const piece of pieces) {
        for (const w of wordsOf(piece)) {
          lengths[f][d] += 1;
          let row = rowInDocument[w];
          if (row < firstRow) {
            row = rowWord.length;
            rowInDocument[w] = row;
            rowWord.push(w);
            rowDocument.push(d);
            for (const column of rowFrequency) column.push(0);
          }
          if (rowFrequency[f].values[row]++ === 0) withWord[f][w] += 1;
        }
      }
    });
  });

  const rows = rowWord.length;
  const first = new Int32Array(words.length + 1);
  for (let r = 0; r < rows; r++) first[rowWord.values[r] + 1] += 1;
  for (let w = 0; w < words.length; w++) first[w + 1] += first[w];

  // A field's average length over the documents that have it: products without tags do not make tags look long.
  const average = lengths.map((column) => {
    const filled = column.filter((length) => length > 0);
    return filled.length ? filled.reduce((sum, length) => sum + length, 0) / filled.length : 1;
  });
  const boosts = FIELDS.map((field) => FIELD_BOOST[field]);
  const fieldScore = (f: number, r: number, w: number, d: number) => {
    const frequency = rowFrequency[f].values[r];
    return frequency ? boosts[f] * bm25(frequency, withWord[f][w], count, lengths[f][d], average[f]) : 0;
  };
  const documentOf = new Int32Array(rows);
  const titleScore = new Float32Array(rows);
  const textScore = new Float32Array(rows);
  const next = first.slice(0, words.length);
  for (let r = 0; r < rows; r++) {
    const w = rowWord.values[r];
    const d = rowDocument.values[r];
    const at = next[w]++;
    documentOf[at] = d;
    titleScore[at] = fieldScore(0, r, w, d);
    textScore[at] = fieldScore(1, r, w, d) + fieldScore(2, r, w, d);
  }

  return {
    documents: input.map(({ id, type, title, url, summary }) => ({ id, type, title, url, summary })),
    typeOf: Uint8Array.from(input, (document) => DOCUMENT_TYPES.indexOf(document.type)),
    headings,
    vocabulary: createVocabulary(words),
    first,
    documentOf,
    titleScore,
    textScore,
  };
}
