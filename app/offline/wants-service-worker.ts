/**
 * Whether a page registers the service worker (issue 16): always, except in light mode, where nothing but the page
 * is sent unless the grower opted in to offline reading. `light` is the root data's light-mode decision; a page
 * rendered without root data (an error before it) counts as the full version.
 */
export function wantsServiceWorker(data: { offlineOptIn?: boolean; light?: boolean } | undefined): boolean {
  return !data?.light || data.offlineOptIn === true;
}
