import { describe, expect, it } from "vitest";

import {
  advance,
  COOKIE_MAX_AGE_SECONDS,
  DEFAULT_PROGRESS,
  isOnboardingActive,
  progressOf,
  shouldRedirect,
  stepNumber,
  stepOfSlug,
  STEPS,
  STEPS_LENGTH,
  visibleStep,
} from "./steps";

describe("steps (spec 000 §4 §9)", () => {
  it("WELCOME 1, PERSONAL_INFORMATION 2, CONNECT_ACCOUNTS 3", () => {
    expect(STEPS.map((step) => [step, stepNumber(step)])).toEqual([
      ["WELCOME", 1],
      ["PERSONAL_INFORMATION", 2],
      ["CONNECT_ACCOUNTS", 3],
    ]);
    expect(STEPS_LENGTH).toBe(3);
  });
  it("the cookie lives 315,360,000 s", () => expect(COOKIE_MAX_AGE_SECONDS).toBe(315_360_000));
  it("reads steps from their URL names only", () => {
    expect(stepOfSlug("personal-information")).toBe("PERSONAL_INFORMATION");
    expect(stepOfSlug("PERSONAL_INFORMATION")).toBeNull();
    expect(stepOfSlug(undefined)).toBeNull();
  });
});

describe("activation: only a profile in status ONBOARDING", () => {
  it.each([
    ["ONBOARDING", true],
    ["ACTIVE", false],
    ["DEACTIVATED", false],
  ])("%s → %s", (status, active) => {
    expect(isOnboardingActive(status)).toBe(active);
  });
});

describe("progress from the cookie", () => {
  it("defaults: not completed, step 1, 3 steps, not redirected", () => {
    expect(DEFAULT_PROGRESS).toEqual({ isCompleted: false, step: 1, stepsLength: 3, wasRedirected: false });
  });
  it.each([undefined, null, "garbage", 42, {}, { isCompleted: "yes", step: 2, stepsLength: 3, wasRedirected: false }])(
    "a value that does not parse (%s) falls back to the defaults",
    (stored) => {
      expect(progressOf(stored)).toEqual(DEFAULT_PROGRESS);
    },
  );
  it("keeps a valid one, within this flow's steps", () => {
    const stored = { isCompleted: false, step: 2, stepsLength: 3, wasRedirected: true };
    expect(progressOf(stored)).toEqual(stored);
    expect(progressOf({ ...stored, step: 9, stepsLength: 9 })).toMatchObject({ step: 3, stepsLength: 3 });
  });
});

describe("which step shows", () => {
  const at2 = { ...DEFAULT_PROGRESS, step: 2 };
  it("a step reached, as asked", () => {
    expect(visibleStep(at2, "WELCOME")).toBe("WELCOME");
    expect(visibleStep(at2, "PERSONAL_INFORMATION")).toBe("PERSONAL_INFORMATION");
  });
  it("a step not reached yet, or none asked: the furthest reached", () => {
    expect(visibleStep(at2, "CONNECT_ACCOUNTS")).toBe("PERSONAL_INFORMATION");
    expect(visibleStep(DEFAULT_PROGRESS, null)).toBe("WELCOME");
  });
  it("once complete, any step", () => {
    expect(visibleStep({ ...DEFAULT_PROGRESS, isCompleted: true, step: 3 }, "CONNECT_ACCOUNTS")).toBe(
      "CONNECT_ACCOUNTS",
    );
  });
});

describe("going on", () => {
  it("moves to the next step, never back", () => {
    expect(advance(DEFAULT_PROGRESS, "WELCOME")).toMatchObject({ step: 2, isCompleted: false });
    expect(advance({ ...DEFAULT_PROGRESS, step: 3 }, "WELCOME")).toMatchObject({ step: 3 });
  });
  it("completes after the last", () => {
    expect(advance({ ...DEFAULT_PROGRESS, step: 3 }, "CONNECT_ACCOUNTS")).toMatchObject({ step: 3, isCompleted: true });
  });
});

describe("the redirect after sign-in", () => {
  it("once, for an active, unfinished onboarding", () => {
    expect(shouldRedirect("ONBOARDING", DEFAULT_PROGRESS)).toBe(true);
    expect(shouldRedirect("ONBOARDING", { ...DEFAULT_PROGRESS, wasRedirected: true })).toBe(false);
    expect(shouldRedirect("ONBOARDING", { ...DEFAULT_PROGRESS, isCompleted: true })).toBe(false);
    expect(shouldRedirect("ACTIVE", DEFAULT_PROGRESS)).toBe(false);
  });
});
