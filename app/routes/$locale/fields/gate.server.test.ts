import { describe, expect, it } from "vitest";

import { LOADING_SUBTITLE_ROTATION_MS } from "~/domain/fields/sync";

import { connectHref, mayUseFieldData } from "./gate.server";

describe("field-data gate (spec 002 §6)", () => {
  it.each([
    [null, "anyone@surco.example", true],
    [["ar.conectado@surco.example"], "AR.Conectado@surco.example", true],
    [["ar.conectado@surco.example"], "ar.sinconectar@surco.example", false],
    [[], "ar.conectado@surco.example", false],
  ] as const)("allow-list %j, %s → %s", (list, email, allowed) => expect(mayUseFieldData(list, email)).toBe(allowed));

  it("the connect-account page, with the way back; the banner variant adds preceon-redirect=true", () => {
    expect(connectHref("es-AR", "/es-ar/mis-campos?temporada=2023")).toBe(
      "/es-ar/configuracion-de-perfil/conectar-cuenta?volver=%2Fes-ar%2Fmis-campos%3Ftemporada%3D2023",
    );
    expect(connectHref("es-AR", "/es-ar/mis-campos/preceon", { preceon: true })).toBe(
      "/es-ar/configuracion-de-perfil/conectar-cuenta?preceon-redirect=true&volver=%2Fes-ar%2Fmis-campos%2Fpreceon",
    );
  });

  it("the dashboard loading subtitle rotates every 5 s (spec 000 §9)", () =>
    expect(LOADING_SUBTITLE_ROTATION_MS).toBe(5_000));
});
