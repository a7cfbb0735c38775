import { describe, expect, it } from "vitest";

import { contentSecurityPolicy } from "./content-security-policy";

const directives = (policy: string) => new Map(policy.split("; ").map((d) => [d.split(" ")[0], d] as const));

describe("the Content-Security-Policy", () => {
  it("a page with scripts allows exactly their hashes, and what they import ('strict-dynamic')", () => {
    const policy = directives(
      contentSecurityPolicy({ scriptHashes: ["sha256-AAA=", "sha256-BBB="], formTargets: ["https://id.example"] }),
    );
    expect(policy.get("script-src")).toBe("script-src 'sha256-AAA=' 'sha256-BBB=' 'strict-dynamic'");
    expect(policy.get("form-action")).toBe("form-action 'self' https://id.example");
  });

  it("a page or answer without scripts allows none", () => {
    expect(directives(contentSecurityPolicy({ scriptHashes: [], formTargets: [] })).get("script-src")).toBe(
      "script-src 'none'",
    );
  });

  it("a page that carries its styles inline allows that <style> by its hash, and no other", () => {
    const policy = directives(
      contentSecurityPolicy({ scriptHashes: [], styleHashes: ["sha256-CCC="], formTargets: [] }),
    );
    expect(policy.get("style-src")).toBe("style-src 'self' 'sha256-CCC='");
    expect(policy.get("style-src")).not.toContain("unsafe-inline");
  });

  it("fetches from our own origin only, unless a hosted map style's origin is named (decision 0068)", () => {
    expect(directives(contentSecurityPolicy({ scriptHashes: [], formTargets: [] })).get("connect-src")).toBe(
      "connect-src 'self'",
    );
    const hosted = contentSecurityPolicy({
      scriptHashes: [],
      formTargets: [],
      connectSources: ["https://maps.example"],
    });
    expect(directives(hosted).get("connect-src")).toBe("connect-src 'self' https://maps.example");
    expect(directives(hosted).get("img-src")).toBe("img-src 'self' data:");
  });

  it("has no nonce, no inline script or style, and keeps every other restriction", () => {
    const policy = contentSecurityPolicy({ scriptHashes: ["sha256-AAA="], formTargets: [] });
    expect(policy).not.toMatch(/nonce|unsafe-eval/);
    expect(directives(policy).get("script-src")).not.toContain("unsafe-inline");
    expect(directives(policy).get("style-src")).toBe("style-src 'self'");
    for (const directive of [
      "default-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "report-uri /api/csp-reports",
      "report-to csp",
    ])
      expect(policy).toContain(directive);
  });
});
