import { describe, expect, it } from "vitest";

import type { MarketingFormDefinition } from "~/services/marketing-forms/contract";

import { readAnswers } from "./read-answers";

const newsletter: MarketingFormDefinition = {
  formId: "newsletter",
  fields: [
    { name: "Email", type: "text", format: "email", maxLength: 120, required: true, label: "Email" },
    {
      name: "Topics",
      type: "checkbox",
      required: false,
      label: "Topics",
      options: [{ value: "agronomy", label: "A" }],
    },
    { name: "Consent", type: "single-checkbox", required: true, label: "Consent" },
  ],
};

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

describe("a posted marketing form's answers", () => {
  it("with required fields left empty: their errors (never a thrown error), no value", () => {
    // An unticked box has its own words (issue 27), never the text field's "fill in this field".
    expect(readAnswers(form([["Email", ""]]), newsletter)).toEqual({
      ok: false,
      value: null,
      errors: { Email: ["marketing-form:errors.required"], Consent: ["marketing-form:errors.mustTick"] },
    });
  });

  it("a wrong e-mail is its own error; the other fields' answers do not hide it", () => {
    const reading = readAnswers(
      form([
        ["Email", "no-es-un-correo"],
        ["Consent", "on"],
      ]),
      newsletter,
    );
    expect(reading.errors).toEqual({ Email: ["marketing-form:errors.email"] });
  });

  it("answers that hold: typed values (a ticked box true, a group a list), the page's own fields left out", () => {
    const posted = [
      ["block", "newsletter"],
      ["Email", " ana@example.com "],
      ["Topics", "agronomy"],
      ["Consent", "on"],
    ] as [string, string][];
    expect(readAnswers(form(posted), newsletter)).toEqual({
      ok: true,
      value: { Email: "ana@example.com", Topics: ["agronomy"], Consent: true },
      errors: {},
    });
    // A step kept in the session reads the same as when it was posted.
    expect(readAnswers(new URLSearchParams(posted), newsletter).value).toEqual({
      Email: "ana@example.com",
      Topics: ["agronomy"],
      Consent: true,
    });
  });
});
