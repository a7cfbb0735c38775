import { describe, expect, it } from "vitest";

import { ANONYMOUS, type SessionUser } from "~/auth/user";

import type { BlockContainer } from "./container";
import { applyContainers, type Visitor } from "./containers";

const grower = (user: Partial<SessionUser> = {}): Visitor => ({
  isLoggedIn: true,
  user: {
    id: "1",
    email: "ana@example.com",
    name: null,
    document: null,
    country: null,
    roles: [],
    profileStatus: "ACTIVE",
    cultivarType: null,
    isEleva: false,
    isCarbonProgram: false,
    ...user,
  },
});

type TestBlock = { id: string; container?: BlockContainer };
const shown = (blocks: TestBlock[], visitor: Visitor) => {
  const outcome = applyContainers(blocks, visitor);
  return outcome.kind === "show" ? outcome.blocks.map((b) => b.id) : outcome;
};

describe("containers (spec 002 §6) on a server-rendered page", () => {
  it("blocks without a container show to everyone", () => {
    expect(shown([{ id: "a" }, { id: "b" }], ANONYMOUS)).toEqual(["a", "b"]);
  });

  describe("role-gated", () => {
    const gated: TestBlock = { id: "finance", container: { type: "role-gated", allowedRoles: ["Finance"] } };
    it("shows to a grower holding one allowed role (names normalised)", () => {
      expect(shown([gated], grower({ roles: [" finance "] }))).toEqual(["finance"]);
    });
    it("leaves the block out for a grower without the role, and for an anonymous visitor", () => {
      expect(shown([{ id: "a" }, gated], grower({ roles: ["orders"] }))).toEqual(["a"]);
      expect(shown([{ id: "a" }, gated], ANONYMOUS)).toEqual(["a"]);
    });
  });

  describe("role-priority", () => {
    const priority = ["finance-and-orders", "finance", "member"];
    const child = (id: string, allowedRoles: string[]): TestBlock => ({
      id,
      container: { type: "role-priority", group: "quick", priority, allowedRoles },
    });
    const group = [
      { id: "top" },
      child("eximia", ["finance-and-orders"]),
      child("premium", ["finance"]),
      child("standard", ["member"]),
      { id: "end" },
    ];

    it("keeps the one child of the grower's first priority role, where the group began", () => {
      expect(shown(group, grower({ roles: ["Finance", "Finance and Orders"] }))).toEqual(["top", "eximia", "end"]);
      expect(shown(group, grower({ roles: ["member", "finance"] }))).toEqual(["top", "premium", "end"]);
      expect(shown(group, grower({ roles: ["member"] }))).toEqual(["top", "standard", "end"]);
    });
    it("shows none of the group to a grower with no listed role, nor to anonymous visitors", () => {
      expect(shown(group, grower({ roles: ["guest"] }))).toEqual(["top", "end"]);
      expect(shown(group, ANONYMOUS)).toEqual(["top", "end"]);
    });
  });

  describe("cultivar", () => {
    const plus = { id: "plus", container: { type: "cultivar", isCultivar: true } } as const;
    const notPlus = { id: "join", container: { type: "cultivar", isCultivar: false } } as const;
    it("shows when 'the grower is Cultivar Plus' equals isCultivar", () => {
      expect(shown([plus, notPlus], grower({ cultivarType: "Cultivar Plus" }))).toEqual(["plus"]);
      expect(shown([plus, notPlus], grower({ cultivarType: "Cultivar" }))).toEqual(["join"]);
      expect(shown([plus, notPlus], grower())).toEqual(["join"]);
    });
    it("shows neither to anonymous visitors", () => {
      expect(shown([plus, notPlus], ANONYMOUS)).toEqual([]);
    });
  });

  describe("feature-flag", () => {
    const flagged = (redirectPath?: string | null, primary?: boolean): TestBlock => ({
      id: "beta",
      container: { type: "feature-flag", allowList: ["Ana@Example.com"], redirectPath, primary },
    });
    it("shows to a listed grower (emails compared without case)", () => {
      expect(shown([flagged("/otra")], grower())).toEqual(["beta"]);
    });
    it("as the page's main content: anonymous visitors go to log in, unlisted growers to the configured path", () => {
      expect(shown([flagged("/otra", true)], ANONYMOUS)).toEqual({ kind: "login" });
      expect(shown([flagged("/otra", true)], grower({ email: "bo@example.com" }))).toEqual({
        kind: "redirect",
        to: "/otra",
      });
    });
    it("as the main content with a '#' or missing path, unlisted growers just do not get the block", () => {
      expect(shown([{ id: "a" }, flagged("#", true)], grower({ email: "bo@example.com" }))).toEqual(["a"]);
      expect(shown([{ id: "a" }, flagged(null, true)], grower({ email: "bo@example.com" }))).toEqual(["a"]);
    });
    it("as a side block, never sends anyone away: it is left out", () => {
      expect(shown([{ id: "a" }, flagged("/otra")], ANONYMOUS)).toEqual(["a"]);
      expect(shown([{ id: "a" }, flagged("/otra")], grower({ email: "bo@example.com" }))).toEqual(["a"]);
    });
  });

  describe("signed-in (personal blocks)", () => {
    const personal = { id: "points", container: { type: "signed-in" } } as const;
    it("shows to any signed-in grower and to no anonymous visitor", () => {
      expect(shown([personal], grower())).toEqual(["points"]);
      expect(shown([{ id: "a" }, personal], ANONYMOUS)).toEqual(["a"]);
    });
    it("as the page's main content, sends anonymous visitors to log in", () => {
      expect(shown([{ ...personal, container: { type: "signed-in", primary: true } }], ANONYMOUS)).toEqual({
        kind: "login",
      });
    });
  });

  it("a logged-in flag without a user object counts as anonymous", () => {
    expect(shown([{ id: "p", container: { type: "signed-in" } }], { isLoggedIn: true, user: null })).toEqual([]);
  });
});
