import { describe, expect, it } from "vitest";

import { REGISTRATION_SCRIPT } from "./registration-script";

describe("the service worker's registration script", () => {
  it("weighs at most 2 KB (issue 16)", () => {
    expect(new TextEncoder().encode(REGISTRATION_SCRIPT).length).toBeLessThanOrEqual(2048);
  });

  it("registers /sw.js only after the page has loaded", () => {
    expect(REGISTRATION_SCRIPT).toMatch(/^addEventListener\("load",/);
    expect(REGISTRATION_SCRIPT).toContain('register("/sw.js")');
  });
});
