import { describe, expect, it } from "vitest";

import { toolsFor } from "./tools-for";

const items = [
  { section: "loyalty", title: "Mi Impulso", description: "Puntos" },
  { section: "catalog", title: "Catálogo", description: "Productos" },
  { section: "rewards", title: "Recompensas", description: "Solo EE. UU." },
  { section: "seed-quality", title: "Calidad", description: "Lotes" },
] as const;

describe("tools a visitor is offered (issue 14: what you come for)", () => {
  it("keeps content's order and links each to the locale's localized section", () => {
    expect(toolsFor("es-AR", [...items], true).map((tool) => tool.href)).toEqual([
      "/es-ar/mi-impulso",
      "/es-ar/catalogo",
      "/es-ar/calidad-de-semilla",
    ]);
  });

  it("skips a section the locale does not enable (rewards in Argentina, points in the US)", () => {
    expect(toolsFor("es-AR", [...items], true).map((tool) => tool.title)).not.toContain("Recompensas");
    expect(toolsFor("en-US", [...items], true).map((tool) => tool.href)).toEqual([
      "/en-us/catalog",
      "/en-us/rewards",
      "/en-us/seed-quality",
    ]);
  });

  it("offers private tools (points, rewards, fields) to signed-in growers only", () => {
    expect(toolsFor("es-AR", [...items], false).map((tool) => tool.href)).toEqual([
      "/es-ar/catalogo",
      "/es-ar/calidad-de-semilla",
    ]);
    expect(toolsFor("en-US", [...items], false).map((tool) => tool.href)).toEqual([
      "/en-us/catalog",
      "/en-us/seed-quality",
    ]);
  });
});
