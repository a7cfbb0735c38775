import type { FarmSet } from "./field-view";
import { catalogFor, type CatalogLocale } from "./products";

/**
 * The agronomy partner's demo data: corn recommendations per field (hybrids
 * from the seed catalogue of the field's country), their yield/density curves,
 * a 5-day forecast, Preceon summary cards and the carbon programme's documents.
 * Curves are in t/ha and seeds/m² in every country: the portal converts them.
 */

export interface CatalogueEntry {
  id: string;
  name: string;
  description: string;
  image: string;
  technology: string;
  seoSlug: string;
}

/**
 * The corn hybrids the partner recommends from, described in the locale's language: the Argentine seed catalogue
 * (es-AR), or the US one (en-US, es-US: the same hybrids, their descriptions in English or Spanish).
 */
export function cornCatalogue(origin: string, locale: CatalogLocale): CatalogueEntry[] {
  return catalogFor(locale, origin)
    .filter((p) => p.productGroup === "seeds" && p.crop === "corn")
    .slice(0, 12)
    .map((p) => ({
      id: p.id,
      name: p.productLabel,
      description: p.description ?? "",
      image: p.image?.src ?? "/images/catalog/seed-corn.svg",
      technology: p.trait ?? "",
      seoSlug: p.seoSlug,
    }));
}

const ENVIRONMENTS = ["alta", "media", "baja"] as const;

/** A curve's shape per environment: yield (t/ha) = peak − k (density − optimum)², density in seeds/m². */
const SHAPE: Record<string, { peak: number; optimum: number; k: number }> = {
  alta: { peak: 12.4, optimum: 8.6, k: 0.32 },
  media: { peak: 10.1, optimum: 7.4, k: 0.36 },
  baja: { peak: 7.3, optimum: 5.9, k: 0.41 },
};

function hash(text: string): number {
  let h = 7;
  for (const c of text) h = (h * 31 + c.charCodeAt(0)) % 10_007;
  return h;
}

/** Recommendations: each field gets 6 hybrids (the portal shows 5) for its environment. */
export function recommendationsFor(origin: string, farms: FarmSet, fieldId: string | null) {
  // Ids and names only, the same in every locale of the country.
  const catalogue = cornCatalogue(origin, farms.country === "US" ? "en-US" : "es-AR");
  const FIELDS = farms.fields;
  const fields = FIELDS.filter((f) => !fieldId || f.id === fieldId);
  return {
    results: {
      data: fields.map((f) => {
        const i = FIELDS.indexOf(f);
        const environment = ENVIRONMENTS[i % ENVIRONMENTS.length];
        return {
          field: f.id,
          fieldName: f.name,
          crops: [
            {
              crop: "corn",
              environment,
              cornProducts: Array.from({ length: 6 }, (_, k) => {
                const product = catalogue[(i * 2 + k) % catalogue.length];
                const curve = curveFor(environment, product.id, 0.1);
                return {
                  productId: product.id,
                  name: product.name,
                  density: curve.recommended.density,
                  yield: curve.recommended.yield,
                };
              }),
            },
          ],
          backup: { brand: { logo: "/images/catalog/brands/surco.svg", slug: "surco-semillas" } },
        };
      }),
    },
    filterOptions: { field: FIELDS.map((f) => ({ value: f.id, label: f.name })) },
  };
}

export function curveFor(environment: string, productId: string, step: number) {
  const shape = SHAPE[environment] ?? SHAPE.media;
  const shift = (hash(productId) % 9) / 10 - 0.4; // each hybrid peaks a little apart
  const peak = shape.peak + ((hash(`${productId}y`) % 11) - 5) / 20;
  const optimum = shape.optimum + shift;
  const curve: { density: number; yield: number }[] = [];
  const from = Math.round((optimum - 3) * 10) / 10;
  const count = Math.round(6 / step);
  for (let n = 0; n <= count; n += 1) {
    const density = Math.round((from + n * step) * 1e6) / 1e6;
    curve.push({ density, yield: peak - shape.k * (density - optimum) ** 2 });
  }
  return { curve, recommended: { density: optimum - 0.0123456, yield: peak - shape.k * 0.0123456 ** 2 } };
}

