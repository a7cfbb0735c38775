import { describe, expect, it } from "vitest";

import { loginHref, safeReturnAddress } from "./return-address";

describe("safeReturnAddress: only same-origin absolute paths", () => {
  it.each([
    ["/es-ar/mi-cuenta", "/es-ar/mi-cuenta"],
    ["/pt-br/area-logada?tab=2&x=%20y", "/pt-br/area-logada?tab=2&x=%20y"],
    ["/en-us/contact#hours", "/en-us/contact#hours"],
    ["/", "/"],
    // Dot segments that stay on our origin resolve to where the browser would go.
    ["/es-ar/./contacto", "/es-ar/contacto"],
    ["/es-ar/x/../contacto", "/es-ar/contacto"],
    // A query may carry encoded text of any kind: it does not decide the destination.
    ["/es-ar/catalogo?q=%2F%2Fa%5Cb", "/es-ar/catalogo?q=%2F%2Fa%5Cb"],
  ])("keeps %s", (candidate, expected) => {
    expect(safeReturnAddress(candidate)).toBe(expected);
  });

  /** Each way of spelling "another origin", raw and in its encodings. */
  const OTHER_ORIGIN = [
    "//evil.example",
    "//evil.example/path",
    "///evil.example",
    "/\\evil.example",
    "/\\/evil.example",
    "\\\\evil.example",
    "https://evil.example/",
    "http://localhost:3000/es-ar",
    "javascript:alert(1)",
    "evil.example",
    // Dot segments that climb into a protocol-relative address.
    "/.//evil.example",
    "/..//evil.example",
    "/./..//evil.example",
    "/es-ar/..//evil.example",
    "/es-ar/../..//evil.example",
    // The same, percent-encoded once, twice, in upper and lower case.
    "/%2e%2e//evil.example",
    "/%2E%2E//evil.example",
    "/%2e//evil.example",
    "/%252e%252e//evil.example",
    "/%2F%2Fevil.example",
    "/%2f/evil.example",
    "/%252F%252Fevil.example",
    "/%5Cevil.example",
    "/%5cevil.example",
    "/%255Cevil.example",
    "/es-ar/%2e%2e/%2e%2e/%2F%2Fevil.example",
    // Control characters that browsers strip before parsing.
    "/\t/evil.example",
    "/%09/evil.example",
    "/es-ar\n/x",
    "/es-ar%0a/x",
    "/es-ar\\..\\..\\evil",
    // Malformed or too deeply nested encodings.
    "/%E0%A4%A",
    "/%25252525252e",
  ];
  it.each(OTHER_ORIGIN.map((c) => [c]))("refuses %j and returns to /", (candidate) => {
    expect(safeReturnAddress(candidate)).toBe("/");
  });

  it.each([[""], [null], [undefined]])("an absent address (%j) returns to /", (candidate) => {
    expect(safeReturnAddress(candidate)).toBe("/");
  });
});

describe("loginHref", () => {
  it("carries the current path and query as the state", () => {
    expect(loginHref("http://localhost:3000/es-ar/mi-cuenta?tab=2")).toBe(
      "/api/auth/login?state=%2Fes-ar%2Fmi-cuenta%3Ftab%3D2",
    );
  });
});
