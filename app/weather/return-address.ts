import type { WeatherProblem } from "~/domain/weather/location";

/**
 * Where the weather form sends the grower back: the page, at the widget (#weather), carrying the problem and what
 * was typed when the choice failed (`weather-problem`, `weather-q`), and without them once it succeeded. The page
 * is already a safe same-origin path (safeReturnAddress).
 */
export const PROBLEM_PARAM = "weather-problem";
export const TYPED_PARAM = "weather-q";
export const WEATHER_ANCHOR = "weather";

export function weatherReturnAddress(page: string, failure?: { problem: WeatherProblem; typed: string }): string {
  const url = new URL(page, "http://surco.invalid");
  url.searchParams.delete(PROBLEM_PARAM);
  url.searchParams.delete(TYPED_PARAM);
  if (failure) {
    url.searchParams.set(PROBLEM_PARAM, failure.problem);
    if (failure.typed) url.searchParams.set(TYPED_PARAM, failure.typed);
  }
  return `${url.pathname}${url.search}#${WEATHER_ANCHOR}`;
}
