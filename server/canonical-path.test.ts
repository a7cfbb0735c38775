import { describe, expect, it } from "vitest";

import { canonicalPath, redirectToCanonicalPath } from "./canonical-path";

describe("canonical paths", () => {
  it.each([
    ["/ES-AR", "/es-ar"],
    ["/Pt-Br/contato", "/pt-br/contato"],
    ["/es-ar/", "/es-ar"],
    ["/en-us/contact//", "/en-us/contact"],
  ])("%s → %s", (path, expected) => expect(canonicalPath(path)).toBe(expected));
  it.each([["/"], ["/es-ar"], ["/en-us/contact"], ["/assets/root-AbC.css"], ["/robots.txt"]])(
    "%s is already canonical",
    (path) => {
      expect(canonicalPath(path)).toBeNull();
    },
  );
});

describe("the canonical redirect only leads to our own pages", () => {
  function answer(originalUrl: string) {
    const outcome: { status?: number; location?: string; passed?: boolean } = {};
    const path = originalUrl.split("?")[0];
    const res = {
      redirect: (status: number, location: string) => Object.assign(outcome, { status, location }),
      status(status: number) {
        outcome.status = status;
        return this;
      },
      type() {
        return this;
      },
      send: () => undefined,
    };
    redirectToCanonicalPath()(
      { method: "GET", path, originalUrl } as never,
      res as never,
      () => (outcome.passed = true),
    );
    return outcome;
  }

  it.each([
    ["/ES-AR/contacto/?a=1", "/es-ar/contacto?a=1"],
    ["/es-ar/", "/es-ar"],
    ["//", "/"],
  ])("%s → 301 %s", (url, location) => {
    expect(answer(url)).toEqual({ status: 301, location });
  });

  it.each([
    ["//evil.example/"],
    ["//evil.example//"],
    ["/\\evil.example/"],
    ["/\\/evil.example/"],
    ["/.//evil.example/"],
    ["/%2e%2e//evil.example/"],
    ["/%2F%2Fevil.example/"],
    ["/%5Cevil.example/"],
  ])("%s answers 404, never a redirect", (url) => {
    expect(answer(url)).toEqual({ status: 404 });
  });
});
