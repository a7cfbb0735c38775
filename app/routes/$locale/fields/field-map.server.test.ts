import { describe, expect, it } from "vitest";

import { fieldSeasons } from "~/domain/fields/stats";
import { OTHER_CROP_COLOUR, yieldClasses, yieldColour } from "~/domain/fields/yield-colours";
import { i18nServer } from "~/i18n/i18next.server";
import type { Field } from "~/services/agronomy/contract";

import { fieldMapView } from "./field-map.server";

const square = (lat: number, lng: number) => ({
  type: "Polygon",
  coordinates: [
    [
      [lng, lat],
      [lng + 0.01, lat],
      [lng + 0.01, lat + 0.01],
      [lng, lat + 0.01],
      [lng, lat],
    ],
  ],
});
const field = (id: string, lat: number, geometry: unknown): Field => ({
  id,
  name: id.toUpperCase(),
  lat,
  lng: -60.5,
  location: "Estancia",
  altitude: 60,
  area: 100,
  externalProvider: "field-view",
  geometry,
});
const record = (id: string, crop: string, bushels: number) => ({
  properties: { name: id.toUpperCase() },
  harvestContents: {
    "2024": [
      {
        totalWetMass: 1,
        totalHarvestedArea: 100,
        totalBushels: bushels,
        cropName: crop,
        climateCalculatedAverageYield: 0,
        locationId: id,
      },
    ],
  },
  plantingContents: {},
});

describe("the field map's view", () => {
  const fields = [
    field("a", -33.9, square(-33.9, -60.5)),
    field("b", -33.92, square(-33.92, -60.5)),
    field("c", -33.94, null),
  ];
  const seasons = fieldSeasons(
    [record("a", "Corn", 40_000), record("b", "Corn", 30_000), record("c", "Soybeans", 12_000)],
    "2024",
  );

  it("colours each field once: the drawing, the table and the interactive map read the same colour", async () => {
    const t = await i18nServer.getFixedT("es-AR", "fields");
    const view = fieldMapView(t, "es-AR", {
      season: "2024",
      askedCrop: "",
      fields: { ok: true, value: fields },
      seasons,
      mapStyle: null,
    });
    if (!view || "unavailable" in view) throw new Error("no map");
    // Corn, the largest crop, by default: 10,16 and 7,62 t/ha on one scale; the soybean field is "another crop".
    const classes = yieldClasses([10.16, 7.62], 2);
    const expected = { a: yieldColour(10.16, classes), b: yieldColour(7.62, classes), c: OTHER_CROP_COLOUR };
    expect(view.farms[0].shapes.map((s) => [s.id, s.colour])).toEqual(Object.entries(expected));
    expect(view.table.rows.map((r) => [r.id, r.colour])).toEqual(Object.entries(expected));
    expect(view.interactive.features.map((f) => [f.id, f.properties.colour])).toEqual(Object.entries(expected));
    expect(view.legend.items.map((i) => i.label)).toEqual(["7,62 a 8,89 t/ha", "8,89 a 10,16 t/ha", "Otro cultivo"]);
    // The field without a boundary: a point, and the reason.
    expect(view.farms[0].shapes[2].kind).toBe("point");
    expect(view.table.rows[2].boundary).toContain("la geometría está vacía");
    expect(view.table.rows[0].recommendations).toBe("/es-ar/mis-campos/recomendaciones?lote=a");
  });

  it("colours by the crop asked for, and says when the boundaries could not be read", async () => {
    const t = await i18nServer.getFixedT("en-US", "fields");
    const soy = fieldMapView(t, "en-US", {
      season: "2024",
      askedCrop: "soybeans",
      fields: { ok: true, value: fields },
      seasons,
      mapStyle: null,
    });
    if (!soy || "unavailable" in soy) throw new Error("no map");
    expect(soy.legend.title).toBe("Soybeans yield, season 2024");
    expect(soy.table.rows.map((r) => r.colour === OTHER_CROP_COLOUR)).toEqual([true, true, false]);
    const failed = fieldMapView(t, "en-US", {
      season: "2024",
      askedCrop: "",
      fields: { ok: false, detail: "Failed to fetch fields: Internal Server Error" },
      seasons,
      mapStyle: null,
    });
    expect(failed).toMatchObject({ unavailable: expect.stringContaining("could not load your field boundaries") });
  });
});
