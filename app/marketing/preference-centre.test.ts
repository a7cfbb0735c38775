import { describe, expect, it } from "vitest";

import { preferenceCentreOutcome, preferenceSync } from "./preference-centre";

describe("the preference centre's outcome (spec 002 §2 §8)", () => {
  it.each([
    ["pagetype=preferenceCenterSuccess", "success"],
    ["pagetype=preferenceCenterError", "error"],
    ["pagetype=somethingElse", "form"],
    ["optIn=true", "form"],
    ["", "form"],
  ] as const)("?%s → %s", (query, outcome) => {
    expect(preferenceCentreOutcome(new URLSearchParams(query))).toBe(outcome);
  });
});

describe("the preference centre's custom-object sync (spec 002 §7)", () => {
  it("is a createOrUpdate of one record with the answers given, under the country's munchkin id", () => {
    expect(
      preferenceSync("pt-BR", {
        Email: "ana@example.com",
        Topics: ["agronomy", "events"],
        Unsubscribe: false,
        Crops: undefined,
      }),
    ).toEqual({
      action: "createOrUpdate",
      customObjectName: "communicationPreferences",
      munchkinId: "482-SRC-117",
      input: [{ Email: "ana@example.com", Topics: ["agronomy", "events"], Unsubscribe: false }],
    });
  });
});
