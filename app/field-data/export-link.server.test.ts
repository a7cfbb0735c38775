import { describe, expect, it } from "vitest";

import { exportHref, isExportOwner } from "./export-link.server";

describe("the field export's owner key", () => {
  const href = exportHref("es-AR", "Ar.Conectado@surco.example", "2024", "csv");
  const key = href.split("/")[4]!;

  it("is one address per grower, whatever the e-mail's case, opened only by that grower", () => {
    expect(href).toMatch(/^\/es-ar\/mis-campos\/exportar\/[\w-]{22}\/2024\.csv$/);
    expect(exportHref("es-AR", "ar.conectado@surco.example", "2024", "csv")).toBe(href);
    expect(isExportOwner(key, "ar.conectado@surco.example")).toBe(true);
    expect(isExportOwner(key, "us.requisitos@surco.example")).toBe(false);
  });

  it("opens nothing when changed by hand", () => {
    const changed = `${key.slice(0, -1)}${key.endsWith("A") ? "B" : "A"}`;
    expect(isExportOwner(changed, "ar.conectado@surco.example")).toBe(false);
    expect(isExportOwner(key.slice(1), "ar.conectado@surco.example")).toBe(false);
    expect(isExportOwner("", "ar.conectado@surco.example")).toBe(false);
  });
});
