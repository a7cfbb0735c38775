import type { Locale } from "~/countries";
import type { Position } from "~/domain/yield-trials/distance";
import { refusalOf, type TrialSearchAnswer, type ZipAnswer } from "~/domain/yield-trials/search-outcome";
import { env } from "~/env.server";

import { cache, cacheKey, LIFETIMES } from "../cache.server";
import { isUpstreamError } from "../errors";
import { http } from "../http.server";
import { log } from "../log.server";
import { type TrialBrand, trialBrandList, trialSearchResult, type YieldTrial, zipLookupResult } from "./contract";

/**
 * The local yield trials upstream (contract.ts). Nothing here throws: each call
 * answers what it found, or that it failed (logged), and the page turns a
 * failure into the results widget's error state. The brands are catalogue
 * data, cached as the products are (30 minutes, spec 002 §9, served stale
 * while the upstream fails), so an outage leaves the form standing; a search
 * and a zip lookup are not (the spec gives them no lifetime). Reads retry once within 2.9 s, so a
 * grower waits little and an outage costs the upstream's circuit two failures
 * per call, not three.
 */
const UPSTREAM = "yield-trials";
const TIMEOUTS = { timeoutMs: 2_800, deadlineMs: 2_900 };

function url(path: string, params: Record<string, string> = {}): URL {
  const target = new URL(path, `${env.YIELD_TRIALS_API_URL.replace(/\/?$/, "/")}`);
  for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
  return target;
}

function logFailure(error: unknown, call: string) {
  // The HTTP helper has logged the upstream's failure; anything else is our bug.
  if (!isUpstreamError(error)) log("error", "yield-trials call failed unexpectedly", { call, error: String(error) });
}

const BRANDS_POLICY = { ttlMs: LIFETIMES.products, staleMs: LIFETIMES.products * 2 };

/** The brands with trials, or null when the upstream failed and none are cached. */
export async function listTrialBrands(locale: Locale): Promise<TrialBrand[] | null> {
  try {
    const body = await cache.get(cacheKey({ upstream: UPSTREAM, call: "brands", locale }), BRANDS_POLICY, () =>
      http.request({
        upstream: UPSTREAM,
        name: "trial-brands",
        url: url("brands"),
        schema: trialBrandList,
        ...TIMEOUTS,
      }),
    );
    return body.brands;
  } catch (error) {
    logFailure(error, "brands");
    return null;
  }
}

/** The search API (spec 002 §8): the brand's trials of the crop, or its 400 for a wrong brand, crop or zip. */
export async function searchTrials(query: {
  brand: string;
  crop: string;
  zip: string;
}): Promise<TrialSearchAnswer<YieldTrial>> {
  try {
    const body = await http.request({
      upstream: UPSTREAM,
      name: "trial-search",
      url: url("trials", query),
      schema: trialSearchResult,
      ...TIMEOUTS,
    });
    return { kind: "found", trials: body.trials };
  } catch (error) {
    logFailure(error, "search");
    return isUpstreamError(error) && error.kind === "status"
      ? refusalOf(error.status, error.upstreamMessage)
      : { kind: "failed" };
  }
}

/**
 * The zip geocoder: the zip code's first match, or not-found when it has none. The geocoder takes digits only
 * (spec 002 §7, postcode lookup): anything else is not a zip it can find, and is not asked.
 */
export async function lookUpZipCode(zip: string): Promise<ZipAnswer> {
  if (!/^\d+$/.test(zip)) return { kind: "not-found" };
  try {
    const [first] = await http.request({
      upstream: UPSTREAM,
      name: "zip-lookup",
      url: url(`zip-codes/${zip}`),
      schema: zipLookupResult,
      ...TIMEOUTS,
    });
    if (!first) return { kind: "not-found" };
    const [lng, lat] = first.geometry.coordinates;
    const position: Position = { lat, lng };
    return { kind: "found", place: first.properties.postcode_name, position };
  } catch (error) {
    logFailure(error, "zip-lookup");
    return { kind: "failed" };
  }
}
