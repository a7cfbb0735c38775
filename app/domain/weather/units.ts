import type { UnitSystem } from "~/countries";

/**
 * The units a forecast is read in (decision 0037). The spec writes km/h and mm; it was written for Argentina and
 * Brazil. Units follow the country's unit system (CountryConfig.units): metric growers read °C, km/h and mm, US
 * growers °F, mph and inches, as every US forecast writes them. The upstream answers in metric; these convert.
 */
export interface WeatherUnits {
  temperature: "c" | "f";
  speed: "kmh" | "mph";
  rain: "mm" | "in";
  /** Decimals a rain amount is written with: 1 for millimetres, 2 for inches (0.04 in is a 1 mm shower). */
  rainDecimals: number;
  /** The clock hours are read on: 12-hour in the US, 24-hour elsewhere. */
  clock: "12h" | "24h";
}

export function weatherUnits(system: UnitSystem): WeatherUnits {
  return system === "us-customary"
    ? { temperature: "f", speed: "mph", rain: "in", rainDecimals: 2, clock: "12h" }
    : { temperature: "c", speed: "kmh", rain: "mm", rainDecimals: 1, clock: "24h" };
}

/** The international mile: 1.609344 km exactly; the inch: 25.4 mm exactly. */
const KILOMETRES_PER_MILE = 1.609_344;
const MILLIMETRES_PER_INCH = 25.4;

export function temperatureIn(units: WeatherUnits, celsius: number): number {
  return units.temperature === "f" ? (celsius * 9) / 5 + 32 : celsius;
}

/** A temperature difference (degree days, Delta T): no offset, only the scale. */
export function temperatureDifferenceIn(units: WeatherUnits, celsius: number): number {
  return units.temperature === "f" ? (celsius * 9) / 5 : celsius;
}

export function speedIn(units: WeatherUnits, kmh: number): number {
  return units.speed === "mph" ? kmh / KILOMETRES_PER_MILE : kmh;
}

export function rainIn(units: WeatherUnits, mm: number): number {
  return units.rain === "in" ? mm / MILLIMETRES_PER_INCH : mm;
}
