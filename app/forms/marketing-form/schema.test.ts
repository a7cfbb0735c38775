import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";

import type { MarketingFormDefinition } from "~/services/marketing-forms/contract";
import { marketingFormDefinition } from "~/services/marketing-forms/contract";

import { marketingFormSchema } from "./schema";
import { marketingFieldViews } from "./view";

const options = [
  { value: "a", label: "A" },
  { value: "b", label: "B" },
];
const definition: MarketingFormDefinition = marketingFormDefinition.parse({
  formId: "f",
  fields: [
    { name: "Name", type: "text", required: true, maxLength: 5, label: "Name" },
    { name: "Email", type: "text", format: "email", label: "Email" },
    { name: "Phone", type: "text", format: "phone", label: "Phone" },
    { name: "Pick", type: "picklist", required: true, options, label: "Pick" },
    { name: "Many", type: "multi-picklist", required: true, options, label: "Many" },
    { name: "Boxes", type: "checkbox", options, label: "Boxes" },
    { name: "Agree", type: "single-checkbox", required: true, label: "Agree" },
    { name: "News", type: "single-checkbox", label: "News" },
  ],
});
const schema = marketingFormSchema(definition);
const parse = (entries: [string, string][]) => parseWithZod(new URLSearchParams(entries), { schema });
const valid: [string, string][] = [
  ["Name", "Ana"],
  ["Pick", "a"],
  ["Many", "b"],
  ["Agree", "on"],
];

/** A parse's errors by field name (none when it holds). */
const errorsOf = (result: object) => (result as { error?: Record<string, string[] | null> }).error ?? {};

describe("a marketing form's definition as a zod schema (spec 002 §6, per field type)", () => {
  it("reads every type: text, one option, several options, boxes, booleans", () => {
    const result = parse([
      ...valid,
      ["Many", "a"],
      ["Boxes", "b"],
      ["Email", "ana@example.com"],
      ["Phone", "+54 11 5555-0142"],
    ]);
    expect(result.status).toBe("success");
    expect(result.status === "success" && result.value).toEqual({
      Name: "Ana",
      Email: "ana@example.com",
      Phone: "+54 11 5555-0142",
      Pick: "a",
      Many: ["b", "a"],
      Boxes: ["b"],
      Agree: true,
      News: false,
    });
  });
  it("one value of a multi-picklist is a list of one", () => {
    const result = parse(valid);
    expect(result.status === "success" && result.value.Many).toEqual(["b"]);
  });
  it.each([
    ["a required text left empty", "Name", "", "marketing-form:errors.required"],
    ["a text over its maximum length", "Name", "Anabella", "marketing-form:errors.tooLong"],
    ["an email that is not one", "Email", "ana@", "marketing-form:errors.email"],
    ["a phone with letters", "Phone", "call me", "marketing-form:errors.phone"],
    ["a picklist value not offered", "Pick", "z", "marketing-form:errors.option"],
    ["a required picklist left on its placeholder", "Pick", "", "marketing-form:errors.required"],
  ])("%s is an error on that field", (_case, name, value, message) => {
    const result = parse([...valid.filter(([n]) => n !== name), [name, value]]);
    expect(result.status).toBe("error");
    expect(errorsOf(result)[name]).toEqual([message]);
  });
  it("a required multi-picklist needs at least one option", () => {
    const result = parse(valid.filter(([n]) => n !== "Many"));
    expect(errorsOf(result).Many).toEqual(["marketing-form:errors.chooseOne"]);
  });
  it("a box of a group that is not an option is refused; an optional group may stay empty", () => {
    expect(parse([...valid, ["Boxes", "z"]]).status).toBe("error");
    expect(parse(valid).status === "success" && parse(valid).status).toBe("success");
  });
  it("a required single checkbox must be ticked; an optional one reads false when not", () => {
    const result = parse(valid.filter(([n]) => n !== "Agree"));
    // Its own message: a box is ticked, not filled in (issue 27).
    expect(errorsOf(result).Agree).toEqual(["marketing-form:errors.mustTick"]);
  });
  it("optional text fields may stay empty", () => {
    const result = parse(valid);
    expect(result.status === "success" && result.value.Email).toBeUndefined();
  });
});

describe("the fields' views", () => {
  it("carry the prefix, what was typed and the translated error", () => {
    const views = marketingFieldViews(definition, {
      prefix: "client.",
      values: { Name: "Ana", Many: "a", Agree: "on" },
      errors: { "client.Pick": ["marketing-form:errors.required"] },
      t: (key) => `t(${key})`,
    });
    expect(views.map((v) => [v.name, v.type])).toEqual([
      ["client.Name", "text"],
      ["client.Email", "text"],
      ["client.Phone", "text"],
      ["client.Pick", "picklist"],
      ["client.Many", "multi-picklist"],
      ["client.Boxes", "checkbox"],
      ["client.Agree", "single-checkbox"],
      ["client.News", "single-checkbox"],
    ]);
    expect(views[0]).toMatchObject({ value: "Ana", error: null, required: true, inputType: "text" });
    expect(views[1]).toMatchObject({ inputType: "email" });
    expect(views[2]).toMatchObject({ inputType: "tel" });
    expect(views[3]).toMatchObject({ value: "", error: "t(marketing-form:errors.required)" });
    expect(views[4]).toMatchObject({ value: ["a"] });
    expect(views[6]).toMatchObject({ value: true });
    expect(views[7]).toMatchObject({ value: false });
  });
});
