import { describe, expect, it } from "vitest";

import { forgetToken, holdsTokenCookie, rememberToken, tokenFromCookie } from "./token-cookie.server";

const NOW = Date.UTC(2026, 10, 28, 12);
const grower = { token: "partner-token-of-the-grower-0123", email: "ar.conectado@surco.example" };
const pair = (setCookie: string) => setCookie.split(";")[0]!;
const valueOf = (setCookie: string) => pair(setCookie).slice(pair(setCookie).indexOf("=") + 1);

describe("the field-view token cookie (issue 26, item 11)", () => {
  const oneHour = rememberToken({ ...grower, expiresAt: NOW + 3_600_000 }, NOW);

  it("holds neither the token nor the e-mail in a form the browser can read", () => {
    const value = valueOf(oneHour);
    const decoded = Buffer.from(value, "base64url").toString("latin1");
    for (const secret of [grower.token, grower.email, "surco.example"]) {
      expect(value).not.toContain(secret);
      expect(decoded).not.toContain(secret);
    }
  });

  it("lives as long as the partner's token and no longer, HttpOnly and Lax", () => {
    expect(oneHour).toMatch(/; Max-Age=3600; Path=\/; SameSite=Lax; HttpOnly/);
    expect(rememberToken({ ...grower, expiresAt: NOW - 1 }, NOW)).toMatch(/; Max-Age=0;/);
  });

  it("gives the token back to its grower only, and only until it expires", () => {
    const header = pair(oneHour);
    expect(tokenFromCookie(header, "AR.Conectado@surco.example", NOW)).toBe(grower.token);
    expect(tokenFromCookie(header, "ar.permitido@surco.example", NOW)).toBeNull();
    expect(tokenFromCookie(header, grower.email, NOW + 3_600_000)).toBeNull();
  });

  it("refuses a value that was altered, planted in the clear or sealed under another key", () => {
    const name = pair(oneHour).split("=")[0]!;
    const value = valueOf(oneHour);
    const flipped = Buffer.from(value, "base64url");
    flipped[20] = flipped[20]! ^ 1;
    const planted = [
      `${name}=${flipped.toString("base64url")}`,
      `${name}=${Buffer.from(JSON.stringify({ ...grower, expiresAt: NOW + 1e9 })).toString("base64url")}`,
      `${name}=${grower.token}`,
      `${name}=`,
    ];
    for (const header of planted) expect(tokenFromCookie(header, grower.email, NOW)).toBeNull();
    // A planted copy ahead of the real one does not hide it.
    expect(tokenFromCookie(`${planted[0]}; ${pair(oneHour)}`, grower.email, NOW)).toBe(grower.token);
  });

  it("is forgotten with an empty value that expires at once", () => {
    expect(forgetToken()).toMatch(/=; Max-Age=0; Path=\/; SameSite=Lax; HttpOnly/);
    expect(holdsTokenCookie(pair(forgetToken()))).toBe(false);
    expect(holdsTokenCookie(pair(oneHour))).toBe(true);
  });
});
