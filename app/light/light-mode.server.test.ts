import { describe, expect, it } from "vitest";

import { isLightMode, lightChoiceCookie } from "./light-mode.server";

const request = (headers: Record<string, string>) => new Request("http://localhost/es-ar", { headers });

describe("isLightMode", () => {
  it("is off with no signal", () => {
    expect(isLightMode(request({}))).toBe(false);
  });

  it("is on when the browser saves data", () => {
    expect(isLightMode(request({ "save-data": "on" }))).toBe(true);
    expect(isLightMode(request({ "save-data": " ON " }))).toBe(true);
    expect(isLightMode(request({ "save-data": "off" }))).toBe(false);
  });

  it("is on for a 2g or slow-2g connection hint, off for faster ones", () => {
    expect(isLightMode(request({ ect: "2g" }))).toBe(true);
    expect(isLightMode(request({ ect: "slow-2g" }))).toBe(true);
    expect(isLightMode(request({ ect: "3g" }))).toBe(false);
    expect(isLightMode(request({ ect: "4g" }))).toBe(false);
  });

  it("is on when the grower chose it, among other cookies", () => {
    expect(isLightMode(request({ cookie: "surco-light=1" }))).toBe(true);
    expect(isLightMode(request({ cookie: "a=b; surco-light=1; c=d" }))).toBe(true);
  });

  it("stays off when the grower chose the full version, whatever the headers say", () => {
    expect(isLightMode(request({ cookie: "surco-light=0", "save-data": "on" }))).toBe(false);
    expect(isLightMode(request({ cookie: "surco-light=0", ect: "slow-2g" }))).toBe(false);
  });

  it("ignores a value that is not a choice, and cookies of similar names", () => {
    expect(isLightMode(request({ cookie: "surco-light=yes" }))).toBe(false);
    expect(isLightMode(request({ cookie: "surco-light=yes", "save-data": "on" }))).toBe(true);
    expect(isLightMode(request({ cookie: "xsurco-light=1; surco-lightx=1" }))).toBe(false);
  });
});

describe("lightChoiceCookie", () => {
  it("remembers the choice for a year on the whole site, for the server only", () => {
    // Tests run outside production: no Secure, so the bare name (production adds Secure and the __Host- prefix).
    expect(lightChoiceCookie(true)).toBe("surco-light=1; Max-Age=31536000; Path=/; SameSite=Lax; HttpOnly");
    expect(lightChoiceCookie(false)).toBe("surco-light=0; Max-Age=31536000; Path=/; SameSite=Lax; HttpOnly");
  });

  it("is read back as the choice it wrote", () => {
    const value = (light: boolean) => lightChoiceCookie(light).split(";")[0];
    expect(isLightMode(request({ cookie: value(true) }))).toBe(true);
    expect(isLightMode(request({ cookie: value(false), "save-data": "on" }))).toBe(false);
  });
});
