import { describe, expect, it } from "vitest";

import { connectHref } from "~/field-data/connect-link";

import { readConnectRequest } from "./query";

const queryOf = (link: string) => new URL(link, "http://surco.test").searchParams;

describe("the connect-account request (spec 002 §2)", () => {
  it("reads back the way every field-data page writes it, banner variant included", () => {
    expect(readConnectRequest("es-AR", queryOf(connectHref("es-AR", "/es-ar/mis-campos?temporada=2023")))).toEqual({
      returnTo: "/es-ar/mis-campos?temporada=2023",
      preceon: false,
    });
    expect(
      readConnectRequest("es-AR", queryOf(connectHref("es-AR", "/es-ar/mis-campos/preceon", { preceon: true }))),
    ).toEqual({
      returnTo: "/es-ar/mis-campos/preceon",
      preceon: true,
    });
  });

  it.each([
    ["", "/es-ar/mis-campos", false],
    ["?preceon-redirect=true", "/es-ar/mis-campos/preceon", true],
    ["?preceon-redirect=yes", "/es-ar/mis-campos", false],
    ["?volver=https%3A%2F%2Fevil.example%2F", "/es-ar/mis-campos", false],
    ["?volver=%2F%2Fevil.example", "/es-ar/mis-campos", false],
    ["?volver=%2F&preceon-redirect=true", "/es-ar/mis-campos/preceon", true],
    ["?volver=a&volver=b", "/es-ar/mis-campos", false],
  ])("%s → back to %s", (search, returnTo, preceon) =>
    expect(readConnectRequest("es-AR", new URLSearchParams(search))).toEqual({ returnTo, preceon }),
  );

  it.each([
    ["en-US", "/en-us/my-fields"],
    ["es-US", "/es-us/mis-campos"],
  ] as const)("%s offers no Preceon: its banner's flag comes back to the dashboard", (locale, dashboard) =>
    expect(readConnectRequest(locale, new URLSearchParams("?preceon-redirect=true"))).toEqual({
      returnTo: dashboard,
      preceon: false,
    }),
  );

  it("reads the connect form's hidden fields the same way", () => {
    const form = new FormData();
    form.set("volver", "/es-ar/mis-campos/recomendaciones?lote=fld-celina-02");
    expect(readConnectRequest("es-AR", form)).toEqual({
      returnTo: "/es-ar/mis-campos/recomendaciones?lote=fld-celina-02",
      preceon: false,
    });
  });
});
