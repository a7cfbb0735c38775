import { describe, expect, it } from "vitest";

import { hasMapConsent, mapConsentCookie } from "./map-consent";

describe("the maps consent guard (spec 002 §7: a consent cookie controls the maps display)", () => {
  it("has no consent until the cookie says yes", () => {
    expect(hasMapConsent("", false)).toBe(false);
    expect(hasMapConsent("other=1; surco-map-consent=no", false)).toBe(false);
    expect(hasMapConsent("other=1; surco-map-consent=yes", false)).toBe(true);
  });

  it("records a yes for a year, __Host- prefixed and Secure over https", () => {
    expect(mapConsentCookie(false)).toBe("surco-map-consent=yes; Path=/; Max-Age=31536000; SameSite=Lax");
    expect(mapConsentCookie(true)).toBe("__Host-surco-map-consent=yes; Path=/; Max-Age=31536000; SameSite=Lax; Secure");
    // A plain-http cookie does not count on https, where only the prefixed one can be trusted.
    expect(hasMapConsent("surco-map-consent=yes", true)).toBe(false);
    expect(hasMapConsent("__Host-surco-map-consent=yes", true)).toBe(true);
  });
});
