import type { Field } from "../../app/services/agronomy/contract";
import type { Dashboard } from "../../app/services/field-view/contract";

/**
 * The field-view and agronomy partners' demo data: the farms and fields of the
 * growers who linked a field-view account, their seasons with harvest and
 * planting, and which sync path each season takes. Deterministic: dates are
 * fixed, except the time of a sync that has just finished, which is now. docs/integrations/field-view.md lists the paths.
 */

/** Growers whose field-view account is already linked (the token exchange answers for them). */
export const LINKED_GROWERS = new Set(["ar.conectado@surco.example"]);

/**
 * Per season: how the partner's sync behaves. `syncs` is what successive sync
 * calls answer (the last repeats), `fail` answers HTTP 500 instead, `delayMs`
 * is how long each sync takes.
 */
export interface SeasonScenario {
  path: "at-once" | "after-3" | "empty" | "never" | "fails" | "some-years-missing" | "failing-source";
  initial: Dashboard["status"];
  syncs: Dashboard["status"][];
  fail?: boolean;
  delayMs: number;
}

export const SEASON_SCENARIOS: Record<string, SeasonScenario> = {
  "2024": { path: "at-once", initial: "COMPLETED", syncs: ["COMPLETED"], delayMs: 0 },
  "2023": { path: "after-3", initial: "SYNCING", syncs: ["SYNCING", "SYNCING", "COMPLETED"], delayMs: 150 },
  "2022": { path: "empty", initial: "SYNCING", syncs: ["EMPTY"], delayMs: 100 },
  "2021": { path: "never", initial: "SYNCING", syncs: ["SYNCING"], delayMs: 800 },
  "2020": { path: "fails", initial: "ERROR", syncs: ["ERROR"], fail: true, delayMs: 100 },
  "2019": { path: "some-years-missing", initial: "SOME_YEARS_MISSING", syncs: ["SOME_YEARS_MISSING"], delayMs: 50 },
  "2018": { path: "failing-source", initial: "FAILING_SOURCE", syncs: ["FAILING_SOURCE"], delayMs: 50 },
};
export const SEASONS = Object.keys(SEASON_SCENARIOS).sort().reverse();

/** A small rectangle around a point: [lng, lat] pairs, closed. */
function square(lat: number, lng: number, size: number): [number, number][][] {
  const d = size / 2;
  return [
    [
      [lng - d, lat - d],
      [lng + d, lat - d],
      [lng + d, lat + d],
      [lng - d, lat + d],
      [lng - d, lat - d],
    ],
  ];
}

interface FieldSeed {
  id: string;
  name: string;
  farm: string;
  lat: number;
  lng: number;
  altitude: number;
  area: number;
}

export const FIELDS: FieldSeed[] = [
  {
    id: "fld-celina-01",
    name: "Lote 1 · La Loma",
    farm: "Estancia La Celina",
    lat: -33.8941,
    lng: -60.5732,
    altitude: 68,
    area: 118.4,
  },
  {
    id: "fld-celina-02",
    name: "Lote 2 · El Bajo",
    farm: "Estancia La Celina",
    lat: -33.9012,
    lng: -60.5601,
    altitude: 61,
    area: 86.2,
  },
  {
    id: "fld-celina-03",
    name: "Lote 3 · Ensayo",
    farm: "Estancia La Celina",
    lat: -33.8873,
    lng: -60.5804,
    altitude: 70,
    area: 0.8,
  },
  {
    id: "fld-aromos-01",
    name: "Potrero Norte",
    farm: "Campo Los Aromos",
    lat: -34.2031,
    lng: -60.7342,
    altitude: 74,
    area: 142.9,
  },
  {
    id: "fld-aromos-02",
    name: "Potrero Sur",
    farm: "Campo Los Aromos",
    lat: -34.2214,
    lng: -60.7298,
    altitude: 72,
    area: 97.5,
  },
];

export function agronomyFields(): Field[] {
  return FIELDS.map((f) => ({
    id: f.id,
    lat: f.lat,
    lng: f.lng,
    name: f.name,
    location: f.farm,
    altitude: f.altitude,
    area: f.area,
    geometry: { type: "Polygon", coordinates: square(f.lat, f.lng, 0.01) },
    externalProvider: "field-view",
  }));
}

/** One field's harvest: bushels from a yield in t/ha (so the portal's conversion gives that yield back). */
function harvest(field: FieldSeed, crop: string, tonnesPerHa: number, area: number) {
  const kgPerBu = crop === "Corn" ? 25.401 : crop === "Soybeans" || crop === "Wheat" ? 27.216 : 25.401;
  const bushels = Math.round(((tonnesPerHa * 1000) / kgPerBu) * area);
  return {
    totalWetMass: Math.round(tonnesPerHa * area * 1000 * 1.14),
    totalHarvestedArea: area,
    totalBushels: bushels,
    cropName: crop,
    climateCalculatedAverageYield: Math.round((bushels / area) * 100) / 100,
    locationId: field.id,
  };
}

