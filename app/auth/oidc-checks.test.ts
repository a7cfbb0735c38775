import { describe, expect, it } from "vitest";

import { checkAuthorizationResponse, checkIdToken } from "./oidc-checks";

const ISSUER = "https://id.surco.example/oidc";

describe("checkAuthorizationResponse", () => {
  const expected = { state: "s-123", issuer: ISSUER, issSupported: true };
  const check = (query: Record<string, string>, overrides = {}) =>
    checkAuthorizationResponse(new URLSearchParams(query), { ...expected, ...overrides });

  it("accepts the code when state and iss match", () => {
    expect(check({ code: "c", state: "s-123", iss: ISSUER })).toEqual({ ok: true, value: "c" });
  });

  it.each([
    ["another issuer (mix-up, RFC 9207)", { code: "c", state: "s-123", iss: "https://evil.example/oidc" }],
    ["no iss from a provider that sends it", { code: "c", state: "s-123" }],
    ["the issuer with a trailing slash", { code: "c", state: "s-123", iss: `${ISSUER}/` }],
    ["another login's state", { code: "c", state: "s-999", iss: ISSUER }],
    ["no state", { code: "c", iss: ISSUER }],
    ["no code", { state: "s-123", iss: ISSUER }],
    ["the provider's error", { error: "access_denied", state: "s-123", iss: ISSUER }],
  ])("refuses %s", (_label, query) => {
    expect(check(query).ok).toBe(false);
  });

  it("a provider that does not advertise iss may omit it, but a wrong one is still refused", () => {
    expect(check({ code: "c", state: "s-123" }, { issSupported: false })).toEqual({ ok: true, value: "c" });
    expect(check({ code: "c", state: "s-123", iss: "https://x.example" }, { issSupported: false }).ok).toBe(false);
  });
});

describe("checkIdToken", () => {
  const now = 1_800_000_000;
  const token = (claims: Record<string, unknown>) =>
    ["{}", JSON.stringify(claims), "sig"].map((part) => Buffer.from(part).toString("base64url")).join(".");
  const good = { iss: ISSUER, sub: "u1", aud: "surco-portal", exp: now + 600, nonce: "n-1" };
  const check = (claims: Record<string, unknown>) =>
    checkIdToken(token(claims), { issuer: ISSUER, clientId: "surco-portal", nonce: "n-1", now });

  it("accepts a token from the issuer, for this client, for this login", () => {
    expect(check(good)).toMatchObject({ ok: true, value: { sub: "u1" } });
    expect(check({ ...good, aud: ["surco-portal", "other"], azp: "surco-portal" }).ok).toBe(true);
  });

  it.each([
    ["another issuer", { ...good, iss: "https://evil.example" }],
    ["another audience", { ...good, aud: "someone-else" }],
    ["several audiences without azp", { ...good, aud: ["surco-portal", "other"] }],
    ["expired", { ...good, exp: now - 120 }],
    ["another login's nonce", { ...good, nonce: "n-2" }],
    ["no nonce", { ...good, nonce: undefined }],
    ["no subject", { ...good, sub: "" }],
  ])("refuses %s", (_label, claims) => {
    expect(check(claims).ok).toBe(false);
  });

  it("refuses what is not a JWT", () => {
    expect(checkIdToken("nope", { issuer: ISSUER, clientId: "c", nonce: "n", now }).ok).toBe(false);
    expect(checkIdToken("a.!!!.c", { issuer: ISSUER, clientId: "c", nonce: "n", now }).ok).toBe(false);
  });
});
