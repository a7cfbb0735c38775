import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { sharedMaxAgeMs, startSharedCache } from "./shared-cache";

describe("sharedMaxAgeMs", () => {
  it("keeps what says s-maxage, and nothing private, unstorable or setting a cookie", () => {
    expect(sharedMaxAgeMs(new Headers({ "cache-control": "public, max-age=0, s-maxage=60" }))).toBe(60_000);
    expect(sharedMaxAgeMs(new Headers({ "cache-control": "max-age=600" }))).toBe(0);
    expect(sharedMaxAgeMs(new Headers({ "cache-control": "private, s-maxage=60" }))).toBe(0);
    expect(sharedMaxAgeMs(new Headers({ "cache-control": "no-store, s-maxage=60" }))).toBe(0);
    expect(sharedMaxAgeMs(new Headers({ "cache-control": "s-maxage=60", "set-cookie": "a=1" }))).toBe(0);
  });
});

describe("the bench's shared cache", () => {
  let origin: Server;
  let cache: Server;
  let served = 0;
  const base = () => `http://localhost:${(cache.address() as AddressInfo).port}`;

  beforeAll(async () => {
    // An origin whose answers say whether a shared cache may keep them, and vary on Save-Data.
    origin = createServer((req, res) => {
      served++;
      const shared = req.url === "/public";
      res.writeHead(200, {
        "cache-control": shared ? "public, max-age=0, s-maxage=60" : "private, no-cache",
        vary: "Save-Data",
      });
      res.end(`${req.url} ${req.headers["save-data"] ?? "full"} #${served}`);
    });
    await new Promise<void>((resolve) => origin.listen(0, resolve));
    cache = await startSharedCache(0, `http://localhost:${(origin.address() as AddressInfo).port}`);
  });
  afterAll(() => {
    cache.close();
    origin.close();
  });

  it("answers a repeat from memory, once per value of the headers the answer varies on", async () => {
    const get = async (path: string, headers: Record<string, string> = {}) => {
      const response = await fetch(`${base()}${path}`, { headers });
      return { body: await response.text(), cache: response.headers.get("x-cache") };
    };
    const first = await get("/public");
    expect(first.cache).toBe("miss");
    expect(await get("/public")).toEqual({ body: first.body, cache: "hit" });
    const light = await get("/public", { "save-data": "on" });
    expect(light.cache).toBe("miss");
    expect(light.body).toContain(" on ");
    expect((await get("/public", { "save-data": "on" })).cache).toBe("hit");
    // A private answer goes to the origin every time.
    expect((await get("/private")).cache).toBe("miss");
    expect((await get("/private")).cache).toBe("miss");
  });
});
