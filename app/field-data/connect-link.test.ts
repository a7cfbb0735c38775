import { describe, expect, it } from "vitest";

import { connectHref } from "./connect-link";

describe("the link to the connect-account page (spec 002 §2)", () => {
  it("carries the way back; the banner variant adds preceon-redirect=true", () => {
    expect(connectHref("es-AR", "/es-ar/mis-campos?temporada=2023")).toBe(
      "/es-ar/configuracion-de-perfil/conectar-cuenta?volver=%2Fes-ar%2Fmis-campos%3Ftemporada%3D2023",
    );
    expect(connectHref("es-AR", "/es-ar/mis-campos/preceon", { preceon: true })).toBe(
      "/es-ar/configuracion-de-perfil/conectar-cuenta?preceon-redirect=true&volver=%2Fes-ar%2Fmis-campos%2Fpreceon",
    );
  });
});
