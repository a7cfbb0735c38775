import { describe, expect, it } from "vitest";

import { type FieldSeason, fieldSeasons } from "~/domain/fields/stats";
import { MaxTriesError } from "~/domain/fields/sync";
import { i18nServer } from "~/i18n/i18next.server";

import { connectedModel, notConnectedModel } from "./dashboard.server";
import { comparisonText, fieldRows } from "./field-rows.server";

describe("comparison wording in each locale (2 decimals, more or less than the rest)", () => {
  it.each([
    ["es-AR", { direction: "more", percent: 12.3 }, "12,30 % más que el resto"],
    ["es-AR", { direction: "less", percent: 0.5 }, "0,50 % menos que el resto"],
    ["es-US", { direction: "more", percent: 1234.5 }, "1,234.50 % más que el resto"],
    ["es-US", { direction: "less", percent: 7 }, "7.00 % menos que el resto"],
    ["pt-BR", { direction: "more", percent: 33.33 }, "33,33% a mais que os demais"],
    ["pt-BR", { direction: "less", percent: 25 }, "25,00% a menos que os demais"],
    ["en-US", { direction: "more", percent: 1234.56 }, "1,234.56% more than the rest"],
    ["en-US", { direction: "less", percent: 25 }, "25.00% less than the rest"],
    ["en-US", { direction: "same", percent: 0 }, "Same as the rest"],
  ] as const)("%s %j → %s", async (locale, comparison, text) => {
    const t = await i18nServer.getFixedT(locale, "fields");
    expect(comparisonText(t, locale, comparison)).toBe(text);
  });
});

const harvest = (area: number, bushels: number) => ({
  totalWetMass: 1,
  totalHarvestedArea: area,
  totalBushels: bushels,
  cropName: "Corn",
  climateCalculatedAverageYield: 0,
  locationId: "x",
});
const planting = { seedProductName: "P", locationId: "x", plantedArea: 10, cropName: "Corn" };

const fieldOf = (name: string, h: ReturnType<typeof harvest>) => ({
  properties: { name },
  harvestContents: { "2024": [h] },
  plantingContents: { "2024": [planting] },
});
const seasons: FieldSeason[] = fieldSeasons(
  [fieldOf("A", harvest(10, 4000)), fieldOf("B", harvest(10, 3000)), fieldOf("Strip", harvest(0.5, 300))],
  "2024",
);

