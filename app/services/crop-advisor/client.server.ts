import type { ZodType } from "zod";

import type { Locale } from "~/countries";
import { lookupDigits } from "~/domain/postcode/postcode";
import { env } from "~/env.server";

import { cache, cacheKey } from "../cache.server";
import { http } from "../http.server";
import { postcodeLookupResult, type Recommendation, recommendation } from "./contract";

/**
 * The crop advisor (decision 0043): a CEP's region by its first 5 digits, then what to sow there. Both answers are
 * public and change with a season, not a grower: cached per region (and per position) for a day, stale for a week
 * while the upstream fails. Calls stay inside the content page's 3 s per block, so the widget says what failed in
 * its own words. Throws UpstreamError.
 */
const UPSTREAM = "crop-advisor";
const DAY_MS = 86_400_000;
const POLICY = { ttlMs: DAY_MS, staleMs: 7 * DAY_MS };

function get<T>(call: string, path: string, query: Record<string, string>, schema: ZodType<T>): Promise<T> {
  const url = new URL(path.replace(/^\//, ""), `${env.CROP_ADVISOR_API_URL.replace(/\/?$/, "/")}`);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return http.request({
    upstream: UPSTREAM,
    name: `crop-advisor-${call}`,
    url,
    schema,
    timeoutMs: 1_200,
    deadlineMs: 2_800,
  });
}

export type PostcodeRecommendation =
  { kind: "found"; place: string; recommendation: Recommendation } | { kind: "not-found" };

/** The recommendation for a CEP: only its first 5 digits are sent to the lookup (spec 002 §5). */
export async function recommendationForPostcode(locale: Locale, postcode: string): Promise<PostcodeRecommendation> {
  const digits = lookupDigits(postcode);
  const places = await cache.get(
    cacheKey({ upstream: UPSTREAM, call: "postcode", locale, params: { digits } }),
    { ...POLICY, name: "crop-advisor-postcode" },
    () => get("postcode", `/postcodes/${digits}`, {}, postcodeLookupResult),
  );
  const [first] = places;
  if (!first) return { kind: "not-found" };
  const [lng, lat] = first.geometry.coordinates;
  const position = { lat: String(lat), lng: String(lng) };
  const found = await cache.get(
    cacheKey({ upstream: UPSTREAM, call: "recommendation", locale, params: position }),
    { ...POLICY, name: "crop-advisor-recommendation" },
    () => get("recommendation", "/recommendations", position, recommendation),
  );
  return { kind: "found", place: first.properties.postcode_name, recommendation: found };
}
