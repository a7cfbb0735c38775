import { describe, expect, it } from "vitest";

import { cookieValues, prefixedCookieName } from "./cookie-names";

describe("prefixedCookieName", () => {
  it.each([
    [{ secure: true, path: "/" }, "__Host-surco_session"],
    [{ secure: true, path: "/api/auth" }, "__Secure-surco_session"],
    // A prefixed cookie without Secure is refused by browsers: plain http in development keeps the bare name.
    [{ secure: false, path: "/" }, "surco_session"],
    [{ secure: false, path: "/api/auth" }, "surco_session"],
  ])("%o → %s", (scope, expected) => {
    expect(prefixedCookieName("surco_session", scope)).toBe(expected);
  });
});

describe("cookieValues", () => {
  it("returns every value of the name, in order, and ignores look-alike names", () => {
    const header =
      "__surco_session=old; __Host-surco_session=first; x=1; __Host-surco_session=second;__Host-surco_session2=no";
    expect(cookieValues(header, "__Host-surco_session")).toEqual(["first", "second"]);
  });

  it("keeps '=' inside a value and copes with no header", () => {
    expect(cookieValues("a=b=c", "a")).toEqual(["b=c"]);
    expect(cookieValues(null, "a")).toEqual([]);
    expect(cookieValues("garbage; ;=x", "a")).toEqual([]);
  });
});
