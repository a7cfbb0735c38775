import { describe, expect, it } from "vitest";

import { addressDigest, unsubscribeLinks } from "./unsubscribe-link.server";

const SECRET = "unsubscribe-test-secret-0123456789abcdef";
const scope = { grower: "grower-1", kind: "frost", address: "Ana@Campo.example" } as const;

describe("the one-click unsubscribe link (issue 30)", () => {
  it("reads back the grower, kind and address it was issued for (the address as a digest)", () => {
    const links = unsubscribeLinks(SECRET);
    expect(links.read(links.issue(scope))).toEqual({
      ok: true,
      scope: { grower: "grower-1", kind: "frost", addressDigest: addressDigest("ana@campo.example") },
    });
    expect(addressDigest("ana@campo.example")).not.toBe(addressDigest("otra@campo.example"));
  });

  const reissued = (change: (payload: Record<string, unknown>) => void) => {
    const [payload, signature] = unsubscribeLinks(SECRET).issue(scope).split(".");
    const fields = JSON.parse(Buffer.from(payload, "base64url").toString()) as Record<string, unknown>;
    change(fields);
    return `${Buffer.from(JSON.stringify(fields)).toString("base64url")}.${signature}`;
  };

  it.each([
    ["another grower's id put in", reissued((fields) => (fields.g = "grower-2"))],
    ["another kind put in", reissued((fields) => (fields.k = "heavy-rain"))],
    ["another address put in", reissued((fields) => (fields.a = addressDigest("otra@campo.example")))],
    ["its time pushed back", reissued((fields) => (fields.e = Number(fields.e) + 1e12))],
    ["signed with another secret", unsubscribeLinks("another-secret-0123456789abcdef-xyz").issue(scope)],
  ])("refuses a link with %s: it changes nothing", (_label, token) => {
    expect(unsubscribeLinks(SECRET).read(token)).toEqual({ ok: false, problem: "tampered" });
  });

  it("refuses a link past its 60 days", () => {
    const issuedAt = Date.parse("2026-11-29T10:00:00Z");
    const token = unsubscribeLinks(SECRET, () => issuedAt).issue(scope);
    expect(unsubscribeLinks(SECRET, () => issuedAt + 59 * 86_400_000).read(token).ok).toBe(true);
    expect(unsubscribeLinks(SECRET, () => issuedAt + 61 * 86_400_000).read(token)).toEqual({
      ok: false,
      problem: "expired",
    });
  });

  it.each([[""], ["no-dot"], ["a.b.c"], [42], [null], ["x".repeat(2_000)]])("refuses %j as malformed", (token) => {
    expect(unsubscribeLinks(SECRET).read(token)).toEqual({ ok: false, problem: "malformed" });
  });
});
