import { describe, expect, it } from "vitest";

import {
  BULLETIN_REGIONS,
  bulletinRegion,
  DEFAULT_BULLETIN_REGION,
  isToday,
  REGION_COOKIE,
  videoIndex,
} from "./bulletin";

describe("the weather bulletin player (spec 002 §4 §9)", () => {
  it("has six regions, Centro-Oeste by default, kept in the user-region cookie", () => {
    expect(BULLETIN_REGIONS).toEqual(["sul", "sudeste", "centro-oeste", "mapitoba", "nordeste", "norte"]);
    expect(DEFAULT_BULLETIN_REGION).toBe("centro-oeste");
    expect(REGION_COOKIE).toBe("user-region");
    expect(bulletinRegion("mapitoba")).toBe("mapitoba");
    expect(bulletinRegion("atlantida")).toBe("centro-oeste");
    expect(bulletinRegion(undefined)).toBe("centro-oeste");
  });

  it("a new region, or an index the list lacks, starts at the first video", () => {
    expect(videoIndex(undefined, 4)).toBe(0);
    expect(videoIndex("3", 4)).toBe(3);
    expect(videoIndex("4", 4)).toBe(0);
    expect(videoIndex("-1", 4)).toBe(0);
  });

  it("'Hoje' heads only today's bulletin", () => {
    expect(isToday("2026-11-23", "2026-11-23")).toBe(true);
    expect(isToday("2026-11-22", "2026-11-23")).toBe(false);
  });
});