/**
 * A 5-day forecast from the sandbox's today (its clock, in Argentina's zone):
 * a forecast is only believable about days to come. One demo field's station,
 * Potrero Sur's, stopped updating 3 days ago, so its forecast starts in the past
 * and the portal has a stale forecast to be honest about.
 */
const STALE_FORECAST_DAYS = 3;
const STALE_STATIONS = new Set(["-34.22,-60.73"]);

export function forecastFor(lat: number, lng: number, now = new Date()) {
  const station = `${lat.toFixed(2)},${lng.toFixed(2)}`;
  const seed = hash(station);
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Argentina/Buenos_Aires" }).format(now);
  const start = Date.parse(`${today}T12:00:00Z`) - (STALE_STATIONS.has(station) ? STALE_FORECAST_DAYS : 0) * 86_400_000;
  return {
    summary: [0, 1, 2, 3, 4].map((i) => ({
      date: new Date(start + i * 86_400_000).toISOString().slice(0, 10),
      tempMax: 22 + ((seed + i * 3) % 7),
      tempMin: 9 + ((seed + i) % 5),
      rainMm: [0, 4.5, 12.2, 0, 1.1][(seed + i) % 5],
      rainChance: [10, 45, 80, 5, 30][(seed + i) % 5],
    })),
  };
}

export function preceonCardsFor(selection: { field?: string; climaticYear?: string; water?: string; amount?: number }) {
  const amount = selection.amount ?? 8;
  const climate = selection.climaticYear === "nina" ? -0.9 : selection.climaticYear === "nino" ? 0.7 : 0;
  const water = selection.water === "low" ? -0.8 : selection.water === "high" ? 0.5 : 0;
  const yieldT = Math.max(3, 9.6 + climate + water + (amount - 8) * 0.18);
  return {
    cards: [
      {
        title: "Rinde esperado",
        description: "Estimación para la combinación elegida.",
        tooltipText: "Modelo de rinde con el año climático y el agua útil.",
        button: null,
        image: "/images/preceon/yield.svg",
        type: "yield" as const,
        value: yieldT,
      },
      {
        title: "Densidad sugerida",
        description: "Semillas por metro cuadrado.",
        tooltipText: "La densidad que maximiza el margen.",
        button: null,
        image: "/images/preceon/density.svg",
        type: "density" as const,
        value: amount,
      },
      {
        title: "Agua útil",
        description: "Agua disponible en el perfil.",
        tooltipText: "Al momento de la siembra.",
        button: null,
        image: "/images/preceon/water.svg",
        type: "water" as const,
        value: selection.water === "low" ? 90 : selection.water === "high" ? 210 : 150,
      },
      {
        title: "Nitrógeno",
        description: "Dosis orientativa.",
        tooltipText: "Ajustar con el análisis de suelo.",
        button: { label: "Ver análisis", url: "https://example.com/nitrogeno" },
        image: "/images/preceon/nitrogen.svg",
        type: "nitrogen" as const,
        value: Math.round(120 + (amount - 8) * 6),
      },
    ],
  };
}

/** The carbon programme by the member's document: fields and their four documents. */
const CARBON_MEMBERS: Record<
  string,
  { fields: { id: string; name: string; docs: [string, string, string, string] }[] }
> = {
  "64025971801": {
    fields: [
      {
        id: "talhao-a",
        name: "Talhão A · Sede",
        docs: ["Realizado com sucesso", "Realizado com sucesso", "Realizado com sucesso", "Em elaboração"],
      },
      {
        id: "talhao-b",
        name: "Talhão B · Várzea",
        docs: ["Realizado com sucesso", "Em análise", "Aguardando coleta", "Pendente"],
      },
    ],
  },
};

export function carbonProgramFor(origin: string, document: string) {
  const member = CARBON_MEMBERS[document];
  if (!member) return null;
  const kinds = ["contracts", "socioenvironmentalAnalysis", "soilAnalysis", "managementPlans"] as const;
  return {
    fields: member.fields.map((f) => {
      const entry: Record<string, unknown> = { id: f.id, name: f.name };
      kinds.forEach((kind, i) => {
        const done = f.docs[i] === "Realizado com sucesso";
        entry[kind] = {
          status: f.docs[i],
          pathPdf: done ? `${origin}/agronomy/files/carbon/${f.id}/${kind}.pdf` : null,
        };
      });
      return entry;
    }),
  };
}
