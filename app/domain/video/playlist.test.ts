import { describe, expect, it } from "vitest";

import { capPlaylist, indexOfVideo, nextIndex, PLAYLIST_MAX, previousIndex, SELECTED_AUTOPLAY_MS } from "./playlist";

describe("a playlist (spec 002 §4 §9)", () => {
  it("holds at most 10 videos, the first 10 of the list", () => {
    expect(PLAYLIST_MAX).toBe(10);
    const twelve = Array.from({ length: 12 }, (_, i) => i);
    expect(capPlaylist(twelve)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(capPlaylist([1, 2, 3])).toEqual([1, 2, 3]);
    expect(capPlaylist([])).toEqual([]);
  });

  it.each([
    [0, 3, 1, 2],
    [1, 3, 2, 0],
    [2, 3, 0, 1],
    [0, 1, 0, 0],
    [0, 0, 0, 0],
  ])("from %i of %i: next %i, previous %i (both wrap)", (index, count, next, previous) => {
    expect(nextIndex(index, count)).toBe(next);
    expect(previousIndex(index, count)).toBe(previous);
  });

  it("an address names its video by id; an id the list lacks, or none, is the first video", () => {
    const ids = ["aaaaaaaaaaa", "bbbbbbbbbbb", "aaaaaaaaaaa"];
    expect(indexOfVideo(ids, "bbbbbbbbbbb")).toBe(1);
    expect(indexOfVideo(ids, "aaaaaaaaaaa")).toBe(0);
    expect(indexOfVideo(ids, "zzzzzzzzzzz")).toBe(0);
    expect(indexOfVideo(ids, undefined)).toBe(0);
  });

  it("a video picked from the playlist plays after 2 seconds", () => {
    expect(SELECTED_AUTOPLAY_MS).toBe(2_000);
  });
});
