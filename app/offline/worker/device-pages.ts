import type { WorkboxPlugin } from "workbox-core/types";
import { CacheExpiration, ExpirationPlugin } from "workbox-expiration";
import { NetworkFirst } from "workbox-strategies";

import { isKeepable, pageKey } from "./requests";
import { pinnedSlotOf, RECENT_PAGES } from "./site";

/**
 * The pages the device keeps, on Workbox's network-first strategy: the network for 3 s at most, then the last copy;
 * a late answer still refreshes it. The recent pages expire by count (Workbox's expiration), the pinned ones by slot
 * (a new copy of a slot replaces the old). What is ours is in the plugin: the key a page is kept under, which answers
 * may be kept, when a copy was saved, and that an answer still on its way when a session ends is not kept.
 */
export const RECENT_CACHE = "surco-pages";
export const PINNED_CACHE = "surco-pinned";
/** When the device kept a copy (ms since the epoch), on the copy itself. */
export const SAVED_AT = "x-surco-saved-at";
const PAGE_TIMEOUT_SECONDS = 3;

/** Bumped when a session ends, so an answer still on its way is not kept for the grower who left. */
let personalGeneration = 0;

const recentExpiration = new ExpirationPlugin({ maxEntries: RECENT_PAGES });

/** What the worker shows instead of a kept copy as it is (the offline notice), and what a page from the network means. */
export interface DevicePageHooks {
  fromDevice(copy: Response, url: string): Promise<Response>;
  /** A page came from the network: the connection is back. */
  online(): Promise<void>;
}

export function keepingPlugin(hooks: DevicePageHooks): WorkboxPlugin {
  return {
    // Past the browser's own cache: pages say stale-while-revalidate (for shared caches), which would otherwise
    // answer with the stale copy at once, offline too, without the notice. (Workbox gives a navigation no fetch
    // options of its own.)
    requestWillFetch: async ({ request, state }) => {
      if (state) state.generation = personalGeneration;
      return new Request(request, { cache: "no-cache" });
    },
    fetchDidSucceed: async ({ response, event }) => {
      event.waitUntil(hooks.online().catch(() => undefined));
      return response;
    },
    cacheKeyWillBeUsed: async ({ request }) => new URL(pageKey(request.url), request.url).href,
    cacheWillUpdate: async ({ response, state }) => {
      if (!isKeepable(response.status, response.headers)) return null;
      // The session ended while this answer was on its way: it belongs to the grower who left.
      if (state?.generation !== personalGeneration) return null;
      const headers = new Headers(response.headers);
      headers.set(SAVED_AT, String(Date.now()));
      return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
    },
    // Checked again once the copy is in: the body (the long part on a slow link) and the cache's own steps came
    // after the check above, and a session may have ended in between.
    cacheDidUpdate: async ({ cacheName, request, state }) => {
      if (state?.generation !== personalGeneration) await (await caches.open(cacheName)).delete(request);
    },
    cachedResponseWillBeUsed: async ({ cachedResponse, request }) =>
      cachedResponse && hooks.fromDevice(cachedResponse, request.url),
  };
}

/** One copy per pinned slot: the points balance of one locale replaces its earlier copy, whatever its query. */
const oneCopyPerSlot: WorkboxPlugin = {
  cacheDidUpdate: async ({ cacheName, request }) => {
    const slot = pinnedSlotOf(request.url);
    const cache = await caches.open(cacheName);
    for (const kept of await cache.keys()) {
      if (kept.url !== request.url && pinnedSlotOf(kept.url) === slot) await cache.delete(kept);
    }
  },
};

export function devicePages(hooks: DevicePageHooks) {
  const keeping = keepingPlugin(hooks);
  const options = { networkTimeoutSeconds: PAGE_TIMEOUT_SECONDS, matchOptions: { ignoreVary: true } };
  const recent = new NetworkFirst({ ...options, cacheName: RECENT_CACHE, plugins: [keeping, recentExpiration] });
  const pinned = new NetworkFirst({ ...options, cacheName: PINNED_CACHE, plugins: [keeping, oneCopyPerSlot] });
  return {
    /** The page from the network or the device; rejects when neither has it. */
    page: (event: Event, request: Request) => (pinnedSlotOf(request.url) ? pinned : recent).handle({ event, request }),
  };
}

/**
 * Nothing of the grower's stays among the kept pages; an answer still on its way is not kept either. The caches are
 * deleted by name: Workbox's own `deleteCacheAndMetadata` knows only the caches this run of the worker touched, and
 * a browser stops an idle worker within a minute.
 */
export async function forgetDevicePages(): Promise<void> {
  personalGeneration++;
  await Promise.all([
    caches.delete(RECENT_CACHE),
    caches.delete(PINNED_CACHE),
    new CacheExpiration(RECENT_CACHE, { maxEntries: RECENT_PAGES }).delete(),
  ]);
}
