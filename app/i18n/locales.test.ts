import { describe, expect, it } from "vitest";

import { FALLBACK_LOCALE, LOCALES } from "~/countries";

import { resources } from "./resources.server";
import { translationProblems } from "./translations";

/**
 * Every locale's texts are complete: the check the fifth-locale fixture goes
 * through too (app/countries/fifth-locale.test.ts).
 */
describe("translations", () => {
  it.each(LOCALES)("%s: every namespace, every key, every plural form, no empty text", (locale) => {
    expect(translationProblems(resources, [locale], FALLBACK_LOCALE)).toEqual([]);
  });

  it("the check names what is missing, extra or empty", () => {
    const en = { common: { a: "A", b: { c: "C" }, n_one: "one", n_other: "many", s: { anonymous: "" } } };
    const complete = Object.fromEntries(["nav", "home"].map((n) => [n, { x: "x" }]));
    const shipped = { "en-US": { ...en, ...complete } };
    const broken = {
      ...shipped,
      "es-AR": { ...complete, common: { a: "", b: {}, n_one: "uno", extra: "E", s: { anonymous: "" } }, stray: {} },
    };
    expect(translationProblems(broken, ["es-AR"], "en-US")).toEqual(
      expect.arrayContaining([
        "es-AR/stray: not a declared namespace",
        'es-AR/common: missing "b.c"',
        'es-AR/common: "extra" is not in en-US',
        'es-AR/common: missing plural "n_other"',
        'es-AR/common: "a" is empty',
        "es-AR/account: no translation file",
      ]),
    );
    expect(translationProblems(broken, ["es-AR"], "en-US").join("\n")).not.toMatch(/anonymous/);
  });
});
