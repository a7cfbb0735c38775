import { describe, expect, it } from "vitest";

import {
  ANONYMOUS_CACHE_CONTROL,
  cacheControlFor,
  PER_VISIT_CACHE_CONTROL,
  PERSONAL_CACHE_CONTROL,
  type RenderedAnswer,
  takesEtag,
  varyFor,
} from "./cache-policy";

const page: RenderedAnswer = {
  method: "GET",
  status: 200,
  routeCacheControl: null,
  personal: false,
  perVisit: false,
  setsCookie: false,
};

describe("who may keep a page", () => {
  it("an anonymous page: any cache, a minute in a shared one, revalidated by browsers every time", () => {
    expect(cacheControlFor(page)).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=600");
    expect(cacheControlFor({ ...page, method: "HEAD" })).toBe(ANONYMOUS_CACHE_CONTROL);
    expect(cacheControlFor({ ...page, status: 404 })).toBe(ANONYMOUS_CACHE_CONTROL);
  });

  it("a page that read the signed-in user is private and revalidated (304 when unchanged)", () => {
    expect(cacheControlFor({ ...page, personal: true })).toBe("private, no-cache");
    // Even when the route asked for more: nothing personal is public.
    expect(cacheControlFor({ ...page, personal: true, routeCacheControl: "public, max-age=600" })).toBe(
      PERSONAL_CACHE_CONTROL,
    );
  });

  it("a page that sets a cookie is never shared (the cookie would go to everyone)", () => {
    expect(cacheControlFor({ ...page, setsCookie: true })).toBe(PERSONAL_CACHE_CONTROL);
  });

  it("a page with a per-visit idempotency key is kept by no cache, the browser's included", () => {
    expect(cacheControlFor({ ...page, perVisit: true })).toBe("private, no-store");
    expect(cacheControlFor({ ...page, perVisit: true, personal: true })).toBe(PER_VISIT_CACHE_CONTROL);
  });

  it("a route's no-store always stands (receipts, field data)", () => {
    expect(cacheControlFor({ ...page, routeCacheControl: "no-store" })).toBe("no-store");
    expect(cacheControlFor({ ...page, personal: true, routeCacheControl: "private, no-store" })).toBe(
      "private, no-store",
    );
  });

  it("an anonymous route's own Cache-Control stands", () => {
    expect(cacheControlFor({ ...page, routeCacheControl: "public, max-age=300" })).toBe("public, max-age=300");
  });

  it("failures and answers to a POST are not kept", () => {
    expect(cacheControlFor({ ...page, status: 500 })).toBe("no-store");
    expect(cacheControlFor({ ...page, status: 429 })).toBe("no-store");
    expect(cacheControlFor({ ...page, method: "POST" })).toBe("no-store");
    expect(cacheControlFor({ ...page, method: "POST", status: 400 })).toBe("no-store");
  });
});

describe("what a page varies on", () => {
  it("the cookie and the light-mode signals; the language only where the address names no locale", () => {
    expect(varyFor(true)).toBe("Cookie, Save-Data, ECT");
    expect(varyFor(false)).toBe("Cookie, Save-Data, ECT, Accept-Language");
  });
});

describe("which answers carry a validator", () => {
  it.each([
    ["GET", 200, true],
    ["HEAD", 200, true],
    ["GET", 404, false],
    ["GET", 500, false],
    ["POST", 200, false],
  ] as const)("%s %d → %s", (method, status, expected) => {
    expect(takesEtag(method, status)).toBe(expected);
  });
});
