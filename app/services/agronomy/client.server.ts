import { FORECAST_EMPTY, FORECAST_MISSING_COORDINATES } from "~/domain/fields/preceon";
import { CURVE_STEP, FIELDS_PAGE_SIZE, RECOMMENDATIONS_PAGE_SIZE } from "~/domain/fields/recommendations";
import { env } from "~/env.server";

import { cache, cacheKey } from "../cache.server";
import { http } from "../http.server";
import {
  carbonProgramResponse,
  catalogueProduct,
  curveResponse,
  fieldsResponse,
  forecastResponse,
  preceonResponse,
  recommendationResponse,
} from "./contract";

/**
 * The agronomy partner's calls (spec 000 §7). Partner calls are POSTs with
 * the field-view token as `authorization` in the body. Per-grower answers are
 * cached by token for 10 minutes (fields, recommendations), curves and
 * catalogue entries for 30 minutes (they do not depend on the grower).
 */
const UPSTREAM = "agronomy";
const TEN_MIN = 600_000;
const THIRTY_MIN = 1_800_000;

function endpoint(path: string, query: Record<string, string | number> = {}): URL {
  const url = new URL(path, env.AGRONOMY_API_URL.replace(/\/?$/, "/"));
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, String(v));
  return url;
}

export function listFields(token: string, locale: string, country: string) {
  return cache.get(
    cacheKey({ upstream: UPSTREAM, call: "fields", locale, user: token }),
    { ttlMs: TEN_MIN, staleMs: TEN_MIN, name: "agronomy-fields" },
    () =>
      http.request({
        upstream: UPSTREAM,
        name: "agronomy-fields",
        method: "POST",
        body: { authorization: token },
        schema: fieldsResponse,
        timeoutMs: 3_000,
        deadlineMs: 3_500,
        url: endpoint("fields/me/", {
          country,
          page: 1,
          page_size: FIELDS_PAGE_SIZE,
          select_only: "id,lat,lng,name,location,altitude,area,geometry,external_provider",
        }),
      }),
  );
}

export function listRecommendations(token: string, locale: string, fieldId: string) {
  return cache.get(
    cacheKey({ upstream: UPSTREAM, call: "recommendations", locale, user: token, params: { fieldId } }),
    { ttlMs: TEN_MIN, staleMs: TEN_MIN, name: "agronomy-recommendations" },
    () =>
      http.request({
        upstream: UPSTREAM,
        name: "agronomy-recommendations",
        method: "POST",
        body: { authorization: token, field: fieldId },
        schema: recommendationResponse,
        timeoutMs: 3_000,
        deadlineMs: 3_500,
        url: endpoint("recommendation/", { app_instance: 1, page: 1, page_size: RECOMMENDATIONS_PAGE_SIZE }),
      }),
  );
}

export function yieldDensityCurve(token: string, environment: string, product: string) {
  return cache.get(
    cacheKey({ upstream: UPSTREAM, call: "curve", locale: "any", params: { environment, product } }),
    { ttlMs: THIRTY_MIN, staleMs: THIRTY_MIN, name: "agronomy-curve" },
    () =>
      http.request({
        upstream: UPSTREAM,
        name: "agronomy-curve",
        method: "POST",
        body: { authorization: token },
        schema: curveResponse,
        timeoutMs: 3_000,
        deadlineMs: 3_500,
        url: endpoint("yield-density-curve/", { environment, product, step: CURVE_STEP }),
      }),
  );
}

export function catalogueEntry(token: string, locale: string, id: string) {
  return cache.get(
    cacheKey({ upstream: UPSTREAM, call: "product-catalog", locale, params: { id } }),
    { ttlMs: THIRTY_MIN, staleMs: THIRTY_MIN, name: "agronomy-catalog" },
    () =>
      http.request({
        upstream: UPSTREAM,
        name: "agronomy-catalog",
        method: "POST",
        body: { authorization: token },
        schema: catalogueProduct,
        timeoutMs: 3_000,
        deadlineMs: 3_500,
        // Asked in the page's locale: the partner describes the hybrid in its language (decision 0055).
        url: endpoint(`product-catalog/${encodeURIComponent(id)}/`, { crop: "corn", locale }),
      }),
  );
}

export class ForecastError extends Error {}

/** Spec 000 §5, §8: needs lat and lng; an empty answer is an error of its own. */
export async function forecastSummary(token: string, lat: number | null, lng: number | null) {
  if (lat === null || lng === null || !Number.isFinite(lat) || !Number.isFinite(lng))
    throw new ForecastError(FORECAST_MISSING_COORDINATES);
  const answer = await http.request({
    upstream: UPSTREAM,
    name: "agronomy-forecast",
    method: "POST",
    body: { authorization: token },
    schema: forecastResponse,
    timeoutMs: 3_000,
    deadlineMs: 3_500,
    url: endpoint("forecast-summary", { lat, lng }),
  });
  if (answer.summary.length === 0) throw new ForecastError(FORECAST_EMPTY);
  return answer.summary;
}

export function preceonSummary(
  token: string,
  selection: { field: string; climaticYear: string; water: string; amount: number; date: string | null },
) {
  return http.request({
    upstream: UPSTREAM,
    name: "agronomy-preceon",
    method: "POST",
    body: { authorization: token, ...selection },
    schema: preceonResponse,
    timeoutMs: 3_000,
    deadlineMs: 3_500,
    url: endpoint("preceon/summary"),
  });
}

export function carbonProgram(document: string, locale: string) {
  return cache.get(
    cacheKey({ upstream: UPSTREAM, call: "carbon-program", locale, user: document }),
    { ttlMs: TEN_MIN, staleMs: TEN_MIN, name: "carbon-program" },
    () =>
      http.request({
        upstream: UPSTREAM,
        name: "carbon-program",
        url: endpoint(`carbon-program/${encodeURIComponent(document)}`),
        schema: carbonProgramResponse,
        timeoutMs: 3_000,
        deadlineMs: 5_000,
      }),
  );
}
