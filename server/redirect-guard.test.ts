import { describe, expect, it } from "vitest";

import { guardedLocation } from "./redirect-guard";

describe("every Location goes through the one validator", () => {
  it.each([
    ["/es-ar/contacto?x=1", "/es-ar/contacto?x=1"],
    ["//evil.example", "/"],
    ["/.//evil.example", "/"],
    ["/\\evil.example", "/"],
    ["javascript:alert(1)", "/"],
    // Absolute addresses are built by server code from configured upstreams (the provider's login page).
    ["http://localhost:3001/oidc/auth?client_id=portal", "http://localhost:3001/oidc/auth?client_id=portal"],
  ])("%s → %s", (location, expected) => {
    expect(guardedLocation(location)).toBe(expected);
  });
});
