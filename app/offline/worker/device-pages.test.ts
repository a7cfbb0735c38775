import { describe, expect, it, vi } from "vitest";
import type * as WorkboxExpiration from "workbox-expiration";

import { forgetDevicePages, keepingPlugin, PINNED_CACHE, RECENT_CACHE, SAVED_AT } from "./device-pages";

// Workbox reads the worker's global scope when loaded: here, the test's.
vi.hoisted(() => Object.assign(globalThis, { self: globalThis }));

/** The device's caches and Workbox's expiry records, as far as a session's end touches them. */
const device = vi.hoisted(() => ({
  deletedCaches: [] as string[],
  deletedEntries: [] as string[],
  expired: [] as string[],
}));
vi.mock("workbox-expiration", async (original) => ({
  ...(await original<typeof WorkboxExpiration>()),
  CacheExpiration: class {
    constructor(private readonly name: string) {}
    async delete() {
      device.expired.push(this.name);
    }
  },
}));
Object.assign(globalThis, {
  caches: {
    delete: async (name: string) => device.deletedCaches.push(name) > 0,
    open: async () => ({
      delete: async (request: Request | string) =>
        device.deletedEntries.push(typeof request === "string" ? request : request.url) > 0,
    }),
  },
});

/**
 * What the worker adds to Workbox's network-first strategy for pages: the key a copy is kept under, which answers
 * are kept (and stamped with when), the browser's cache passed over, the notice on a copy shown from the device, and
 * the connection's return announced. Workbox's own part (timeout, expiry) is Workbox's to test.
 */
const event = { waitUntil: vi.fn() } as unknown as Event;
const html = (init: ResponseInit & { headers?: Record<string, string> } = {}) =>
  new Response("<html></html>", {
    status: 200,
    ...init,
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "private, no-cache", ...init.headers },
  });

function plugin() {
  const hooks = { fromDevice: vi.fn(async (copy: Response) => copy), online: vi.fn(async () => undefined) };
  return { hooks, plugin: keepingPlugin(hooks) };
}

describe("pages kept on the device", () => {
  it("asks past the browser's cache, and keeps the copy under its path and query, never its fragment", async () => {
    const { plugin: keeping } = plugin();
    const state = {};
    const asked = await keeping.requestWillFetch!({ request: new Request("https://s.example/es-ar"), event, state });
    expect(asked.cache).toBe("no-cache");
    const key = await keeping.cacheKeyWillBeUsed!({
      request: new Request("https://s.example/es-ar/catalogo?cultivo=maiz#top"),
      mode: "write",
      event,
    });
    expect(key).toBe("https://s.example/es-ar/catalogo?cultivo=maiz");
  });

  it("keeps a whole HTML page, stamped with when; never a receipt (no-store), a failure or what is not a page", async () => {
    const { plugin: keeping } = plugin();
    const state = {};
    await keeping.requestWillFetch!({ request: new Request("https://s.example/es-ar"), event, state });
    const request = new Request("https://s.example/es-ar");
    const kept = await keeping.cacheWillUpdate!({ request, response: html(), event, state });
    expect(Number(kept?.headers.get(SAVED_AT))).toBeGreaterThan(Date.now() - 5_000);
    expect(await kept?.text()).toBe("<html></html>");
    for (const response of [
      html({ headers: { "cache-control": "private, no-store" } }),
      html({ status: 500 }),
      html({ headers: { "content-type": "application/json" } }),
    ])
      expect(await keeping.cacheWillUpdate!({ request, response, event, state })).toBeNull();
  });

  it("a copy shown from the device goes through the notice; a page from the network announces the connection", async () => {
    const { plugin: keeping, hooks } = plugin();
    const copy = html();
    const request = new Request("https://s.example/es-ar/contacto");
    await keeping.cachedResponseWillBeUsed!({ cacheName: "surco-pages", request, cachedResponse: copy, event });
    expect(hooks.fromDevice).toHaveBeenCalledWith(copy, "https://s.example/es-ar/contacto");
    expect(await keeping.cachedResponseWillBeUsed!({ cacheName: "surco-pages", request, event })).toBeUndefined();
    await keeping.fetchDidSucceed!({ request, response: html(), event });
    expect(hooks.online).toHaveBeenCalledOnce();
  });
});

describe("a session's end", () => {
  it("deletes the kept pages and their expiry records by name, though this run of the worker never touched them", async () => {
    device.deletedCaches.length = 0;
    device.expired.length = 0;
    await forgetDevicePages();
    expect(device.deletedCaches.sort()).toEqual([PINNED_CACHE, RECENT_CACHE].sort());
    expect(device.expired).toEqual([RECENT_CACHE]);
  });

  it("an answer on its way when the session ends is not kept, before or after its body arrived", async () => {
    const { plugin: keeping } = plugin();
    const request = new Request("https://s.example/es-ar/mi-cuenta");
    const [before, after] = [{}, {}];
    await keeping.requestWillFetch!({ request, event, state: before });
    await keeping.requestWillFetch!({ request, event, state: after });
    // Kept while the session lasts, then the session ends while the second copy is being put.
    await keeping.cacheDidUpdate!({ cacheName: RECENT_CACHE, request, newResponse: html(), event, state: after });
    expect(device.deletedEntries).toEqual([]);
    await forgetDevicePages();
    expect(await keeping.cacheWillUpdate!({ request, response: html(), event, state: before })).toBeNull();
    await keeping.cacheDidUpdate!({ cacheName: RECENT_CACHE, request, newResponse: html(), event, state: after });
    expect(device.deletedEntries).toEqual([request.url]);
  });
});
