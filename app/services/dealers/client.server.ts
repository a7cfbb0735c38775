import type { CountryCode, Locale } from "~/countries";
import type { Position } from "~/domain/yield-trials/distance";
import { env } from "~/env.server";

import { cache, cacheKey } from "../cache.server";
import { isUpstreamError } from "../errors";
import { http } from "../http.server";
import { log } from "../log.server";
import { type ContactList, contactList, placeLookupResult } from "./contract";

/**
 * The dealers and contacts upstream (contract.ts). Nothing here throws: a call
 * answers what it found, or null when it failed (logged), and the finder turns
 * that into its own error state. A country's contacts change a few times a day
 * at most: they are cached for 30 minutes and served stale for a day while the
 * upstream fails, so an outage after one visit costs nobody the list. Places
 * never move: a postcode or a town is cached for a day. Reads retry once within
 * 2.9 s (decision 0038).
 */
const UPSTREAM = "dealers";
const TIMEOUTS = { timeoutMs: 2_800, deadlineMs: 2_900 };
const MINUTE = 60_000;
const CONTACTS_POLICY = { ttlMs: 30 * MINUTE, staleMs: 24 * 60 * MINUTE, name: "dealers" };
const PLACES_POLICY = { ttlMs: 24 * 60 * MINUTE, staleMs: 24 * 60 * MINUTE, name: "places" };

function url(path: string, params: Record<string, string>): URL {
  const target = new URL(path, `${env.DEALERS_API_URL.replace(/\/?$/, "/")}`);
  for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
  return target;
}

function logFailure(error: unknown, call: string) {
  // The HTTP helper has logged the upstream's failure; anything else is our bug.
  if (!isUpstreamError(error)) log("error", "dealers call failed unexpectedly", { call, error: String(error) });
}

/**
 * Every contact of the country and its facet map, their own texts in the locale's language (decision 0055), or null
 * when the upstream failed and none are cached.
 */
export async function listContacts(locale: Locale, country: CountryCode): Promise<ContactList | null> {
  try {
    return await cache.get(
      cacheKey({ upstream: UPSTREAM, call: "contacts", locale, params: { country } }),
      CONTACTS_POLICY,
      () =>
        http.request({
          upstream: UPSTREAM,
          name: "contacts",
          url: url("contacts", { country, locale }),
          schema: contactList,
          ...TIMEOUTS,
        }),
    );
  } catch (error) {
    logFailure(error, "contacts");
    return null;
  }
}

export type PlaceAnswer =
  { kind: "found"; name: string; position: Position } | { kind: "not-found" } | { kind: "failed" };

/** A postcode or a town of the country: its best match, not-found, or failed. */
export async function lookUpPlace(locale: Locale, country: CountryCode, query: string): Promise<PlaceAnswer> {
  const q = query.trim().replace(/\s+/g, " ");
  if (!q) return { kind: "not-found" };
  try {
    const places = await cache.get(
      cacheKey({ upstream: UPSTREAM, call: "places", locale, params: { country, q: q.toLocaleLowerCase(locale) } }),
      PLACES_POLICY,
      () =>
        http.request({
          upstream: UPSTREAM,
          name: "places",
          url: url("places", { country, q }),
          schema: placeLookupResult,
          ...TIMEOUTS,
        }),
    );
    const [first] = places;
    if (!first) return { kind: "not-found" };
    const [lng, lat] = first.geometry.coordinates;
    return { kind: "found", name: first.properties.postcode_name, position: { lat, lng } };
  } catch (error) {
    logFailure(error, "places");
    return { kind: "failed" };
  }
}