describe("dashboard model", () => {
  it("marks the best field (≥ 1 ha) and words each field against the rest", async () => {
    const t = await i18nServer.getFixedT("es-AR", "fields");
    const rows = fieldRows(t, "es-AR", seasons);
    expect(rows.map((r) => [r.name, r.best, r.yieldText, r.comparison])).toEqual([
      ["A", "Mejor lote (Maíz)", "10,16 t/ha", "33,33 % más que el resto"],
      ["B", null, "7,62 t/ha", "25,00 % menos que el resto"],
      // The strip is compared with the others, but is never the best field.
      ["Strip", null, "15,24 t/ha", "71,43 % más que el resto"],
    ]);
  });

  it("speaks hectares and t/ha with no bushel column in Argentina, acres and bu/ac with bushels in the US", async () => {
    const ar = fieldRows(await i18nServer.getFixedT("es-AR", "fields"), "es-AR", seasons.slice(0, 1));
    expect(ar[0]).toMatchObject({
      harvestedArea: "10,00 ha",
      yieldText: "10,16 t/ha",
      bushels: null,
      plantedArea: "10,00 ha",
    });
    const us = fieldRows(await i18nServer.getFixedT("en-US", "fields"), "en-US", seasons.slice(0, 1));
    // 10.16 t/ha of corn = 10160 kg / 25.401 kg/bu × 0.4047 ha/ac = 161.9 bu/ac; 10 ha = 24.71 ac.
    expect(us[0]).toMatchObject({
      harvestedArea: "24.71 ac",
      yieldText: "161.9 bu/ac",
      bushels: "4,000 bu",
      plantedArea: "24.71 ac",
    });
    const esUs = fieldRows(await i18nServer.getFixedT("es-US", "fields"), "es-US", seasons.slice(0, 1));
    expect(esUs[0]).toMatchObject({ harvestedArea: "24.71 acres", yieldText: "161.9 bu/acre" });
  });

  it("a US account as the partner sends it (acres, pounds, bushels): bu/ac per crop, never one blended average", async () => {
    const usHarvest = (acres: number, bushels: number, crop: string) => ({
      ...harvest(acres, bushels),
      cropName: crop,
      totalWetMass: 1_000_000,
      massUnit: "lb" as const,
      areaUnit: "ac" as const,
    });
    const usPlanting = { ...planting, plantedArea: 80, areaUnit: "ac" as const };
    const field = (name: string, h: ReturnType<typeof usHarvest>) => ({
      properties: { name },
      harvestContents: { "2024": [h] },
      plantingContents: { "2024": [usPlanting] },
    });
    const dashboard = {
      status: "COMPLETED" as const,
      lastSyncedAt: "2025-06-02T11:05:00Z",
      years: ["2024"],
      fields: [
        field("North 80", usHarvest(78.5, 16_116, "Corn")),
        field("Creek Bottom", usHarvest(118, 7_292, "Soybeans")),
        // 1.2 acres: under a hectare, but a field where growers count acres.
        field("Plot", usHarvest(1.2, 288, "Corn")),
      ],
    };
    const view = { state: "done" as const, outcome: { dashboard, via: "first-fetch" as const, tries: 0 } };
    const en = connectedModel(await i18nServer.getFixedT("en-US", "fields"), "en-US", "2024", view);
    expect(en.rows.map((r) => [r.name, r.harvestedArea, r.wetMass, r.bushels, r.yieldText, r.plantedArea])).toEqual([
      ["North 80", "78.50 ac", "1,000,000 lb", "16,116 bu", "205.3 bu/ac", "80.00 ac"],
      ["Creek Bottom", "118.00 ac", "1,000,000 lb", "7,292 bu", "61.8 bu/ac", "80.00 ac"],
      ["Plot", "1.20 ac", "1,000,000 lb", "288 bu", "240.0 bu/ac", "80.00 ac"],
    ]);
    const [area, average, best] = en.cards;
    expect(area.value).toBe("197.70 ac");
    // The crop with the most acres first; corn is 16,404 bu ÷ 79.7 ac. Blended with one factor it read one figure for both.
    expect(average).toMatchObject({ caption: "Soybeans", value: "61.8 bu/ac", detail: "Corn: 205.8 bu/ac" });
    // The best field of each crop, never corn ranked against soybeans (issue 26): the largest crop's first, named.
    expect(best).toMatchObject({ caption: "Soybeans", value: "Creek Bottom" });
    // Each field against the rest of its crop: the only soybean field has no rest to be compared with.
    expect(en.rows.map((r) => r.comparison)).toEqual([
      "14.46% less than the rest",
      "Only field of its crop",
      "16.90% more than the rest",
    ]);
    // One comparison per crop, each crop named: soybeans alone have no rest; corn's best against corn only.
    expect(best.detail).toBe("61.8 bu/ac · Corn: Plot (240.0 bu/ac · 16.90% more than the rest)");
    // The table marks a best field, with its crop, only where its crop had others to beat.
    expect(en.rows.filter((r) => r.best).map((r) => [r.name, r.best])).toEqual([["Plot", "Best field (Corn)"]]);
    const es = connectedModel(await i18nServer.getFixedT("es-US", "fields"), "es-US", "2024", view);
    expect(es.cards[1]).toMatchObject({ caption: "Soja", value: "61.8 bu/acre", detail: "Maíz: 205.8 bu/acre" });
    expect(es.rows[0]).toMatchObject({ harvestedArea: "78.50 acres", yieldText: "205.3 bu/acre" });
  });

  it("maps each loop outcome to its widget: done, syncing with data as of, max tries, fetch failure", async () => {
    const t = await i18nServer.getFixedT("es-AR", "fields");
    const dashboard = (status: "COMPLETED" | "SYNCING") => ({
      status,
      lastSyncedAt: "2025-06-02T11:05:00Z",
      years: ["2024"],
      fields: [
        {
          properties: { name: "A" },
          harvestContents: { "2024": [harvest(10, 4000)] },
          plantingContents: { "2024": [planting] },
        },
      ],
    });
    const done = connectedModel(t, "es-AR", "2024", {
      state: "done",
      outcome: { dashboard: dashboard("COMPLETED"), via: "first-fetch", tries: 0 },
    });
    expect(done.widget).toBe("standard");
    // Synced months ago: complete, but not "up to date".
    expect(done.sync).toMatchObject({
      kind: "done",
      statusText: "Última sincronización completa: 2 jun 2025, 8:05 a. m.",
      asOf: "Datos al 2 jun 2025, 8:05 a. m.",
    });
    const sameDay = new Date("2025-06-02T20:00:00Z");
    const today = connectedModel(
      t,
      "es-AR",
      "2024",
      { state: "done", outcome: { dashboard: dashboard("COMPLETED"), via: "first-fetch", tries: 0 } },
      sameDay,
    );
    expect(today.sync).toMatchObject({ kind: "done", statusText: "Sincronización completa: los datos están al día." });
    expect(done.cards.map((c) => c.variant)).toEqual(["standard", "standard", "standard", "standard"]);

    const syncing = connectedModel(t, "es-AR", "2024", {
      state: "syncing",
      first: dashboard("SYNCING"),
      lastStatus: "SYNCING",
    });
    expect(syncing.widget).toBe("standard");
    expect(syncing.sync).toMatchObject({ kind: "syncing", asOf: "Sincronizando · datos al 2 jun 2025, 8:05 a. m." });
    expect(syncing.cards[0].footerText).toBe("Campaña 2024 · datos al 2 jun 2025, 8:05 a. m.");

    // A failed sync keeps the last data on screen, dated, and says that the sync failed.
    const maxTries = connectedModel(t, "es-AR", "2024", {
      state: "failed",
      error: new MaxTriesError("FAILING_SOURCE", 5),
      first: dashboard("SYNCING"),
    });
    expect(maxTries).toMatchObject({ widget: "standard", failure: "Maximum number of tries reached" });
    expect(maxTries.sync).toMatchObject({
      kind: "failed",
      statusText: "La sincronización falló: mostramos los últimos datos que tenemos.",
      asOf: "Datos al 2 jun 2025, 8:05 a. m., de la última sincronización que terminó.",
      message:
        "Lo intentamos varias veces y la sincronización no terminó. La fuente de datos de la plataforma de campo está fallando.",
    });
    expect(maxTries.cards.map((c) => [c.variant, c.value])).toEqual([
      ["standard", "10,00 ha"],
      ["standard", "10,16 t/ha"],
      ["standard", "A"],
      ["standard", "10,00 ha"],
    ]);
    expect(maxTries.cards[0].footerText).toBe("Campaña 2024 · datos al 2 jun 2025, 8:05 a. m.");
    expect(maxTries.rows.map((r) => r.name)).toEqual(["A"]);
    const serverError = connectedModel(t, "es-AR", "2024", {
      state: "failed",
      error: new Error("HTTP 500"),
      first: dashboard("SYNCING"),
    });
    expect(serverError).toMatchObject({
      widget: "standard",
      failure: "Failed to fetch field view data",
      sync: { kind: "failed" },
    });
    // With nothing to show at all, the widget's error state.
    const nothing = connectedModel(t, "es-AR", "2024", {
      state: "failed",
      error: new MaxTriesError("FAILING_SOURCE", 5),
      first: null,
    });
    expect(nothing).toMatchObject({ widget: "error", failure: "Maximum number of tries reached" });
    expect(nothing.cards.every((c) => c.variant === "error")).toBe(true);

    const failed = connectedModel(t, "es-AR", "2024", { state: "fetch-failed" });
    expect(failed).toMatchObject({ widget: "error", failure: "Failed to fetch field view data" });
    expect(failed.cards.every((c) => c.variant === "error")).toBe(true);

    const empty = connectedModel(t, "es-AR", "2022", {
      state: "done",
      outcome: { dashboard: { ...dashboard("SYNCING"), fields: [] }, via: "empty", tries: 1 },
    });
    expect(empty).toMatchObject({ widget: "empty", emptyKind: "empty-data" });
    expect(empty.sync).toMatchObject({ statusText: "La plataforma de campo no tiene datos para esta campaña." });

    const partial = connectedModel(t, "es-AR", "2024", {
      state: "done",
      outcome: {
        dashboard: {
          ...dashboard("COMPLETED"),
          fields: [
            { properties: { name: "A" }, harvestContents: { "2024": [harvest(10, 4000)] }, plantingContents: {} },
          ],
        },
        via: "first-fetch",
        tries: 0,
      },
    });
    expect(partial).toMatchObject({ widget: "empty", emptyKind: "empty-information" });

    const notConnected = notConnectedModel(t, "es-AR", "2024");
    expect(notConnected).toMatchObject({ widget: "empty", emptyKind: "not-connected" });
    expect(notConnected.cards.every((c) => c.variant === "notConnected")).toBe(true);
  });
});
