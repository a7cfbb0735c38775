import { validateStyleMin } from "@maplibre/maplibre-gl-style-spec";
import { describe, expect, it } from "vitest";

import { BASE_MAP_FILES } from "./files";
import { baseMapStyle } from "./style";

const ORIGIN = "https://portal.example";

describe("the portal's own map style (decision 0068)", () => {
  it("is a valid MapLibre style", () => {
    for (const language of ["es", "pt", "en"]) {
      expect(validateStyleMin(baseMapStyle({ origin: ORIGIN, language }))).toEqual([]);
    }
  });

  it("names only the portal's own files: the archive through the pmtiles protocol, and the font", () => {
    const style = baseMapStyle({ origin: ORIGIN, language: "es" });
    expect(style.sources).toEqual({
      base: expect.objectContaining({ type: "vector", url: `pmtiles://${ORIGIN}${BASE_MAP_FILES.archive}` }),
    });
    expect(Object.values(style["font-faces"] ?? {}).flat()).toEqual([
      expect.objectContaining({ url: `${ORIGIN}${BASE_MAP_FILES.font}` }),
    ]);
    expect(style.glyphs).toBeUndefined();
    expect(style.sprite).toBeUndefined();
  });

  it("labels towns in the page's language where the tiles carry it, else by their own name", () => {
    const towns = (language: string) =>
      baseMapStyle({ origin: ORIGIN, language }).layers.find((layer) => layer.id === "towns");
    expect(towns("pt")).toMatchObject({
      layout: { "text-field": ["coalesce", ["get", "name_pt"], ["get", "name"]] },
    });
    expect(towns("es")).toMatchObject({
      layout: { "text-field": ["coalesce", ["get", "name_es"], ["get", "name"]] },
    });
  });
});
