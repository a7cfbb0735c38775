import { describe, expect, it } from "vitest";

import type { MarketingFormDefinition } from "~/services/marketing-forms/contract";

import { marketingFieldViews } from "./view";

const definition = (maxLength: number, format: "text" | "email" = "text") =>
  ({
    formId: "f",
    fields: [{ name: "Message", type: "text", format, required: true, maxLength, label: "Message" }],
  }) as unknown as MarketingFormDefinition;

describe("a free-text field longer than a line is a text area (issue 27)", () => {
  it.each([
    [1000, "text", true],
    [256, "text", true],
    [255, "text", false],
    [80, "text", false],
    [1000, "email", false],
  ] as const)("%d characters of %s → multiline %s", (maxLength, format, multiline) => {
    const [view] = marketingFieldViews(definition(maxLength, format), { values: {}, errors: {}, t: (k) => k });
    expect(view).toMatchObject({ type: "text", multiline });
  });
});
