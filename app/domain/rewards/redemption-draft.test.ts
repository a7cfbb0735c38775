import { describe, expect, it } from "vitest";

import { firstOpenStep, nextStep, previousStep, stepReachable, submissionOf, withType } from "./redemption-draft";

const check = {
  kind: "traditional" as const,
  payeeName: "A B",
  street: "1 Main",
  city: "Ames",
  state: "IA",
  zip: "50010",
};
const full = { key: "k", type: "50-traditional" as const, rewardsCents: 5_000, recipient: check, note: "" };

describe("the wizard's steps", () => {
  it("go type → amount → recipient → note → review", () => {
    expect(nextStep("type")).toBe("amount");
    expect(nextStep("note")).toBe("review");
    expect(previousStep("amount")).toBe("type");
    expect(previousStep("type")).toBeNull();
  });

  it("open at the first step still to fill, and no step after it can be reached by address", () => {
    expect(firstOpenStep({ key: "k" })).toBe("type");
    expect(firstOpenStep({ key: "k", type: "50-traditional" })).toBe("amount");
    expect(stepReachable({ key: "k", type: "50-traditional" }, "recipient")).toBe(false);
    expect(firstOpenStep(full)).toBe("review");
    expect(stepReachable(full, "type")).toBe(true);
  });

  it("additional money needs both amounts, and a note that gives its reason", () => {
    const combined = { ...full, type: "traditional-and-additional-money" as const };
    expect(firstOpenStep(combined)).toBe("amount");
    expect(firstOpenStep({ ...combined, additionalCents: 3_000 })).toBe("note");
    expect(firstOpenStep({ ...combined, additionalCents: 3_000, note: "Replant money owed" })).toBe("review");
  });

  it("a new type keeps what still fits it and drops the rest", () => {
    const loyalty = withType(full, "loyalty-rewards");
    expect(loyalty).toMatchObject({ type: "loyalty-rewards", rewardsCents: 5_000, recipient: undefined, note: "" });
    expect(withType(full, "additional-money")).toMatchObject({ rewardsCents: undefined, recipient: check });
    expect(withType(full, "50-traditional")).toBe(full);
  });

  it("submits only a complete draft, with the parts its type takes", () => {
    expect(submissionOf({ key: "k", type: "50-traditional" }, "us-0004")).toBeNull();
    expect(submissionOf({ ...full, additionalCents: 9_999, note: "  thanks " }, "us-0004")).toEqual({
      growerId: "us-0004",
      type: "50-traditional",
      rewardsCents: 5_000,
      additionalCents: 0,
      recipient: check,
      note: "thanks",
    });
  });
});
