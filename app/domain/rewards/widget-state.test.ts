import { describe, expect, it } from "vitest";

import type { RequirementsStanding } from "./requirements";
import { callsFor, type Loaded, selectWidgetState, type WidgetInputs } from "./widget-state";

const NOT_MET: RequirementsStanding = {
  rewards: { purchasedProductsCount: 1, rewardsEarnedCents: 0 },
  fruitsAndVegetables: { purchasedProductsCount: 0, rewardsEarnedCents: 0 },
  potatoes: { emestoGallonsPurchased: 0, admireGallonsPurchased: 0 },
};
const MET: RequirementsStanding = { ...NOT_MET, rewards: { purchasedProductsCount: 2, rewardsEarnedCents: 150_000 } };

const ok = <T>(value: T): Loaded<T> => ({ ok: true, value });
const failed = { ok: false } as const;
const head = ok({ enrolled: true, headGrower: true });
const member = ok({ enrolled: true, headGrower: false });

function inputs(overrides: Partial<WidgetInputs>): WidgetInputs {
  return { grower: head, requirements: ok(NOT_MET), activities: ok([]), dates: ok({}), requests: ok([]), ...overrides };
}

describe("the rewards widget's state (spec 000 §4)", () => {
  it.each<[string, Partial<WidgetInputs>, string]>([
    ["the grower's standing failed", { grower: failed }, "error"],
    ["not enrolled", { grower: ok({ enrolled: false, headGrower: false }), requirements: null }, "enrolment"],
    ["not enrolled, even when listed as head", { grower: ok({ enrolled: false, headGrower: true }) }, "enrolment"],
    ["head grower not meeting the requirements", {}, "requirements"],
    ["head grower not meeting them, activities failed", { activities: failed }, "requirements"],
    ["head grower not meeting them, dates failed", { dates: failed }, "requirements"],
    ["head grower meeting them", { requirements: ok(MET) }, "snapshot"],
    ["head grower whose requirements failed to load", { requirements: failed }, "error"],
    ["head grower meeting them, activities failed", { requirements: ok(MET), activities: failed }, "error"],
    ["head grower meeting them, dates failed", { requirements: ok(MET), dates: failed }, "error"],
    [
      "head grower meeting them, requests failed (no available figure)",
      { requirements: ok(MET), requests: failed },
      "error",
    ],
    ["head grower not meeting them, requests failed", { requests: failed }, "requirements"],
    [
      "a grower who is not head: never requirements",
      { grower: member, requirements: null, dates: null, requests: null },
      "snapshot",
    ],
    [
      "not head, activities failed",
      { grower: member, requirements: null, dates: null, requests: null, activities: failed },
      "error",
    ],
  ])("%s → %s", (_, overrides, state) => {
    expect(selectWidgetState(inputs(overrides))).toBe(state);
  });
});

describe("head growers only for requirements, the banner's dates and the requests (spec 000 §6)", () => {
  it.each([
    [
      { enrolled: true, headGrower: true },
      { requirements: true, activities: true, dates: true, requests: true },
    ],
    [
      { enrolled: true, headGrower: false },
      { requirements: false, activities: true, dates: false, requests: false },
    ],
    [
      { enrolled: false, headGrower: false },
      { requirements: false, activities: false, dates: false, requests: false },
    ],
    [
      { enrolled: false, headGrower: true },
      { requirements: false, activities: false, dates: false, requests: false },
    ],
  ])("%j asks for %j", (grower, calls) => {
    expect(callsFor(grower)).toEqual(calls);
  });
});
