/**
 * Writes a PMTiles version 3 archive: one file holding every tile of a tile set, read by HTTP range requests
 * (decision 0068). The `pmtiles` package on npm only reads archives; this is the writing half, from the format's
 * specification, kept to what the base map needs: tiles compressed with gzip, directories compressed with gzip, no
 * more than one level of leaf directories, and identical tiles stored once.
 *
 * The file, in order:
 *   - a fixed 127-byte header (little-endian integers) that says where everything else is;
 *   - the root directory, which must end within the first 16 KiB so that one read fetches it with the header;
 *   - the metadata, a JSON object (gzip);
 *   - the leaf directories, when the root alone would not fit;
 *   - the tile data, in tile-id order ("clustered").
 *
 * A directory is a list of entries sorted by tile id, written column by column as unsigned LEB128 varints: the count,
 * then each entry's tile id as the step from the one before, then each run length, then each length, then each offset,
 * written as 0 when the entry's data follows the previous entry's exactly and as offset + 1 otherwise. An entry with a
 * run length of n stands for n consecutive tile ids sharing one piece of data; a run length of 0 marks a pointer to a
 * leaf directory (its offset counted from the start of the leaf section). Tile ids number the tiles of each zoom
 * along a Hilbert curve, after all the tiles of the zooms below (`zxyToTileId`).
 */
import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";

import { zxyToTileId } from "pmtiles";

const MAGIC = "PMTiles";
const SPEC_VERSION = 3;
const HEADER_BYTES = 127;
/** Header and root directory are read in one request of this many bytes. */
const FIRST_READ_BYTES = 16_384;
const GZIP = 2;
const MVT = 1;

export interface ArchiveTile {
  z: number;
  x: number;
  y: number;
  /** The tile as it is drawn (an uncompressed Mapbox Vector Tile); the writer compresses it. */
  data: Uint8Array;
}

export interface ArchiveOptions {
  tiles: readonly ArchiveTile[];
  /** Where the tiles are: west, south, east, north in degrees. */
  bounds: readonly [number, number, number, number];
  /** Where a viewer opens by default: longitude, latitude, zoom. */
  center: readonly [number, number, number];
  /** The archive's JSON metadata (TileJSON-like: name, attribution, vector_layers ...). */
  metadata: Record<string, unknown>;
}

interface Entry {
  tileId: number;
  offset: number;
  length: number;
  runLength: number;
}

/** An unsigned integer as LEB128, arithmetic rather than bitwise so ids past 2³¹ stay exact. */
function pushVarint(out: number[], value: number) {
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`not a varint: ${value}`);
  let rest = value;
  while (rest >= 0x80) {
    out.push((rest % 0x80) | 0x80);
    rest = Math.floor(rest / 0x80);
  }
  out.push(rest);
}

/** A directory's bytes before compression. */
export function serializeDirectory(entries: readonly Entry[]): Uint8Array {
  const out: number[] = [];
  pushVarint(out, entries.length);
  let previousId = 0;
  for (const entry of entries) {
    pushVarint(out, entry.tileId - previousId);
    previousId = entry.tileId;
  }
  for (const entry of entries) pushVarint(out, entry.runLength);
  for (const entry of entries) pushVarint(out, entry.length);
  entries.forEach((entry, i) => {
    const before = entries[i - 1];
    pushVarint(out, before && entry.offset === before.offset + before.length ? 0 : entry.offset + 1);
  });
  return Uint8Array.from(out);
}

const gzip = (bytes: Uint8Array) => new Uint8Array(gzipSync(bytes, { level: 9 }));

/**
 * The root directory and the leaf directories. Everything goes in the root when it fits in the first read; otherwise
 * the entries are cut into leaves of `leafSize` entries, growing the size until the root (one entry per leaf) fits.
 */
function directories(entries: readonly Entry[]): { root: Uint8Array; leaves: Uint8Array } {
  const room = FIRST_READ_BYTES - HEADER_BYTES;
  const whole = gzip(serializeDirectory(entries));
  if (whole.length <= room) return { root: whole, leaves: new Uint8Array() };
  for (let leafSize = 4096; ; leafSize *= 2) {
    const rootEntries: Entry[] = [];
    const leafParts: Uint8Array[] = [];
    let offset = 0;
    for (let start = 0; start < entries.length; start += leafSize) {
      const leaf = gzip(serializeDirectory(entries.slice(start, start + leafSize)));
      rootEntries.push({ tileId: entries[start]!.tileId, offset, length: leaf.length, runLength: 0 });
      leafParts.push(leaf);
      offset += leaf.length;
    }
    const root = gzip(serializeDirectory(rootEntries));
    if (root.length <= room) return { root, leaves: new Uint8Array(Buffer.concat(leafParts)) };
  }
}