function planting(field: FieldSeed, crop: string, product: string, area: number) {
  return { seedProductName: product, locationId: field.id, plantedArea: area, cropName: crop };
}

const [la, bajo, ensayo, norte, sur] = FIELDS;

type SeasonData = Record<string, { harvest?: ReturnType<typeof harvest>; planting?: ReturnType<typeof planting> }>;

/** What each season holds once synced. 2019 has harvests only (a partial year at the source). */
const COMPLETE: Record<string, SeasonData> = {
  "2024": {
    [la.id]: { harvest: harvest(la, "Corn", 10.42, 116.9), planting: planting(la, "Corn", "CA 930 VT3P", 118.4) },
    [bajo.id]: { harvest: harvest(bajo, "Corn", 8.87, 85.6), planting: planting(bajo, "Corn", "CA 721 VT3P", 86.2) },
    // A test strip: the best yield, but under 1 ha, so never the best field.
    [ensayo.id]: {
      harvest: harvest(ensayo, "Corn", 12.6, 0.8),
      planting: planting(ensayo, "Corn", "Pampero VT4PRO", 0.8),
    },
    [norte.id]: {
      harvest: harvest(norte, "Soybeans", 3.41, 140.2),
      planting: planting(norte, "Soybeans", "SA 4.8 STS", 142.9),
    },
    [sur.id]: { harvest: harvest(sur, "Wheat", 4.12, 96.8), planting: planting(sur, "Wheat", "Baguette 620", 97.5) },
  },
  "2023": {
    [la.id]: { harvest: harvest(la, "Soybeans", 3.02, 117.5), planting: planting(la, "Soybeans", "SA 4.8 STS", 118.4) },
    [bajo.id]: {
      harvest: harvest(bajo, "Soybeans", 2.64, 84.0),
      planting: planting(bajo, "Soybeans", "SA 5.2 IPRO", 86.2),
    },
    [norte.id]: {
      harvest: harvest(norte, "Corn", 7.95, 141.0),
      planting: planting(norte, "Corn", "CA 802 RR2", 142.9),
    },
    [sur.id]: {
      harvest: harvest(sur, "Sunflower", 2.31, 95.0),
      planting: planting(sur, "Sunflower", "Paraíso 1800", 97.5),
    },
  },
  "2022": {},
  "2021": {
    [la.id]: { harvest: harvest(la, "Wheat", 3.88, 118.0), planting: planting(la, "Wheat", "Baguette 620", 118.4) },
    [norte.id]: {
      harvest: harvest(norte, "Soybeans", 2.95, 140.0),
      planting: planting(norte, "Soybeans", "SA 4.8 STS", 142.9),
    },
  },
  "2020": {
    [la.id]: { harvest: harvest(la, "Corn", 9.1, 117.0), planting: planting(la, "Corn", "CA 721 VT3P", 118.4) },
  },
  "2019": {
    [la.id]: { harvest: harvest(la, "Corn", 8.4, 116.0) },
    [norte.id]: { harvest: harvest(norte, "Barley", 4.6, 139.0) },
  },
  "2018": {
    [sur.id]: { harvest: harvest(sur, "Oats", 2.2, 96.0), planting: planting(sur, "Oats", "Cristal INTA", 97.5) },
  },
};

/** Before a sync finishes, a season shows what was there at the last sync: 2023 had two fields. */
const STALE: Record<string, SeasonData> = {
  "2023": { [la.id]: COMPLETE["2023"][la.id], [bajo.id]: COMPLETE["2023"][bajo.id] },
};

const LAST_SYNCED = { stale: "2025-03-14T09:30:00Z", fresh: "2025-06-02T11:05:00Z" } as const;

/**
 * A season's dashboard. A season the grower has just synced carries the time
 * of that sync (the sandbox's clock), so the portal may call it up to date; one
 * that was complete before any sync keeps its old fixed date, and must not.
 */
export function dashboardFor(years: readonly string[], synced: boolean, now = new Date()): Dashboard {
  const year = years[0] ?? SEASONS[0];
  const scenario = SEASON_SCENARIOS[year];
  const status: Dashboard["status"] = !scenario ? "EMPTY" : synced ? "COMPLETED" : scenario.initial;
  const season =
    (synced || scenario?.initial === "COMPLETED"
      ? COMPLETE[year]
      : (STALE[year] ?? (scenario?.path === "empty" ? {} : COMPLETE[year]))) ?? {};
  const ids = Object.keys(season);
  return {
    status,
    lastSyncedAt: synced
      ? now.toISOString()
      : scenario?.initial === "COMPLETED"
        ? LAST_SYNCED.fresh
        : LAST_SYNCED.stale,
    years: [...years],
    fields: FIELDS.filter((f) => ids.includes(f.id)).map((f) => ({
      properties: { name: f.name },
      harvestContents: season[f.id].harvest ? { [year]: [season[f.id].harvest!] } : {},
      plantingContents: season[f.id].planting ? { [year]: [season[f.id].planting!] } : {},
    })),
  };
}
