import type { TrialBrand, YieldTrial, ZipLookupResult } from "../../app/services/yield-trials/contract";

/**
 * Local yield trials (spec 002 §2 §9, issue 13): generated data of our own, deterministic, dates relative to today.
 *
 * Brands:  surco-genetics (corn, soybeans), campo-alto (corn only: soybeans there is an invalid crop).
 * Sites:   26 plots across IA, IL, NE, MN, KS, IN, SD and MO, at their towns' positions; every brand tests each of
 *          its crops at every site, one entry beside a competitor's (or alone at a few sites).
 * Zips:    ZIP_CODES below, the geocoder's whole list. From 50010 (Ames, IA) the nearest plots are Ames, Nevada and
 *          Marshalltown; 89501 (Reno, NV), 04101 (Portland, ME) and 33101 (Miami, FL) have nothing within 200 miles;
 *          any other well-formed zip is unknown to the geocoder.
 */

export const TRIAL_BRANDS: TrialBrand[] = [
  { slug: "surco-genetics", name: "Surco Genetics", crops: ["corn", "soybeans"] },
  { slug: "campo-alto", name: "Campo Alto", crops: ["corn"] },
];

interface Site {
  city: string;
  state: string;
  lat: number;
  lng: number;
}

const SITES: Site[] = [
  { city: "Ames", state: "IA", lat: 42.0308, lng: -93.6319 },
  { city: "Nevada", state: "IA", lat: 42.0228, lng: -93.4522 },
  { city: "Marshalltown", state: "IA", lat: 42.0494, lng: -92.908 },
  { city: "Cedar Rapids", state: "IA", lat: 41.9779, lng: -91.6656 },
  { city: "Storm Lake", state: "IA", lat: 42.6411, lng: -95.2097 },
  { city: "Mason City", state: "IA", lat: 43.1536, lng: -93.201 },
  { city: "Carroll", state: "IA", lat: 42.0658, lng: -94.8669 },
  { city: "Ottumwa", state: "IA", lat: 41.02, lng: -92.4113 },
  { city: "Champaign", state: "IL", lat: 40.1164, lng: -88.2434 },
  { city: "Bloomington", state: "IL", lat: 40.4842, lng: -88.9937 },
  { city: "DeKalb", state: "IL", lat: 41.9295, lng: -88.7504 },
  { city: "Quincy", state: "IL", lat: 39.9356, lng: -91.4099 },
  { city: "Effingham", state: "IL", lat: 39.12, lng: -88.5434 },
  { city: "York", state: "NE", lat: 40.8681, lng: -97.592 },
  { city: "Kearney", state: "NE", lat: 40.6993, lng: -99.0832 },
  { city: "Norfolk", state: "NE", lat: 42.0283, lng: -97.417 },
  { city: "Beatrice", state: "NE", lat: 40.2681, lng: -96.747 },
  { city: "Mankato", state: "MN", lat: 44.1636, lng: -93.9994 },
  { city: "Willmar", state: "MN", lat: 45.1219, lng: -95.0433 },
  { city: "Owatonna", state: "MN", lat: 44.0839, lng: -93.2261 },
  { city: "Manhattan", state: "KS", lat: 39.1836, lng: -96.5717 },
  { city: "Hutchinson", state: "KS", lat: 38.0608, lng: -97.9298 },
  { city: "Hiawatha", state: "KS", lat: 39.8525, lng: -95.5358 },
  { city: "Lafayette", state: "IN", lat: 40.4167, lng: -86.8753 },
  { city: "Brookings", state: "SD", lat: 44.3114, lng: -96.7984 },
  { city: "Chillicothe", state: "MO", lat: 39.7953, lng: -93.5524 },
];

