import { describe, expect, it } from "vitest";
import { loginHref, safeReturnAddress } from "./return-address";

describe("safeReturnAddress: only same-origin relative paths", () => {
  it.each([
    ["/es-ar/mi-cuenta", "/es-ar/mi-cuenta"],
    ["/pt-br/area-logada?tab=2&x=%20y", "/pt-br/area-logada?tab=2&x=%20y"],
    ["/en-us/contact#hours", "/en-us/contact#hours"],
    ["/", "/"],
  ])("keeps %s", (candidate, expected) => {
    expect(safeReturnAddress(candidate)).toBe(expected);
  });

  it.each([
    ["//evil.example"],
    ["//evil.example/path"],
    ["/\\evil.example"],
    ["/\\/evil.example"],
    ["https://evil.example/"],
    ["http://localhost:3000/es-ar"],
    ["javascript:alert(1)"],
    ["evil.example"],
    ["/\t/evil.example"],
    ["/es-ar\n/x"],
    ["/es-ar\\..\\..\\evil"],
    [""],
    [null],
    [undefined],
  ])("refuses %j and returns to /", (candidate) => {
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
