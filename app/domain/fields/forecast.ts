import { daysBetween } from "./days";

/**
 * The forecast as the grower may read it (issue 9): a forecast day that is
 * already past is not a forecast, so it is never shown as one. When the
 * partner's forecast starts before today it is stale, and the page says how
 * many days old it is (and, when no day is left, that nothing is left).
 */
export interface ForecastDayLike {
  /** "YYYY-MM-DD", the partner's calendar day. */
  date: string;
}

export interface ForecastView<D extends ForecastDayLike> {
  /** Today and later, in the partner's order. */
  days: D[];
  /** How many days old the forecast is (its first day before today), 0 when current. */
  staleDays: number;
}

export function forecastView<D extends ForecastDayLike>(days: readonly D[], today: string): ForecastView<D> {
  const valid = days.filter(
    (d) => /^\d{4}-\d{2}-\d{2}$/.test(d.date) && !Number.isNaN(Date.parse(`${d.date}T00:00:00Z`)),
  );
  const first = valid.map((d) => d.date).sort()[0];
  return {
    days: valid.filter((d) => d.date >= today),
    staleDays: first && first < today ? daysBetween(first, today) : 0,
  };
}
