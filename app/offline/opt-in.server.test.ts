import { describe, expect, it } from "vitest";

import { offlineChoiceCookie, offlineOptedIn } from "./opt-in.server";

const withCookie = (cookie: string | null) =>
  new Request("https://surco.example/es-ar", { headers: cookie ? { cookie } : {} });

describe("the offline-reading opt-in for the light version", () => {
  it("is on only once the grower turned it on", () => {
    const [on] = offlineChoiceCookie(true).split(";");
    const [off] = offlineChoiceCookie(false).split(";");
    expect(offlineOptedIn(withCookie(on!))).toBe(true);
    expect(offlineOptedIn(withCookie(off!))).toBe(false);
    expect(offlineOptedIn(withCookie(null))).toBe(false);
    expect(offlineOptedIn(withCookie("other=1"))).toBe(false);
  });

  it("is remembered for a year, for the whole site, out of scripts' reach", () => {
    expect(offlineChoiceCookie(true)).toMatch(/=1; Max-Age=31536000; Path=\/; SameSite=Lax; HttpOnly/);
  });
});
