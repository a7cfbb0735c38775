import { describe, expect, it } from "vitest";

import { errorDetailOf, forbidden, notFound } from "./http-errors";

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
