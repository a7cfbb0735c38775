import { describe, expect, it } from "vitest";

import { readingMinutes } from "./reading-time";

const words = (n: number) => Array.from({ length: n }, () => "palavra").join(" ");

describe("reading time: 200 words a minute, rounded up, at least 1", () => {
  it.each([
    [0, 1],
    [1, 1],
    [200, 1],
    [201, 2],
    [1000, 5],
  ])("%i words → %i min", (n, minutes) => expect(readingMinutes(words(n))).toBe(minutes));
  it("counts words, not spaces", () => expect(readingMinutes(`  ${words(201)}\n\n `)).toBe(2));
});
