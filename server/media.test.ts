import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";

import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { BASE_MAP_FILES } from "~/finder/base-map/files";
import { variantUrl } from "~/ui/image/media";
import { MEDIA_MANIFEST } from "~/ui/image/media-manifest";

import { BASE_MAP_PATH, MEDIA_PATH, serveMedia } from "./media";

let base = "";
let close = () => {};

beforeAll(async () => {
  const app = express();
  app.use(MEDIA_PATH, serveMedia(path.resolve("public/media")));
  // As server/portal.ts mounts it: behind the compression middleware.
  app.use(BASE_MAP_PATH, compression(), serveMedia(path.resolve("public/base-map")));
  app.use((_req, res) => res.status(418).end());
  const server = app.listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

describe("/media", () => {
  it("serves a rendered image with a year of immutable caching and its type", async () => {
    const entry = MEDIA_MANIFEST["hero-field-dawn"]!;
    const response = await fetch(base + variantUrl(entry, 640, "avif"));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/avif");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("answers a missing file with a 404 itself (no page render behind it)", async () => {
    const response = await fetch(`${base}/media/no-such-picture-640.0000000000.jpg`);
    expect(response.status).toBe(404);
  });
});

describe("/base-map (decision 0068)", () => {
  const archive = readFileSync(path.join("public", BASE_MAP_FILES.archive));

  it("answers a range of the archive with 206 and exactly those bytes, uncompressed, cached for a year", async () => {
    // What the pmtiles reader asks first: the header and root directory in one read, then any slice.
    for (const [start, end] of [
      [0, 16_383],
      [archive.length - 1000, archive.length - 1],
    ] as const) {
      const response = await fetch(base + BASE_MAP_FILES.archive, {
        headers: { range: `bytes=${start}-${end}`, "accept-encoding": "gzip, br" },
      });
      expect(response.status).toBe(206);
      expect(response.headers.get("content-range")).toBe(`bytes ${start}-${end}/${archive.length}`);
      expect(response.headers.get("content-type")).toBe("application/vnd.pmtiles");
      expect(response.headers.get("content-encoding")).toBeNull();
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(Buffer.from(await response.arrayBuffer()).equals(archive.subarray(start, end + 1))).toBe(true);
    }
  });

  it("serves the font whole, as a font", async () => {
    const response = await fetch(base + BASE_MAP_FILES.font);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("font/woff2");
    expect((await response.arrayBuffer()).byteLength).toBe(
      readFileSync(path.join("public", BASE_MAP_FILES.font)).length,
    );
  });
});
