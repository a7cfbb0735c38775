import { describe, expect, it } from "vitest";
import { z } from "zod";

import { readQuery, translatedReply, typed } from "./read-query";

/** A small query: a forgiving size, and a day that is an error when it is not one. */
const schema = z.object({
  size: z
    .string()
    .optional()
    .transform((value) => (value === "50" ? 50 : 10)),
  day: z
    .string()
    .optional()
    .refine((value) => value === undefined || /^\d{4}-\d{2}-\d{2}$/.test(value), "errors.day"),
  go: z.string().optional(),
});

describe("reading a query string with its schema", () => {
  it("a query that holds: its value, no errors", () => {
    const reading = readQuery(new URLSearchParams("size=50&day=2025-01-01"), schema);
    expect(reading.value).toEqual({ size: 50, day: "2025-01-01" });
    expect(reading.errors).toEqual({});
    expect(reading.reply.status).toBe("success");
  });

  it("a field in error: its message key, its text as typed, and the rest of the query still applies", () => {
    const reading = readQuery(new URLSearchParams("size=50&day=tomorrow"), schema);
    expect(reading.errors).toEqual({ day: ["errors.day"] });
    expect(reading.value).toEqual({ size: 50 });
    expect(typed(reading.reply, "day")).toBe("tomorrow");
    // What the form starts from carries the text, not the key.
    expect(translatedReply(reading.reply, (key) => `«${key}»`).error).toEqual({ day: ["«errors.day»"] });
  });

  it("a posted form is read the same way, its text fields only", () => {
    const form = new FormData();
    form.set("size", "50");
    form.set("day", "tomorrow");
    form.set("go", new Blob(["not text"]));
    const reading = readQuery(form, schema);
    expect(reading.errors).toEqual({ day: ["errors.day"] });
    expect(reading.value).toEqual({ size: 50 });
    expect(typed(reading.reply, "day")).toBe("tomorrow");
  });

  it("a schema may name what to leave out instead (what only means something once the fields hold)", () => {
    const needsDay = schema.refine((value) => value.go !== "1" || value.day !== undefined, {
      path: ["day"],
      message: "errors.required",
    });
    const reading = readQuery(new URLSearchParams("go=1&size=50"), needsDay, ["go"]);
    expect(reading.errors).toEqual({ day: ["errors.required"] });
    expect(reading.value).toEqual({ size: 50 });
  });

  it("a schema that cannot read its query without the fields in error is a programming error, not a page", () => {
    const always = z.object({ day: z.string() });
    expect(() => readQuery(new URLSearchParams(""), always)).toThrow(/still invalid/);
  });

  describe("keys the schema does not declare, or declares once (issue 26)", () => {
    const listed = z.object({ q: z.string().optional(), tag: z.array(z.string()).optional() });

    it.each(["q[]=1", "q[0]=1", "q.a=1", "q[a]=x", "tag[]=a", "tag[0]=a", "tag.x=a", "other=1", "=1", "q%00=1"])(
      "%s is ignored: the page reads as if it were not there",
      (query) => {
        const reading = readQuery(new URLSearchParams(query), listed);
        expect(reading.value).toEqual({});
        expect(reading.errors).toEqual({});
      },
    );

    it("a repeated key keeps its first value; a list keeps every value", () => {
      const reading = readQuery(new URLSearchParams("q=a&q=b&tag=x&tag=y&q[]=c"), listed);
      expect(reading.value).toEqual({ q: "a", tag: ["x", "y"] });
    });

    it("through the wrappers a page's schema uses: a transform, a refinement, a union", () => {
      const wrapped = z.union([listed.refine(() => true), z.object({ page: z.string() })]).transform((v) => v);
      expect(readQuery(new URLSearchParams("q=a&q=b&page[]=2&tag=x"), wrapped).value).toEqual({ q: "a", tag: ["x"] });
    });

    // Every key shape, against every schema shape the pages use: never the "still invalid" throw.
    it("generated key shapes never make a page's reading throw", () => {
      const shapes = (name: string) => [
        name,
        `${name}[]`,
        `${name}[0]`,
        `${name}.x`,
        `${name}[x]`,
        `${name}]`,
        `[${name}`,
      ];
      const values = ["", "1", "x", "1,5", "-1", "99999999999999999999", "2025-02-30"];
      for (const name of ["size", "day", "go", "q"]) {
        for (const key of shapes(name)) {
          for (const value of values) {
            const query = new URLSearchParams([
              [key, value],
              [key, value],
              [name, value],
            ]);
            expect(() => readQuery(query, schema), `${key}=${value}`).not.toThrow();
          }
        }
      }
    });
  });
});
