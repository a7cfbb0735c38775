import { FORECAST_MISSING_COORDINATES } from "~/domain/fields/preceon";
import { failedToFetch } from "~/field-data/failed-to-fetch.server";
import { type Fetched, fetched } from "~/field-data/partner-calls.server";
import { ForecastError, forecastSummary, preceonSummary } from "~/services/agronomy/client.server";
import type { Field, ForecastDay, PreceonCard } from "~/services/agronomy/contract";
import { log } from "~/services/log.server";

import type { PreceonQuery } from "./query";

/** The forecast summary (spec 000 §5 §8): its days, or why there are none. */
export type ForecastOutcome =
  | { ok: true; days: ForecastDay[] }
  | { ok: false; reason: "missing-coordinates" | "empty" }
  | { ok: false; reason: "failed"; detail: string };

async function fetchForecast(token: string, field: Field): Promise<ForecastOutcome> {
  try {
    const lat = Number.isFinite(field.lat) ? field.lat : null;
    const lng = Number.isFinite(field.lng) ? field.lng : null;
    return { ok: true, days: await forecastSummary(token, lat, lng) };
  } catch (error) {
    log("warn", "forecast summary failed", { reason: (error as Error).message });
    if (error instanceof ForecastError)
      return { ok: false, reason: error.message === FORECAST_MISSING_COORDINATES ? "missing-coordinates" : "empty" };
    return { ok: false, reason: "failed", detail: failedToFetch("forecast summary", error) };
  }
}

/** The Preceon summary of a selection; none while the selection has errors (it would not be the one asked for). */
function fetchSummary(token: string, field: Field, query: PreceonQuery): Promise<Fetched<PreceonCard[]> | null> {
  if (query.errors.date || query.errors.amount) return Promise.resolve(null);
  const { selection } = query;
  const summary = preceonSummary(token, {
    field: field.id,
    climaticYear: selection.selectedClimaticYear,
    water: selection.selectedWaterInGround,
    amount: selection.selectedAmount,
    date: selection.selectedDate,
  });
  return fetched(
    "preceon summary",
    summary.then((answer) => answer.cards),
  );
}

/** The chosen field's summary and forecast, asked of the partner in parallel. */
export async function fetchFieldOutlook(token: string, field: Field, query: PreceonQuery) {
  const [summary, forecast] = await Promise.all([fetchSummary(token, field, query), fetchForecast(token, field)]);
  return { summary, forecast };
}
