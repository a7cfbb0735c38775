import { describe, expect, it } from "vitest";

import { measuresFor } from "~/field-data/measures";
import { i18nServer } from "~/i18n/i18next.server";
import type { Field, PreceonCard } from "~/services/agronomy/contract";

import { readPreceonQuery } from "./query";
import { cardValue, forecastDayText, forecastWidget, selectionForm } from "./view.server";

const es = async () => {
  const t = await i18nServer.getFixedT("es-AR", "fields");
  return { t, measures: measuresFor(t, "es-AR") };
};
const card = (type: PreceonCard["type"], value: number): PreceonCard => ({
  title: type,
  description: "",
  tooltipText: "",
  button: null,
  image: "",
  type,
  value,
});
const field = { id: "fld-aromos-01", name: "Potrero Norte", location: "Los Aromos", lat: -34, lng: -60 } as Field;
const day = (date: string) => ({ date, tempMax: 31.4, tempMin: 17.6, rainMm: 2.25, rainChance: 40 });

describe("Preceon's summary cards", () => {
  it("give each figure in the grower's locale and units: yield and density trimmed to 4 decimals", async () => {
    const { t, measures } = await es();
    expect(cardValue(t, "es-AR", measures, card("yield", 9.876543))).toBe("9,8765 t/ha");
    expect(cardValue(t, "es-AR", measures, card("density", 8))).toBe("8 semillas/m²");
    expect(cardValue(t, "es-AR", measures, card("water", 1234.4))).toBe("1.234 mm");
    expect(cardValue(t, "es-AR", measures, card("nitrogen", 180))).toBe("180 kg N/ha");
    const us = await i18nServer.getFixedT("en-US", "fields");
    expect(cardValue(us, "en-US", measuresFor(us, "en-US"), card("yield", 10))).toBe("159.3 bu/ac");
  });
});

describe("Preceon's forecast", () => {
  it("reads a day as the partner's calendar day, with its figures in the locale", async () => {
    const { t } = await es();
    expect(forecastDayText(t, "es-AR", day("2025-03-03"))).toBe(
      "lun, 3 mar: Máx. 31 °C · mín. 18 °C · lluvia 2,3 mm (40 % de probabilidad)",
    );
  });

  it("shows the days from today in the country's zone, says how old a stale forecast is, or why there is none", async () => {
    const { t } = await es();
    // 01:00 UTC on the 5th is still the 4th in Buenos Aires.
    const now = new Date("2025-03-05T01:00:00Z");
    const days = [day("2025-03-03"), day("2025-03-04"), day("2025-03-05")];
    const shown = forecastWidget(t, "es-AR", field, { ok: true, days }, now);
    expect(shown).toMatchObject({
      heading: "Pronóstico para Potrero Norte",
      stale: "Este pronóstico es de hace 1 día: mostramos solo los días que faltan.",
    });
    expect("days" in shown && shown.days.map((d) => d.slice(0, 9))).toEqual(["mar, 4 ma", "mié, 5 ma"]);
    expect(forecastWidget(t, "es-AR", field, { ok: true, days: days.slice(0, 1) }, now)).toEqual({
      heading: "Pronóstico para Potrero Norte",
      message: "El último pronóstico es de hace 1 día y ya no le quedan días por venir.",
    });
    expect(forecastWidget(t, "es-AR", field, { ok: false, reason: "missing-coordinates" }, now)).toMatchObject({
      message: "Este lote no tiene ubicación: no podemos pronosticar sin latitud y longitud.",
    });
    expect(
      forecastWidget(
        t,
        "es-AR",
        field,
        { ok: false, reason: "failed", detail: "Failed to fetch forecast summary: Error" },
        now,
      ),
    ).toMatchObject({ message: "No pudimos cargar el pronóstico (Failed to fetch forecast summary: Error)" });
  });
});

describe("Preceon's form", () => {
  it("shows a figure's error next to it, in the grower's language, with what was typed", async () => {
    const { t } = await es();
    const chosen = { farms: ["Los Aromos"], farm: null, outsideFarm: false, inFarm: [field], field };
    const form = selectionForm(t, readPreceonQuery(new URLSearchParams("amount=mucho&date=2025-02-30")), chosen);
    expect(form.amount).toMatchObject({
      value: "mucho",
      error: "Ingresá una densidad mayor que 0 y de hasta 100 semillas/m².",
    });
    expect(form.date).toMatchObject({
      value: "2025-02-30",
      error: "Ingresá una fecha de siembra válida: día, mes y año.",
    });
    expect(form.farm.options[0]).toEqual({ value: "", label: "Todos los campos" });
    const valid = selectionForm(t, readPreceonQuery(new URLSearchParams("amount=9,5")), chosen);
    expect(valid.amount).toMatchObject({ value: "9.5", error: null });
  });
});
