import type { HeadersFunction } from "@remix-run/node";

/**
 * A document response carries only the headers its route names: this passes on the one header the loader set (a
 * receipt's no-store, a 429's Retry-After), over what the parent routes send.
 */
export function passLoaderHeader(name: string): HeadersFunction {
  return ({ loaderHeaders, parentHeaders }) => {
    const merged = new Headers(parentHeaders);
    const value = loaderHeaders.get(name);
    if (value) merged.set(name, value);
    return merged;
  };
}
