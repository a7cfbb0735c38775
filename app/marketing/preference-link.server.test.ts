import { describe, expect, it } from "vitest";

import { PREFERENCE_LINK_DAYS, preferenceLink, preferenceToken, readPreferenceToken } from "./preference-link.server";

const NOW = Date.UTC(2026, 10, 28, 12);
const DAY = 86_400_000;

describe("the preference centre's signed link (issue 26, item 9)", () => {
  const token = preferenceToken("Ana@Example.com", NOW);

  it("opens the address it was made for, lower-cased, until it expires", () => {
    expect(readPreferenceToken(token, NOW)).toEqual({ email: "ana@example.com" });
    expect(readPreferenceToken(token, NOW + PREFERENCE_LINK_DAYS * DAY - 1000)).toEqual({ email: "ana@example.com" });
    expect(readPreferenceToken(token, NOW + PREFERENCE_LINK_DAYS * DAY)).toBe("expired");
  });

  it("opens nothing when any part was changed, or when it is not ours", () => {
    const [address, expires, signature] = token.split(".") as [string, string, string];
    const other = Buffer.from("bob@example.com").toString("base64url");
    const forged = [
      `${other}.${expires}.${signature}`,
      `${address}.${Number(expires) + DAY / 1000}.${signature}`,
      `${address}.${expires}.${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`,
      `${address}.${expires}`,
      "",
      null,
      "a.b.c",
    ];
    for (const raw of forged) expect(readPreferenceToken(raw, NOW)).toBe("invalid");
  });

  it("is carried by the locale's preference centre address", () => {
    const link = new URL(preferenceLink("pt-BR", "ana@example.com", NOW));
    expect(link.pathname).toBe("/pt-br/preferencias");
    expect(readPreferenceToken(link.searchParams.get("token"), NOW)).toEqual({ email: "ana@example.com" });
  });
});
