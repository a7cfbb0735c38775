import { describe, expect, it } from "vitest";

import { errorDetailOf, errorText, errorWords } from "./error-text";
import { forbidden, notFound } from "./http-errors";

describe("thrown page errors", () => {
  it("carry their status, and the detail a route gave", () => {
    expect(notFound().init).toMatchObject({ status: 404 });
    expect(forbidden().init).toMatchObject({ status: 403 });
    expect(notFound().data).toBeNull();
    expect(notFound({ title: "Movimentação não encontrada", body: "Ela não existe." }).data).toEqual({
      title: "Movimentação não encontrada",
      body: "Ela não existe.",
    });
  });

  it.each([
    [null, null],
    ["Not found", null],
    [{ title: "T" }, null],
    [{ title: "T", body: 3 }, null],
    [
      { title: "T", body: "B", extra: true },
      { title: "T", body: "B" },
    ],
  ])("reads a detail only when it has a title and a body: %j", (payload, detail) => {
    expect(errorDetailOf(payload)).toEqual(detail);
  });
});

describe("what an error page says", () => {
  const words = errorWords((key) => `«${key}»`);
  // What a boundary receives for a thrown answer (isRouteErrorResponse's shape).
  const thrown = (status: number, data: unknown = null) => ({ status, statusText: "", internal: false, data });

  it.each([
    [404, "notFound"],
    [403, "forbidden"],
    [429, "tooMany"],
    [503, "unavailable"],
    [500, "unexpected"],
    [502, "unexpected"],
  ])("%i: the %s words, whichever boundary renders it", (status, kind) => {
    expect(errorText(thrown(status), words)).toEqual({
      code: status,
      title: `«errors.${kind}Title»`,
      body: `«errors.${kind}Body»`,
    });
  });

  it("a 404 names what is missing when the route said; an Error is a 500", () => {
    expect(errorText(thrown(404, { title: "T", body: "B" }), words)).toEqual({ code: 404, title: "T", body: "B" });
    expect(errorText(new Error("boom"), words).code).toBe(500);
  });
});
