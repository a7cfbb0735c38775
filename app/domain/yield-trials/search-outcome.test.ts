import { describe, expect, it } from "vitest";

import { refusalOf, type TrialSearchAnswer, trialSearchOutcome, type ZipAnswer } from "./search-outcome";

const AMES: ZipAnswer = { kind: "found", place: "Ames, IA", position: { lat: 42.0308, lng: -93.6319 } };
const trials = [
  { id: "nevada", lat: 42.0228, lng: -93.4522 },
  { id: "ames", lat: 42.03, lng: -93.63 },
  { id: "omaha", lat: 41.2565, lng: -95.9345 },
  { id: "reno", lat: 39.5296, lng: -119.8138 },
  { id: "champaign", lat: 40.1164, lng: -88.2434 },
];
const found: TrialSearchAnswer<(typeof trials)[number]> = { kind: "found", trials };

describe("what the local yield results show (spec 002 §8)", () => {
  it("the three nearest trials within 200 miles, nearest first, with the zip code's place", () => {
    const outcome = trialSearchOutcome(found, AMES);
    expect(outcome.kind).toBe("results");
    if (outcome.kind !== "results") return;
    expect(outcome.place).toBe("Ames, IA");
    expect(outcome.trials.map((t) => t.trial.id)).toEqual(["ames", "nevada", "omaha"]);
  });

  it("no trial within 200 miles: the no-results state", () => {
    const reno: ZipAnswer = { kind: "found", place: "Reno, NV", position: { lat: 39.5296, lng: -119.8138 } };
    expect(trialSearchOutcome({ kind: "found", trials: trials.slice(0, 3) }, reno)).toEqual({
      kind: "none-nearby",
      place: "Reno, NV",
    });
  });

  it("a zip code the geocoder does not know: the zip message next to the zip", () => {
    expect(trialSearchOutcome(found, { kind: "not-found" })).toEqual({
      kind: "problems",
      problems: { zip: "zipNotFound" },
    });
  });

  it.each([
    ["invalid-brand", { brand: "unknownBrand" }],
    ["invalid-crop", { crop: "unknownCrop" }],
    ["invalid-zipcode", { zip: "invalidZip" }],
  ] as const)("the search API's %s: its message next to its field", (reason, problems) => {
    expect(trialSearchOutcome({ kind: "refused", reason }, AMES)).toEqual({ kind: "problems", problems });
  });

  it("a refused crop and an unknown zip code at once: both messages", () => {
    expect(trialSearchOutcome({ kind: "refused", reason: "invalid-crop" }, { kind: "not-found" })).toEqual({
      kind: "problems",
      problems: { crop: "unknownCrop", zip: "zipNotFound" },
    });
    // A malformed zip is said as such, not also as unknown.
    expect(trialSearchOutcome({ kind: "refused", reason: "invalid-zipcode" }, { kind: "not-found" })).toEqual({
      kind: "problems",
      problems: { zip: "invalidZip" },
    });
  });

  it("either call failing: the widget's error state", () => {
    expect(trialSearchOutcome({ kind: "failed" }, AMES)).toEqual({ kind: "unavailable" });
    expect(trialSearchOutcome(found, { kind: "failed" })).toEqual({ kind: "unavailable" });
    expect(trialSearchOutcome({ kind: "failed" }, { kind: "not-found" })).toEqual({ kind: "unavailable" });
  });
});

describe("the search API's errors (spec 002 §8)", () => {
  it.each(["invalid-brand", "invalid-crop", "invalid-zipcode"] as const)("400 %s is the grower's input", (message) => {
    expect(refusalOf(400, message)).toEqual({ kind: "refused", reason: message });
  });

  it.each([
    [400, "something else"],
    [400, undefined],
    [404, "invalid-brand"],
    [500, "invalid-crop"],
    [503, undefined],
    [undefined, undefined],
  ])("%s %s is the API's failure", (status, message) => {
    expect(refusalOf(status, message)).toEqual({ kind: "failed" });
  });
});
