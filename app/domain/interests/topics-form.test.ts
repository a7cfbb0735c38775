import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";

import { NONE_CHOSEN, topicsFormSchema, UNKNOWN_TOPIC } from "./topics-form";

const schema = topicsFormSchema(new Set(["soy", "corn", "market"]));
/** As the action reads the form: conform's parseWithZod (a form's fields are required, unlike a query's). */
const readQuery = (data: FormData, s: typeof schema) => {
  const submission = parseWithZod(data, { schema: s });
  return submission.status === "success"
    ? { errors: {}, value: submission.value }
    : { errors: submission.error ?? {}, value: { interests: [] as string[] } };
};
const form = (...pairs: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of pairs) data.append(name, value);
  return data;
};

describe("topics modal: at least one item of the list", () => {
  it("refuses an empty choice with 'select at least one item'", () => {
    const reading = readQuery(form(["idempotencyKey", "k"]), schema);
    expect(reading.errors).toEqual({ interests: [NONE_CHOSEN] });
  });
  it("accepts one topic", () => {
    const reading = readQuery(form(["interests", "soy"]), schema);
    expect(reading.errors).toEqual({});
    expect(reading.value.interests).toEqual(["soy"]);
  });
  it("keeps several, once each", () => {
    const reading = readQuery(form(["interests", "soy"], ["interests", "market"], ["interests", "soy"]), schema);
    expect(reading.value.interests).toEqual(["soy", "market"]);
  });
  it("refuses a topic the upstream does not offer", () => {
    const reading = readQuery(form(["interests", "soy"], ["interests", "made-up"]), schema);
    expect(reading.errors).toEqual({ interests: [UNKNOWN_TOPIC] });
  });
});
