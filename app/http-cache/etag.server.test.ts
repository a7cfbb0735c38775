import { describe, expect, it } from "vitest";

import { matchesIfNoneMatch, strongEtag } from "./etag.server";

describe("a strong ETag per body", () => {
  it("is a quoted base64url SHA-256 (43 characters), the same for the same bytes, another for any change", () => {
    const tag = strongEtag("<p>día</p>");
    expect(tag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    expect(strongEtag("<p>día</p>")).toBe(tag);
    expect(strongEtag("<p>dia</p>")).not.toBe(tag);
    expect(strongEtag(new TextEncoder().encode("<p>día</p>"))).toBe(tag);
  });
});

describe("If-None-Match", () => {
  const tag = strongEtag("page");
  it.each([
    [null, false],
    ["", false],
    [tag, true],
    ["*", true],
    [` ${tag} `, true],
    [`"other", ${tag}`, true],
    [`"other","x"`, false],
    [`W/${tag}`, true], // RFC 9110: weak comparison for If-None-Match (a proxy that compressed weakened it)
    [tag.slice(1, -1), false], // unquoted is not the tag
  ])("%j → %s", (header, matches) => {
    expect(matchesIfNoneMatch(header, tag)).toBe(matches);
  });
});
