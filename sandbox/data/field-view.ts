import { acresToHectares } from "../../app/domain/fields/units";
import { kgPerBushel } from "../../app/domain/fields/yields";
import type { Field } from "../../app/services/agronomy/contract";
import type { Dashboard } from "../../app/services/field-view/contract";

/**
 * The field-view and agronomy partners' demo data: the farms and fields of the
 * growers who linked a field-view account, their seasons with harvest and
 * planting, and which sync path each season takes. Deterministic: dates are
 * fixed, except the time of a sync that has just finished, which is now. docs/integrations/field-view.md lists the paths.
 *
 * Two accounts are linked: an Argentine one (hectares and kilograms) and a US
 * one in Iowa and Illinois, which the partner reports as it measures it: acres,
 * pounds and bushels. Both replay the same sync path per season.
 */

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
  /** Hectares (what the agronomy partner reports, in every country). */
  area: number;
}

const AR_FIELDS: FieldSeed[] = [
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

/**
 * The US account's fields: two farms, in Story County, Iowa and McLean County,
 * Illinois. Areas are authored in acres, as the grower knows them.
 */
const US_FIELDS: FieldSeed[] = [
  {
    id: "fld-carter-north80",
    name: "North 80",
    farm: "Carter Farms (Story County, IA)",
    lat: 42.0614,
    lng: -93.4702,
    altitude: 300,
    area: acresToHectares(80),
  },
  {
    id: "fld-carter-home",
    name: "Home Quarter",
    farm: "Carter Farms (Story County, IA)",
    lat: 42.0489,
    lng: -93.4537,
    altitude: 296,
    area: acresToHectares(155),
  },
  {
    id: "fld-carter-strip",
    name: "Strip Trial",
    farm: "Carter Farms (Story County, IA)",
    lat: 42.0551,
    lng: -93.4611,
    altitude: 298,
    area: acresToHectares(0.8),
  },
  {
    id: "fld-prairie-creek",
    name: "Creek Bottom",
    farm: "Prairie Creek Farm (McLean County, IL)",
    lat: 40.5126,
    lng: -88.9931,
    altitude: 244,
    area: acresToHectares(120),
  },
  {
    id: "fld-prairie-east160",
    name: "East 160",
    farm: "Prairie Creek Farm (McLean County, IL)",
    lat: 40.5032,
    lng: -88.9714,
    altitude: 247,
    area: acresToHectares(158),
  },
];

type Harvest = Dashboard["fields"][number]["harvestContents"][string][number];
type Planting = Dashboard["fields"][number]["plantingContents"][string][number];
type SeasonData = Record<string, { harvest?: Harvest; planting?: Planting }>;

/** An Argentine field's harvest, in hectares and kilograms: bushels from a yield in t/ha, by the crop's own kg per bushel. */
function harvest(field: FieldSeed, crop: string, tonnesPerHa: number, area: number): Harvest {
  const bushels = Math.round(((tonnesPerHa * 1000) / kgPerBushel(crop)) * area);
  return {
    totalWetMass: Math.round(tonnesPerHa * area * 1000 * 1.14),
    massUnit: "kg",
    totalHarvestedArea: area,
    areaUnit: "ha",
    totalBushels: bushels,
    cropName: crop,
    climateCalculatedAverageYield: Math.round((bushels / area) * 100) / 100,
    locationId: field.id,
  };
}

function planting(field: FieldSeed, crop: string, product: string, area: number): Planting {
  return { seedProductName: product, locationId: field.id, plantedArea: area, areaUnit: "ha", cropName: crop };
}

/** Pounds in a bushel of a crop (56 for corn, 60 for soybeans), from the same kg per bushel. */
const poundsPerBushel = (crop: string) => kgPerBushel(crop) / 0.453_592_37;

/** A US field's harvest as the partner sends it: acres, bushels, wet mass in pounds (about 15 % moisture over dry). */
function usHarvest(field: FieldSeed, crop: string, bushelsPerAcre: number, acres: number): Harvest {
  const bushels = Math.round(bushelsPerAcre * acres);
  return {
    totalWetMass: Math.round(bushels * poundsPerBushel(crop) * 1.15),
    massUnit: "lb",
    totalHarvestedArea: acres,
    areaUnit: "ac",
    totalBushels: bushels,
    cropName: crop,
    climateCalculatedAverageYield: bushelsPerAcre,
    locationId: field.id,
  };
}

function usPlanting(field: FieldSeed, crop: string, product: string, acres: number): Planting {
  return { seedProductName: product, locationId: field.id, plantedArea: acres, areaUnit: "ac", cropName: crop };
}

const [la, bajo, ensayo, norte, sur] = AR_FIELDS;

/** What each season holds once synced. 2019 has harvests only (a partial year at the source). */
const AR_COMPLETE: Record<string, SeasonData> = {
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

const [north80, home, strip, creek, east160] = US_FIELDS;

/** The US seasons: corn and soybeans in rotation, in bu/ac and acres. The same sync path per season as Argentina's. */
const US_COMPLETE: Record<string, SeasonData> = {
  "2024": {
    [north80.id]: {
      harvest: usHarvest(north80, "Corn", 205.3, 78.5),
      planting: usPlanting(north80, "Corn", "CX 830 SmartStax", 80),
    },
    [home.id]: {
      harvest: usHarvest(home, "Corn", 188.6, 152),
      planting: usPlanting(home, "Corn", "CX 872 Trecepta", 155),
    },
    // A strip trial under an acre: the highest yield, never the best field.
    [strip.id]: {
      harvest: usHarvest(strip, "Corn", 242.5, 0.8),
      planting: usPlanting(strip, "Corn", "CX 811 SmartStax PRO", 0.8),
    },
    [creek.id]: {
      harvest: usHarvest(creek, "Soybeans", 61.8, 118),
      planting: usPlanting(creek, "Soybeans", "SX 830 Roundup Ready 2 Xtend", 120),
    },
    [east160.id]: {
      harvest: usHarvest(east160, "Soybeans", 57.2, 156),
      planting: usPlanting(east160, "Soybeans", "SX 872 Enlist E3", 158),
    },
  },
  "2023": {
    [north80.id]: {
      harvest: usHarvest(north80, "Soybeans", 59.4, 79),
      planting: usPlanting(north80, "Soybeans", "SX 801 XtendFlex", 80),
    },
    [home.id]: {
      harvest: usHarvest(home, "Soybeans", 55.1, 153),
      planting: usPlanting(home, "Soybeans", "SX 830 Roundup Ready 2 Xtend", 155),
    },
    [creek.id]: {
      harvest: usHarvest(creek, "Corn", 196.2, 118),
      planting: usPlanting(creek, "Corn", "CX 850 VT2P", 120),
    },
    [east160.id]: {
      harvest: usHarvest(east160, "Corn", 201.7, 157),
      planting: usPlanting(east160, "Corn", "CX 830 SmartStax", 158),
    },
  },
  "2022": {},
  "2021": {
    [north80.id]: {
      harvest: usHarvest(north80, "Corn", 192.5, 79),
      planting: usPlanting(north80, "Corn", "CX 801 VT2P", 80),
    },
    [creek.id]: {
      harvest: usHarvest(creek, "Soybeans", 56.0, 119),
      planting: usPlanting(creek, "Soybeans", "SX 801 XtendFlex", 120),
    },
  },
  "2020": {
    [north80.id]: {
      harvest: usHarvest(north80, "Corn", 178.0, 79),
      planting: usPlanting(north80, "Corn", "CX 840 RR2", 80),
    },
  },
  "2019": {
    [north80.id]: { harvest: usHarvest(north80, "Corn", 171.3, 78) },
    [home.id]: { harvest: usHarvest(home, "Soybeans", 52.4, 150) },
  },
  "2018": {
    [east160.id]: {
      harvest: usHarvest(east160, "Corn", 185.0, 156),
      planting: usPlanting(east160, "Corn", "CX 892 RR2", 158),
    },
  },
};

/** A linked account: its fields, its seasons once synced, and what a season held before a sync finished. */
export interface FarmSet {
  country: "AR" | "US";
  clientId: string;
  fields: FieldSeed[];
  complete: Record<string, SeasonData>;
  stale: Record<string, SeasonData>;
}

/** Before a sync finishes, a season shows what was there at the last sync: 2023 had two fields. */
const AR_FARMS: FarmSet = {
  country: "AR",
  clientId: "surco-portal-ar",
  fields: AR_FIELDS,
  complete: AR_COMPLETE,
  stale: { "2023": { [la.id]: AR_COMPLETE["2023"][la.id], [bajo.id]: AR_COMPLETE["2023"][bajo.id] } },
};

const US_FARMS: FarmSet = {
  country: "US",
  clientId: "surco-portal-us",
  fields: US_FIELDS,
  complete: US_COMPLETE,
  stale: { "2023": { [north80.id]: US_COMPLETE["2023"][north80.id], [home.id]: US_COMPLETE["2023"][home.id] } },
};

/** Growers whose field-view account is already linked (the token exchange answers for them), and their farms. */
export const LINKED_GROWERS: ReadonlyMap<string, FarmSet> = new Map([
  ["ar.conectado@surco.example", AR_FARMS],
  ["us.requisitos@surco.example", US_FARMS],
]);

/**
 * Boundaries a partner gets wrong (issue 31): the AR test strip's outline crosses itself, the US strip trial has
 * none. Both fields are still listed, drawn as their point with the reason.
 */
const BROKEN_BOUNDARIES: Record<string, unknown> = {
  "fld-celina-03": {
    type: "Polygon",
    coordinates: [
      [
        [-60.581, -33.8878],
        [-60.5798, -33.8868],
        [-60.5798, -33.8878],
        [-60.581, -33.8868],
        [-60.581, -33.8878],
      ],
    ],
  },
  "fld-carter-strip": null,
};

export function agronomyFields(farms: FarmSet): Field[] {
  return farms.fields.map((f) => ({
    id: f.id,
    lat: f.lat,
    lng: f.lng,
    name: f.name,
    location: f.farm,
    altitude: f.altitude,
    area: f.area,
    geometry:
      f.id in BROKEN_BOUNDARIES
        ? BROKEN_BOUNDARIES[f.id]
        : { type: "Polygon", coordinates: square(f.lat, f.lng, 0.01) },
    externalProvider: "field-view",
  }));
}

const LAST_SYNCED = { stale: "2025-03-14T09:30:00Z", fresh: "2025-06-02T11:05:00Z" } as const;

/**
 * A season's dashboard for a linked account. A season the grower has just
 * synced carries the time of that sync (the sandbox's clock), so the portal may
 * call it up to date; one that was complete before any sync keeps its old fixed
 * date, and must not.
 */
export function dashboardFor(farms: FarmSet, years: readonly string[], synced: boolean, now = new Date()): Dashboard {
  const year = years[0] ?? SEASONS[0];
  const scenario = SEASON_SCENARIOS[year];
  const status: Dashboard["status"] = !scenario ? "EMPTY" : synced ? "COMPLETED" : scenario.initial;
  const season =
    (synced || scenario?.initial === "COMPLETED"
      ? farms.complete[year]
      : (farms.stale[year] ?? (scenario?.path === "empty" ? {} : farms.complete[year]))) ?? {};
  const ids = Object.keys(season);
  return {
    status,
    lastSyncedAt: synced
      ? now.toISOString()
      : scenario?.initial === "COMPLETED"
        ? LAST_SYNCED.fresh
        : LAST_SYNCED.stale,
    years: [...years],
    fields: farms.fields
      .filter((f) => ids.includes(f.id))
      .map((f) => ({
        properties: { name: f.name },
        harvestContents: season[f.id].harvest ? { [year]: [season[f.id].harvest!] } : {},
        plantingContents: season[f.id].planting ? { [year]: [season[f.id].planting!] } : {},
      })),
  };
}
