import { describe, expect, it } from "vitest";

import { handlingOf, isKeepable, pageKey } from "./requests";

const origin = "https://surco.example";
const at = (path: string, method = "GET", mode = "navigate") => ({ url: `${origin}${path}`, method, mode });

describe("handlingOf: which requests the worker takes", () => {
  it.each([
    [at("/es-ar/contacto"), "page"],
    [at("/pt-br/meu-impulso?x=1"), "page"],
    [at("/es-ar/recursos", "POST"), "form"],
    [at("/api/auth/logout", "POST"), "sign-out"],
    [at("/api/auth/signed-out?state=es-ar"), "sign-out"],
    // Signing in starts a new session: what the one before kept goes (an account switch has no sign-out).
    [at("/api/auth/callback?code=x&state=y"), "sign-out"],
    // Not navigations: data requests, assets, images.
    [at("/es-ar/contacto.data", "GET", "cors"), "none"],
    [at("/es-ar/recursos", "POST", "same-origin"), "none"],
    [at("/assets/root-abc.css", "GET", "no-cors"), "none"],
    // Navigations that are never pages to keep.
    [at("/api/auth/login?state=%2Fes-ar"), "none"],
    [at("/sw.js"), "none"],
    [at("/media/photo.avif"), "none"],
    [at("/es-ar/contacto", "PUT"), "none"],
  ])("%o → %s", (request, handling) => {
    expect(handlingOf(request, origin)).toBe(handling);
  });

  it("leaves other origins alone", () => {
    expect(handlingOf({ url: "https://idp.example/es-ar", method: "GET", mode: "navigate" }, origin)).toBe("none");
  });
});

describe("isKeepable: only whole pages that may be stored", () => {
  const html = (cacheControl?: string) =>
    new Headers({
      "content-type": "text/html; charset=utf-8",
      ...(cacheControl ? { "cache-control": cacheControl } : {}),
    });

  it.each([
    [200, html(), true],
    [200, html("public, max-age=0, s-maxage=300, stale-while-revalidate=600"), true],
    [200, html("private, no-cache"), true],
    [200, html("private, no-store"), false],
    [200, html("no-store"), false],
    [404, html(), false],
    [500, html(), false],
    [200, new Headers({ "content-type": "application/json" }), false],
  ])("%i %o → %s", (status, headers, keep) => {
    expect(isKeepable(status, headers)).toBe(keep);
  });
});

describe("pageKey", () => {
  it("is the path and query without the fragment", () => {
    expect(pageKey(`${origin}/es-ar/recursos?sent=k&form=newsletter#newsletter`)).toBe(
      "/es-ar/recursos?sent=k&form=newsletter",
    );
  });
});
