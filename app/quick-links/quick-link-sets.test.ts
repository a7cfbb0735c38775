import { describe, expect, it } from "vitest";

import { quickLinkSet } from "~/auth/gates";

import { quickLinksFor } from "./quick-link-sets";

describe("quick links by role, through the role-priority container", () => {
  it.each([
    [["Finance"], "premium"],
    [["finance"], "premium"],
    [["Finance and Orders"], "eximia"],
    [["FINANCE_AND_ORDERS"], "eximia"],
    [["finance", "finance-and-orders"], "eximia"],
    [["Grower", "Finance"], "premium"],
    [["grower"], "standard"],
    [["agronomist", "orders"], "standard"],
    [[], "standard"],
  ])("roles %j → the %s set", (roles, expected) => {
    expect(quickLinksFor(roles).set).toBe(expected);
    // The container and the spec's rule (app/auth/gates.ts) agree.
    expect(quickLinksFor(roles).set).toBe(quickLinkSet(roles));
  });

  it("gives each set its own links", () => {
    const standard = quickLinksFor([]).sections;
    const premium = quickLinksFor(["finance"]).sections;
    const eximia = quickLinksFor(["finance-and-orders"]).sections;
    expect(new Set([standard.join(), premium.join(), eximia.join()]).size).toBe(3);
    expect(premium).toContain("loyalty-history-csv");
    // The section both finance roles exist for comes first (issue 27).
    expect(premium[0]).toBe("finance");
    expect(eximia[0]).toBe("finance");
    expect(standard).not.toContain("finance");
    expect(standard).not.toContain("loyalty-history-csv");
  });
});
