import zlib from "node:zlib";

import { describe, expect, it } from "vitest";

import { codingFor, encode, encodeAll } from "./encoding";

const HTML = "text/html; charset=utf-8";
const BIG = 5_000;

describe("the coding an answer is written in", () => {
  it.each([
    ["gzip, deflate, br, zstd", HTML, BIG, "br"],
    ["gzip, deflate, br", HTML, BIG, "br"],
    ["gzip", HTML, BIG, "gzip"],
    ["br;q=0, gzip", HTML, BIG, "gzip"],
    ["gzip;q=0.5, br;q=0.2", HTML, BIG, "gzip"],
    ["*", HTML, BIG, "br"],
    ["deflate", HTML, BIG, null],
    ["identity", HTML, BIG, null],
    [undefined, HTML, BIG, null],
    ["gzip, br", HTML, 1_023, null],
    ["gzip, br", "application/json", BIG, "br"],
    ["gzip, br", "text/x-script", BIG, "br"],
    ["gzip, br", "image/png", BIG, null],
    ["gzip, br", "application/pdf", BIG, null],
    ["gzip, br", null, BIG, null],
  ] as const)("Accept-Encoding %j, %s of %i bytes: %s", (accept, type, bytes, coding) => {
    expect(codingFor(accept, type, bytes)).toBe(coding);
  });

  it("encodes a body that decodes to itself, smaller", async () => {
    const body = Buffer.from("<p>Surco: sementes e proteção de cultivos.</p>\n".repeat(200));
    const br = await encode(body, "br");
    const gzip = await encode(body, "gzip");
    expect(zlib.brotliDecompressSync(br).equals(body)).toBe(true);
    expect(zlib.gunzipSync(gzip).equals(body)).toBe(true);
    expect(br.length).toBeLessThan(body.length / 10);
  });

  it("keeps every coding of a kept body in buffers of its own size, so the page cache counts what it holds", async () => {
    const body = Buffer.from("<p>Impulso</p>\n".repeat(100));
    const encoded = await encodeAll(body, HTML);
    expect(Object.keys(encoded)).toEqual(["br", "gzip"]);
    for (const coded of Object.values(encoded)) expect(coded.buffer.byteLength).toBe(coded.length);
    expect(zlib.gunzipSync(encoded.gzip!).equals(body)).toBe(true);
    expect(await encodeAll(Buffer.from("<p>short</p>"), HTML)).toEqual({});
  });
});
