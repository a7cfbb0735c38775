import { describe, expect, it } from "vitest";

import enUS from "../../../locales/en-US/redemption.json";
import esUS from "../../../locales/es-US/redemption.json";
import { formOutcomeOf, isOpenStatus, nextStepKey, REQUEST_STATUSES, requestStateOf } from "./redemption-status";

describe("request states from the outbox's receipt", () => {
  it.each([
    [null, "Initial"],
    ["received", "Pending"],
    ["retrying", "Pending"],
    ["sent", "Done"],
    ["failed", "Error"],
  ] as const)("%o → %s", (receipt, state) => {
    expect(requestStateOf(receipt)).toBe(state);
  });
});

describe("form outcomes from the action's answer", () => {
  it.each([
    ["none", "Form"],
    ["invalid", "Form"],
    ["stored", "Success"],
    ["refused", "Error"],
  ] as const)("%s → %s", (answer, outcome) => {
    expect(formOutcomeOf(answer)).toBe(outcome);
  });
});

describe("statuses", () => {
  it("submitted, processing and issued are still on their way; cleared, voided and canceled have ended", () => {
    expect(REQUEST_STATUSES.filter(isOpenStatus)).toEqual(["Submitted", "Processing", "PaymentIssued"]);
  });

  it.each([enUS, esUS])("each status has its own label and plain-language next step", (words) => {
    const texts = REQUEST_STATUSES.map((status) => {
      const [, , part] = nextStepKey(status).split(".");
      const entry = (words.statuses as Record<string, Record<string, string>>)[status];
      expect(entry.label).toBeTruthy();
      return entry[part];
    });
    expect(new Set(texts).size).toBe(REQUEST_STATUSES.length);
    for (const text of texts) expect(text.length).toBeGreaterThan(30);
  });
});
