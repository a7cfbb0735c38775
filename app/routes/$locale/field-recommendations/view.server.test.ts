import { describe, expect, it } from "vitest";

import type { LotVerdict } from "~/domain/catalog/seed-quality";
import type { ProductCard } from "~/domain/fields/recommendations";
import { measuresFor } from "~/field-data/measures";
import { i18nServer } from "~/i18n/i18next.server";

import { chooseField, readRecommendationsQuery } from "./query";
import { curveView, lotCorrectionText, lotNotice, productsWidget, productView } from "./view.server";

const card: ProductCard = {
  id: "p1",
  fieldId: "fld-1",
  title: "CA 930 VT3P",
  subtitle: "brand",
  imgsrc: "/p1.png",
  productSubtitle: "VT3P",
  density: 8.1876,
  yieldings: 11.23456,
  description: "",
  linkUrl: null,
  environment: "alta",
  crop: "corn",
};
const lot = (hybrid: string, germinationPower = 85, failures = 5.5): LotVerdict => ({
  kind: "found",
  result: { hybrid, grade: "A", germinationPower, recommendedPlate: "", doubles: 0, failures, pureSeed: 99, dav: "" },
});
const es = async () => {
  const t = await i18nServer.getFixedT("es-AR", "fields");
  return { t, measures: measuresFor(t, "es-AR") };
};

describe("the recommendations page's query", () => {
  it("reads the field and the lot code as the checker does (trimmed, upper case)", () => {
    expect(readRecommendationsQuery(new URLSearchParams("lote=fld-2&semilla=%20sg24-9300-0012%20"))).toEqual({
      field: "fld-2",
      lot: "SG24-9300-0012",
    });
    expect(readRecommendationsQuery(new URLSearchParams("semilla=%20%20"))).toEqual({ field: null, lot: null });
  });

  it("shows the field asked for when the grower has it, else the first, else none", () => {
    const fields = [{ id: "a" }, { id: "b" }];
    expect(chooseField(fields, "b")).toEqual({ id: "b" });
    expect(chooseField(fields, "zzz")).toEqual({ id: "a" });
    expect(chooseField(fields, null)).toEqual({ id: "a" });
    expect(chooseField([], "a")).toBeNull();
  });
});

describe("the seed lot on the recommendations", () => {
  it("says which hybrid the lot corrects, or why it corrects none", async () => {
    const { t } = await es();
    expect(lotNotice(t, lot("CA 930 VT3P"), "SG24", ["CA 930 VT3P", "DK 72-10"])).toBe(
      "El lote SG24 es de CA 930 VT3P: la corrección se aplica solo a ese híbrido.",
    );
    expect(lotNotice(t, lot("CX 118"), "CX24", ["CA 930 VT3P"])).toMatch(/^El lote CX24 es de CX 118, que no está/);
    expect(lotNotice(t, { kind: "code", reason: "soybean" }, "SOJ", [])).toBe(
      "El lote SOJ es de soja: esta corrección es para lotes de maíz.",
    );
    expect(lotNotice(t, { kind: "service", reason: "unavailable" }, "E5", [])).toMatch(
      /^No pudimos consultar el lote E5/,
    );
  });

  it("corrects the density of its own hybrid only, in seeds and plants per hectare", async () => {
    const { t, measures } = await es();
    // 81 876 plants/ha ÷ (0.85 × (1 − 0.055)) = 101 931 seeds/ha.
    expect(lotCorrectionText(t, "es-AR", measures, lot("CA 930 VT3P"), "SG24", card)).toBe(
      "Lote SG24 (85% de germinación, 5,5% de fallas): sembrá 101.931 semillas/ha para lograr 81.876 plantas/ha de CA 930 VT3P.",
    );
    expect(lotCorrectionText(t, "es-AR", measures, lot("DK 72-10"), "SG24", card)).toBeNull();
    expect(lotCorrectionText(t, "es-AR", measures, lot("CA 930 VT3P", 0), "SG24", card)).toBe(
      "El lote SG24 no tiene una germinación utilizable para este cálculo.",
    );
    expect(lotCorrectionText(t, "es-AR", measures, null, null, card)).toBeNull();
  });
});

describe("the yield/density curve", () => {
  const curve = {
    curve: [
      { density: 9.5, yield: 11.9 },
      { density: 6.12345, yield: 10.55555 },
    ],
    recommended: { density: 8.1876, yield: 12.34567 },
  };

  it("in Argentina: seeds/m² and t/ha trimmed to 4 decimals, sorted by density, with its summary", async () => {
    const { t, measures } = await es();
    const view = curveView(t, "es-AR", measures, card, curve);
    expect(view.points).toEqual([
      { density: 6.1234, yield: 10.5555 },
      { density: 9.5, yield: 11.9 },
    ]);
    expect(view.recommended).toEqual({ density: 8.1876, yield: 12.3456 });
    expect(view.format).toEqual({ locale: "es-AR", densityDecimals: 4, yieldDecimals: 4 });
    expect(view.labels.summary).toBe(
      "Rinde esperado de CA 930 VT3P según la densidad, de 6,1234 semillas/m² a 9,5 semillas/m². " +
        "El máximo recomendado es 12,3456 t/ha con 8,1876 semillas/m².",
    );
  });

  it("in the US: whole seeds per acre and bushels per acre with 1 decimal", async () => {
    const t = await i18nServer.getFixedT("en-US", "fields");
    const view = curveView(t, "en-US", measuresFor(t, "en-US"), card, curve);
    expect(view.format).toEqual({ locale: "en-US", densityDecimals: 0, yieldDecimals: 1 });
    // 8.1876 seeds/m² × 4046.86 m²/ac = 33 134 seeds/ac; 12.3456 t/ha of corn = 196.7 bu/ac.
    expect(view.recommended).toEqual({ density: 33134, yield: 196.7 });
  });
});

describe("the products widget", () => {
  it("words a product's card: technology and environment on one line, the curve's failure as its own error", async () => {
    const { t, measures } = await es();
    const failedCurve = { ok: false as const, detail: "Failed to fetch yield density curve: Error" };
    const view = productView(
      t,
      "es-AR",
      measures,
      { card, catalogueError: null, curve: failedCurve },
      { verdict: null, code: null },
    );
    expect(view.subtitleLine).toBe("VT3P · Ambiente de alta productividad");
    expect(view.figures).toEqual([
      { label: "Densidad recomendada", value: "8,1876 semillas/m²" },
      // Trimmed, not rounded (spec 000 §9): 11.23456 → 11.2345.
      { label: "Rinde esperado", value: "11,2345 t/ha" },
    ]);
    expect(view.curve).toEqual({
      ok: false,
      title: "No pudimos cargar la curva de este híbrido",
      detail: failedCurve.detail,
    });
    expect(
      productView(
        t,
        "es-AR",
        measures,
        { card: { ...card, productSubtitle: "" }, catalogueError: null, curve: failedCurve },
        { verdict: null, code: null },
      ).subtitleLine,
    ).toBe("Ambiente de alta productividad");
  });

  it("is the recommendations call's error state when it failed", async () => {
    const { t, measures } = await es();
    const field = { name: "Lote 2" } as Parameters<typeof productsWidget>[3];
    const failed = { ok: false as const, detail: "Failed to fetch recommendations: Bad Gateway" };
    expect(productsWidget(t, "es-AR", measures, field, failed, { verdict: null, code: null }, "hoy")).toEqual({
      ok: false,
      title: "No pudimos cargar las recomendaciones",
      detail: "Failed to fetch recommendations: Bad Gateway",
    });
  });
});
