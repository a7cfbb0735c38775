import { describe, expect, it } from "vitest";

import type { CountryConfig } from "~/countries";
import { argentina } from "~/countries/ar";

import {
  cultivarMatches,
  featureFlagContainer,
  hasAllowedRole,
  isFlagOn,
  maySignIn,
  normaliseRole,
  passesPostLoginAllowList,
  pickByRolePriority,
  quickLinkSet,
} from "./gates";
import { ANONYMOUS, type SessionUser } from "./user";

const user = (email: string): SessionUser => ({
  id: "1",
  email,
  name: null,
  document: null,
  country: null,
  roles: [],
  profileStatus: "ACTIVE",
  cultivarType: null,
  isEleva: false,
  isCarbonProgram: false,
});

describe("normaliseRole", () => {
  it.each([
    ["Finance", "finance"],
    [" Finance and Orders ", "finance-and-orders"],
    ["FINANCE_AND_ORDERS", "finance-and-orders"],
    ["finance-and-orders", "finance-and-orders"],
  ])("%j → %s", (raw, expected) => expect(normaliseRole(raw)).toBe(expected));
});

describe("role-gated container", () => {
  it.each([
    [["Finance"], ["finance"], true],
    [["Grower", "Finance and Orders"], ["finance-and-orders"], true],
    [["Grower"], ["finance", "finance-and-orders"], false],
    [[], ["finance"], false],
    [["finance"], [], false],
  ])("roles %j allowed %j → %s", (roles, allowed, expected) => {
    expect(hasAllowedRole(roles, allowed)).toBe(expected);
  });
});

describe("role-priority container", () => {
  const children = [
    { name: "eximia", allowedRoles: ["finance-and-orders"] },
    { name: "premium", allowedRoles: ["Finance"] },
    { name: "standard", allowedRoles: ["grower"] },
  ];
  const priority = ["finance-and-orders", "finance", "grower"];
  it.each([
    [["Grower", "Finance"], "premium"], // finance outranks grower
    [["Finance", "Finance and Orders"], "eximia"], // the first priority the user holds wins
    [["grower"], "standard"],
    [["agronomist"], null],
  ])("roles %j → %s", (roles, expected) => {
    expect(pickByRolePriority(roles, priority, children)?.name ?? null).toBe(expected);
  });
  it("shows nothing when no child allows the chosen role", () => {
    expect(pickByRolePriority(["finance"], priority, [{ allowedRoles: ["grower"] }])).toBeNull();
  });
});

describe("cultivar container", () => {
  it.each([
    ["Cultivar Plus", true, true],
    ["Cultivar Plus", false, false],
    ["Cultivar", true, false],
    ["Cultivar", false, true],
    [null, false, true],
    [null, true, false],
  ])("type %j with isCultivar %s → %s", (type, isCultivar, expected) => {
    expect(cultivarMatches(type, isCultivar)).toBe(expected);
  });
});

describe("quick links by role", () => {
  it.each([
    [["finance"], "premium"],
    [["Finance and Orders"], "eximia"],
    [["finance", "finance-and-orders"], "eximia"],
    [["grower"], "standard"],
    [[], "standard"],
  ])("%j → %s", (roles, expected) => expect(quickLinkSet(roles)).toBe(expected));
});

describe("feature-flag container", () => {
  const list = ["allowed@surco.example"];
  it("sends anonymous visitors to login", () => {
    expect(featureFlagContainer(ANONYMOUS, list, "/x")).toEqual({ kind: "login" });
  });
  it("shows to listed users, whatever the case of their email", () => {
    expect(featureFlagContainer({ isLoggedIn: true, user: user("Allowed@Surco.example") }, list, "/x")).toEqual({
      kind: "show",
    });
  });
  it("redirects others to the configured path", () => {
    expect(featureFlagContainer({ isLoggedIn: true, user: user("other@surco.example") }, list, "/es-ar")).toEqual({
      kind: "redirect",
      to: "/es-ar",
    });
  });
  it.each([["#"], [null], [undefined], [""]])("hides instead of redirecting when the path is %j", (path) => {
    expect(featureFlagContainer({ isLoggedIn: true, user: user("other@surco.example") }, list, path)).toEqual({
      kind: "hide",
    });
  });
});

describe("flags", () => {
  const flags = (overrides: Partial<CountryConfig["flags"]>) => ({ flags: { ...argentina.flags, ...overrides } });
  it("reads each boolean flag", () => {
    expect(isFlagOn(flags({ "global-widget-magoya": false }), "global-widget-magoya")).toBe(false);
    expect(isFlagOn(flags({ "emea-show-newsletter-subscription": true }), "emea-show-newsletter-subscription")).toBe(
      true,
    );
  });
  it("global-widget-magoya defaults to on when a country does not set it", () => {
    const { "global-widget-magoya": _omitted, ...rest } = argentina.flags;
    expect(isFlagOn({ flags: rest as CountryConfig["flags"] }, "global-widget-magoya")).toBe(true);
    expect(isFlagOn(flags({ "global-widget-magoya": false }), "global-widget-magoya")).toBe(false);
  });
  it("the post-login allow-list lets everyone through when unset, and only listed emails when set", () => {
    expect(passesPostLoginAllowList(flags({ postLoginAllowList: null }), "anyone@x.example")).toBe(true);
    expect(passesPostLoginAllowList(flags({ postLoginAllowList: ["a@x.example"] }), "A@x.example")).toBe(true);
    expect(passesPostLoginAllowList(flags({ postLoginAllowList: ["a@x.example"] }), "b@x.example")).toBe(false);
  });
});

describe("maySignIn: the grower's own country's allow-list, whatever the address", () => {
  const countries = [
    { code: "AR" as const, flags: { ...argentina.flags, postLoginAllowList: ["si@x.example"] } },
    { code: "BR" as const, flags: { ...argentina.flags, postLoginAllowList: null } },
    { code: "US" as const, flags: { ...argentina.flags, postLoginAllowList: null } },
  ];
  it.each([
    ["an Argentine grower on the list", { email: "SI@x.example", country: "AR" as const }, true],
    ["an Argentine grower off the list", { email: "no@x.example", country: "AR" as const }, false],
    ["a Brazilian grower (no list in Brazil)", { email: "no@x.example", country: "BR" as const }, true],
    ["a US grower (no list in the US)", { email: "no@x.example", country: "US" as const }, true],
    ["a grower of unknown country off Argentina's list", { email: "no@x.example", country: null }, false],
    ["a grower of unknown country on every list", { email: "si@x.example", country: null }, true],
  ])("%s → %s", (_label, who, expected) => {
    expect(maySignIn(who, countries)).toBe(expected);
  });

  it("with the real country configs, ar.nopermitido is refused and ar.permitido is not", () => {
    expect(maySignIn({ email: "ar.nopermitido@surco.example", country: "AR" })).toBe(false);
    expect(maySignIn({ email: "ar.permitido@surco.example", country: "AR" })).toBe(true);
  });
});