/** The geocoder's zip codes: [zip, place, lat, lng]. */
const ZIP_CODES: [string, string, number, number][] = [
  ["50010", "Ames, IA", 42.0347, -93.62],
  ["50201", "Nevada, IA", 42.0192, -93.4497],
  ["52401", "Cedar Rapids, IA", 41.9752, -91.6569],
  ["50588", "Storm Lake, IA", 42.6436, -95.1975],
  ["50401", "Mason City, IA", 43.1477, -93.1963],
  ["51401", "Carroll, IA", 42.0664, -94.8672],
  ["61820", "Champaign, IL", 40.1105, -88.2401],
  ["61701", "Bloomington, IL", 40.4775, -88.9937],
  ["60115", "DeKalb, IL", 41.9269, -88.7526],
  ["62301", "Quincy, IL", 39.9295, -91.3894],
  ["68467", "York, NE", 40.8653, -97.5953],
  ["68847", "Kearney, NE", 40.7226, -99.0868],
  ["68701", "Norfolk, NE", 42.0328, -97.4139],
  ["56001", "Mankato, MN", 44.1572, -93.9928],
  ["56201", "Willmar, MN", 45.1197, -95.0453],
  ["66502", "Manhattan, KS", 39.1958, -96.5814],
  ["67501", "Hutchinson, KS", 38.0667, -97.9142],
  ["47901", "Lafayette, IN", 40.4183, -86.8889],
  ["57006", "Brookings, SD", 44.3136, -96.7822],
  ["89501", "Reno, NV", 39.5261, -119.8116],
  ["04101", "Portland, ME", 43.6615, -70.2553],
  ["33101", "Miami, FL", 25.7743, -80.1937],
];

/** The zip geocoder, shaped as the spec's postcode lookup (an empty list for an unknown zip). */
export function lookUpZip(zip: string): ZipLookupResult {
  return ZIP_CODES.filter(([code]) => code === zip).map(([, place, lat, lng]) => ({
    geometry: { coordinates: [lng, lat] as [number, number] },
    properties: { postcode_name: place },
  }));
}

/** Each brand's products by crop, and the competitors they were planted beside (fictional names). */
const PRODUCTS: Record<string, Record<string, string[]>> = {
  "surco-genetics": { corn: ["SG 6210 VT2P", "SG 5980 SS", "SG 6630 RIB"], soybeans: ["SG 2.8 E3", "SG 3.4 XF"] },
  "campo-alto": { corn: ["CA 721 VT3P", "CA 930 VT3P", "CA 1180 TRE"] },
};
const COMPETITORS: Record<string, string[]> = {
  corn: ["Prairie Gold 1185", "Hawkeye H-6120", "Midland 112-D"],
  soybeans: ["Prairie Gold 29X", "Midland 3.1E"],
};

/** Yields as US trials report them: corn around 180–250 bu/ac at 15.5 %, soybeans around 52–72 at 13 %. */
const CROP_RANGES: Record<string, { base: number; spread: number; moisture: number; moistureSpread: number }> = {
  corn: { base: 188, spread: 60, moisture: 15.8, moistureSpread: 5 },
  soybeans: { base: 53, spread: 19, moisture: 11.2, moistureSpread: 2.8 },
};

/** A fixed fraction in [0, 1) per (site, brand, crop, salt): the same trial every run, and varied across trials. */
function fraction(...parts: (string | number)[]): number {
  let hash = 2_166_136_261;
  for (const char of parts.join("|")) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 16_777_619);
  }
  return ((hash >>> 0) % 10_000) / 10_000;
}

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

function daysAgo(today: Date, days: number): string {
  const day = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - days));
  return day.toISOString().slice(0, 10);
}

/** Every trial of a brand and crop (both known), in site order. */
export function trialsOf(brand: string, crop: string, today = new Date()): YieldTrial[] {
  const products = PRODUCTS[brand]?.[crop] ?? [];
  const range = CROP_RANGES[crop];
  if (!products.length || !range) return [];
  return SITES.map((site, i) => {
    const at = (salt: string) => fraction(site.city, brand, crop, salt);
    const yieldBu = round(range.base + range.spread * at("yield"), 1);
    // Most entries beat the competitor beside them by a few bushels; some lose; every seventh stands alone.
    const comparison =
      i % 7 === 6
        ? null
        : {
            product: COMPETITORS[crop][i % COMPETITORS[crop].length],
            yield: round(yieldBu - range.spread * (0.15 * at("advantage") - 0.04), 1),
          };
    const harvested = 18 + Math.floor(70 * at("harvest"));
    return {
      id: `${brand}-${crop}-${site.city.toLowerCase().replace(/\W+/g, "-")}-${site.state.toLowerCase()}`,
      product: products[i % products.length],
      crop,
      yield: yieldBu,
      moisture: round(range.moisture + range.moistureSpread * at("moisture"), 1),
      comparison,
      plot: i % 3 === 2 ? "replicated" : "strip",
      acres: round(i % 3 === 2 ? 0.4 + at("acres") : 2 + 4 * at("acres"), 1),
      city: site.city,
      state: site.state,
      lat: site.lat,
      lng: site.lng,
      plantedOn: daysAgo(today, harvested + 140 + Math.floor(25 * at("season"))),
      harvestedOn: daysAgo(today, harvested),
    };
  });
}
