import { PMTiles, type RangeResponse, type Source } from "pmtiles";
import { describe, expect, it } from "vitest";

import { type ArchiveTile, serializeDirectory, writePmtiles } from "./pmtiles-writer";

/** The archive in memory, read the way a browser reads it over HTTP: by ranges. */
class BytesSource implements Source {
  readonly reads: Array<[number, number]> = [];
  constructor(private readonly bytes: Uint8Array) {}
  getKey() {
    return "memory";
  }
  async getBytes(offset: number, length: number): Promise<RangeResponse> {
    this.reads.push([offset, length]);
    const slice = this.bytes.slice(offset, offset + length);
    return { data: slice.buffer };
  }
}

const text = (value: string) => new TextEncoder().encode(value);
const read = (archive: Uint8Array) => new PMTiles(new BytesSource(archive));
const bytesOf = async (reader: PMTiles, z: number, x: number, y: number) => {
  const tile = await reader.getZxy(z, x, y);
  return tile && new TextDecoder().decode(tile.data);
};

const options = {
  bounds: [-68.5, -41.5, -55, -21.5] as const,
  center: [-60.57, -33.89, 7] as const,
  metadata: { name: "test", vector_layers: [{ id: "place", fields: { name: "String" } }] },
};

describe("the PMTiles writer, read back by the pmtiles package", () => {
  const tiles: ArchiveTile[] = [
    { z: 0, x: 0, y: 0, data: text("world") },
    { z: 1, x: 0, y: 1, data: text("south-west") },
    { z: 1, x: 1, y: 1, data: text("south-east") },
    // Three tiles with the same content: stored once.
    { z: 7, x: 42, y: 78, data: text("plain land") },
    { z: 7, x: 43, y: 78, data: text("plain land") },
    { z: 7, x: 42, y: 77, data: text("plain land") },
    { z: 7, x: 43, y: 77, data: text("Pergamino") },
    { z: 10, x: 339, y: 629, data: text("Junín") },
  ];
  const archive = writePmtiles({ tiles, ...options });

  it("gives back every tile it was given, and nothing for a tile it was not", async () => {
    const reader = read(archive);
    for (const tile of tiles) {
      expect(await bytesOf(reader, tile.z, tile.x, tile.y)).toBe(new TextDecoder().decode(tile.data));
    }
    expect(await reader.getZxy(7, 44, 78)).toBeUndefined();
    expect(await reader.getZxy(2, 0, 0)).toBeUndefined();
  });

  it("writes the header: zooms, bounds, centre, compression, counts (identical tiles stored once)", async () => {
    const header = await read(archive).getHeader();
    expect(header).toMatchObject({
      specVersion: 3,
      minZoom: 0,
      maxZoom: 10,
      minLon: -68.5,
      minLat: -41.5,
      maxLon: -55,
      maxLat: -21.5,
      centerLon: -60.57,
      centerLat: -33.89,
      centerZoom: 7,
      clustered: true,
      internalCompression: 2,
      tileCompression: 2,
      tileType: 1,
      numAddressedTiles: 8,
      numTileContents: 6,
      leafDirectoryLength: 0,
    });
    expect(header.rootDirectoryOffset + header.rootDirectoryLength).toBeLessThanOrEqual(16_384);
    expect(header.tileDataOffset + header.tileDataLength!).toBe(archive.length);
  });

  it("keeps the metadata", async () => {
    expect(await read(archive).getMetadata()).toEqual(options.metadata);
  });

  it("is the same bytes for the same input, whatever order the tiles come in", () => {
    expect(Buffer.from(writePmtiles({ tiles: [...tiles].reverse(), ...options })).equals(Buffer.from(archive))).toBe(
      true,
    );
  });

  it("refuses a tile given twice", () => {
    expect(() => writePmtiles({ tiles: [...tiles, tiles[3]!], ...options })).toThrow(/given twice/);
  });
});

describe("directories", () => {
  it("writes ids as steps, then run lengths, lengths, and offsets (0 = right after the previous)", () => {
    const bytes = serializeDirectory([
      { tileId: 1, offset: 0, length: 10, runLength: 1 },
      { tileId: 2, offset: 10, length: 5, runLength: 3 },
      { tileId: 300, offset: 0, length: 10, runLength: 1 },
    ]);
    // count 3 | ids 1, 1, 298 (0xAA 0x02) | runs 1, 3, 1 | lengths 10, 5, 10 | offsets 0+1, 0 (follows), 0+1
    expect([...bytes]).toEqual([3, 1, 1, 0xaa, 0x02, 1, 3, 1, 10, 5, 10, 1, 0, 1]);
  });

  it("moves entries into leaf directories when the root would not fit in the first 16 KiB", async () => {
    // Tiles of varied sizes at scattered ids, so the directory does not compress into the first read.
    let seed = 7;
    const random = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
    const tiles: ArchiveTile[] = [];
    for (let x = 0; x < 1024 && tiles.length < 20_000; x += 1) {
      for (let y = 0; y < 1024 && tiles.length < 20_000; y += 1 + Math.floor(random() * 3)) {
        // Random bytes do not compress: each tile's stored length is as varied as its size.
        const data = Uint8Array.from({ length: 1 + Math.floor(random() * 400) }, () => Math.floor(random() * 256));
        tiles.push({ z: 10, x, y, data });
      }
    }
    const archive = writePmtiles({ tiles, ...options });
    const reader = read(archive);
    const header = await reader.getHeader();
    expect(header.leafDirectoryLength).toBeGreaterThan(0);
    expect(header.rootDirectoryOffset + header.rootDirectoryLength).toBeLessThanOrEqual(16_384);
    expect(header.numAddressedTiles).toBe(20_000);
    for (const tile of [tiles[0]!, tiles[9_999]!, tiles[19_999]!]) {
      const back = await reader.getZxy(tile.z, tile.x, tile.y);
      expect(new Uint8Array(back!.data)).toEqual(tile.data);
    }
  });
});
