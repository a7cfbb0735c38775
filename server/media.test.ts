import type { AddressInfo } from "node:net";
import path from "node:path";

import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { variantUrl } from "~/ui/image/media";
import { MEDIA_MANIFEST } from "~/ui/image/media-manifest";

import { MEDIA_PATH, serveMedia } from "./media";

let base = "";
let close = () => {};

beforeAll(async () => {
  const app = express();
  app.use(MEDIA_PATH, serveMedia(path.resolve("public/media")));
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
