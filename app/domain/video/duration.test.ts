import { describe, expect, it } from "vitest";

import { clipLength, isoDuration } from "./duration";

describe("a video's length", () => {
  it.each([
    [0, "0:00", "PT0S"],
    [5, "0:05", "PT5S"],
    [245, "4:05", "PT4M5S"],
    [600, "10:00", "PT10M"],
    [3723, "1:02:03", "PT1H2M3S"],
    [3600, "1:00:00", "PT1H"],
  ])("%i s is %s (%s)", (seconds, shown, iso) => {
    expect(clipLength(seconds)).toBe(shown);
    expect(isoDuration(seconds)).toBe(iso);
  });
});
