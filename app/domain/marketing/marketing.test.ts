import { describe, expect, it } from "vitest";

import { marketingFormState, newsletterState } from "./form-state";
import { contactFormIdOf, marketingLocaleId } from "./locale-id";
import { formSteps, stepOf } from "./steps";

describe("newsletter states (spec 002 §4)", () => {
  it.each([
    [false, null, "default"],
    [true, null, "known-user"],
    [false, "received", "subscribe-confirm"],
    [true, "retrying", "subscribe-confirm"],
    [false, "sent", "successful"],
    [true, "failed", "server-error"],
  ] as const)("known e-mail %s, submission %s → %s", (knownEmail, submitted, state) => {
    expect(newsletterState({ knownEmail, submitted })).toBe(state);
  });
});

describe("marketing form states (spec 002 §4: idle → submitSuccess)", () => {
  it.each([
    [null, "idle"],
    ["received", "submit-success"],
    ["retrying", "submit-success"],
    ["sent", "submit-success"],
    ["failed", "failed"],
  ] as const)("submission %s → %s", (submitted, state) => {
    expect(marketingFormState(submitted)).toBe(state);
  });
});

describe("two-step forms", () => {
  const fields = ["Email", "FirstName", "Crops", "Consent"];
  it("splits after the first step's fields", () => {
    expect(formSteps(fields, 2)).toEqual([
      ["Email", "FirstName"],
      ["Crops", "Consent"],
    ]);
  });
  it.each([undefined, 0, 4, 9])("a split of %s is one step", (split) => {
    expect(formSteps(fields, split)).toEqual([fields]);
  });
  it("shows step 2 only when asked, present and step 1 answered", () => {
    expect(stepOf("2", 2, true)).toBe(2);
    expect(stepOf("2", 2, false)).toBe(1);
    expect(stepOf("2", 1, true)).toBe(1);
    expect(stepOf("3", 2, true)).toBe(1);
    expect(stepOf(null, 2, true)).toBe(1);
  });
});

describe("the integration's locale ids (spec 002 §9)", () => {
  it("exist for en-US, pt-BR and es-AR as their LCIDs", () => {
    expect(marketingLocaleId("en-US")).toBe(1033);
    expect(marketingLocaleId("pt-BR")).toBe(1046);
    expect(marketingLocaleId("es-AR")).toBe(11274);
  });
  it("are absent for es-US", () => {
    expect(marketingLocaleId("es-US")).toBeNull();
  });
  it("a locale without a contact form has none", () => {
    expect(contactFormIdOf("es-US")).toBeNull();
    expect(contactFormIdOf("es-AR")).toBe("contact-ar");
  });
});