function writeHeader(fields: {
  rootOffset: number;
  rootLength: number;
  metadataOffset: number;
  metadataLength: number;
  leavesOffset: number;
  leavesLength: number;
  dataOffset: number;
  dataLength: number;
  addressedTiles: number;
  tileEntries: number;
  tileContents: number;
  minZoom: number;
  maxZoom: number;
  bounds: readonly [number, number, number, number];
  center: readonly [number, number, number];
}): Uint8Array {
  const header = new Uint8Array(HEADER_BYTES);
  const view = new DataView(header.buffer);
  header.set(new TextEncoder().encode(MAGIC), 0);
  view.setUint8(7, SPEC_VERSION);
  const u64 = (at: number, value: number) => view.setBigUint64(at, BigInt(value), true);
  u64(8, fields.rootOffset);
  u64(16, fields.rootLength);
  u64(24, fields.metadataOffset);
  u64(32, fields.metadataLength);
  u64(40, fields.leavesOffset);
  u64(48, fields.leavesLength);
  u64(56, fields.dataOffset);
  u64(64, fields.dataLength);
  u64(72, fields.addressedTiles);
  u64(80, fields.tileEntries);
  u64(88, fields.tileContents);
  view.setUint8(96, 1); // clustered: tile data in tile-id order
  view.setUint8(97, GZIP); // directories and metadata
  view.setUint8(98, GZIP); // tiles
  view.setUint8(99, MVT);
  view.setUint8(100, fields.minZoom);
  view.setUint8(101, fields.maxZoom);
  const e7 = (at: number, degrees: number) => view.setInt32(at, Math.round(degrees * 1e7), true);
  const [west, south, east, north] = fields.bounds;
  e7(102, west);
  e7(106, south);
  e7(110, east);
  e7(114, north);
  const [lon, lat, zoom] = fields.center;
  view.setUint8(118, zoom);
  e7(119, lon);
  e7(123, lat);
  return header;
}

/** The whole archive. The same tiles, bounds and metadata always give the same bytes. */
export function writePmtiles({ tiles, bounds, center, metadata }: ArchiveOptions): Uint8Array {
  if (tiles.length === 0) throw new Error("an archive needs at least one tile");
  const sorted = tiles
    .map((tile) => ({ tile, tileId: zxyToTileId(tile.z, tile.x, tile.y) }))
    .sort((a, b) => a.tileId - b.tileId);

  const entries: Entry[] = [];
  const contents: Uint8Array[] = [];
  const stored = new Map<string, { offset: number; length: number }>();
  let dataLength = 0;
  for (const [i, { tile, tileId }] of sorted.entries()) {
    if (i > 0 && sorted[i - 1]!.tileId === tileId) throw new Error(`tile ${tile.z}/${tile.x}/${tile.y} given twice`);
    const compressed = gzip(tile.data);
    const key = createHash("sha256").update(compressed).digest("hex");
    let place = stored.get(key);
    if (!place) {
      place = { offset: dataLength, length: compressed.length };
      stored.set(key, place);
      contents.push(compressed);
      dataLength += compressed.length;
    }
    const last = entries.at(-1);
    // The next tile id with the same data as the entry before: one entry, one longer run.
    if (last && last.offset === place.offset && last.tileId + last.runLength === tileId) last.runLength += 1;
    else entries.push({ tileId, offset: place.offset, length: place.length, runLength: 1 });
  }

  const { root, leaves } = directories(entries);
  const metadataBytes = gzip(new TextEncoder().encode(JSON.stringify(metadata)));
  const rootOffset = HEADER_BYTES;
  const metadataOffset = rootOffset + root.length;
  const leavesOffset = metadataOffset + metadataBytes.length;
  const dataOffset = leavesOffset + leaves.length;
  const zooms = tiles.map((tile) => tile.z).sort((a, b) => a - b);
  const header = writeHeader({
    rootOffset,
    rootLength: root.length,
    metadataOffset,
    metadataLength: metadataBytes.length,
    leavesOffset,
    leavesLength: leaves.length,
    dataOffset,
    dataLength,
    addressedTiles: sorted.length,
    tileEntries: entries.length,
    tileContents: contents.length,
    minZoom: zooms[0]!,
    maxZoom: zooms.at(-1)!,
    bounds,
    center,
  });
  // A plain Uint8Array, not a Buffer (whose slice() shares memory instead of copying).
  return new Uint8Array(Buffer.concat([header, root, metadataBytes, leaves, ...contents]));
}
