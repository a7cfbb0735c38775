import { describe, expect, it } from "vitest";

import { editDistance } from "~/domain/search/typos";

import { boundedEditDistance, createVocabulary } from "./vocabulary";

/** A deterministic generator (Park–Miller), so a failure names the same words every run. */
function random(seed: number) {
  let state = seed;
  return () => (state = (state * 48_271) % 2_147_483_647) / 2_147_483_647;
}

const LETTERS = "aaeeioousrnlcdtmpbgvñçz";
function wordsOf(seed: number, count: number): string[] {
  const rnd = random(seed);
  return Array.from({ length: count }, () =>
    Array.from({ length: 1 + Math.floor(rnd() * 9) }, () => LETTERS[Math.floor(rnd() * LETTERS.length)]).join(""),
  );
}

describe("the distance between two words", () => {
  const words = wordsOf(11, 400);
  it("is the domain's edit distance, within any limit", () => {
    for (let i = 0; i + 1 < words.length; i++)
      for (const limit of [0, 1, 2, 3])
        expect([words[i], words[i + 1], limit, boundedEditDistance(words[i], words[i + 1], limit)]).toEqual([
          words[i],
          words[i + 1],
          limit,
          editDistance(words[i], words[i + 1], limit),
        ]);
  });
  it.each([
    ["glifosato", "glifozato", 1, 1],
    ["glifosato", "glifosatoo", 1, 1],
    ["glifosato", "glifzoato", 1, 2],
    ["soja", "soja", 1, 0],
    ["", "abc", 2, 3],
    ["abc", "", 5, 3],
  ])("%j to %j within %i is %i", (a, b, limit, distance) => expect(boundedEditDistance(a, b, limit)).toBe(distance));
});

describe("the vocabulary", () => {
  const words = [...new Set(wordsOf(7, 3_000))];
  const vocabulary = createVocabulary(words);

  it("knows each word's id and nothing else", () => {
    words.forEach((word, id) => expect(vocabulary.idOf(word)).toBe(id));
    expect(vocabulary.idOf("zzzzzzzzzz")).toBe(-1);
    expect(vocabulary.wordOf(3)).toBe(words[3]);
    expect(vocabulary.size).toBe(words.length);
  });

  it.each(["a", "co", "sar", "ñe", "zz", "eeee", ""])("lists every longer word that begins with %j", (prefix) => {
    const expected = words.filter((word) => word.startsWith(prefix) && word.length > prefix.length);
    const found = vocabulary.longerWithPrefix(prefix).map((id) => words[id]);
    expect(found.sort()).toEqual(expected.sort());
  });

  it("finds exactly the other words within the edits, with their distance", () => {
    for (const query of [...wordsOf(5, 60), "glifosato", "soja"])
      for (const edits of [0, 1, 2]) {
        const expected = words
          .map((word, id) => ({ id, distance: editDistance(query, word, edits) }))
          .filter(({ distance }) => distance > 0 && distance <= edits);
        const found = vocabulary.withinEdits(query, edits);
        expect(found.sort((a, b) => a.id - b.id)).toEqual(expected);
      }
  });
});
