/**
 * The Preceon selection (spec 000 §3, §9): farm, field, date, climatic year,
 * water in ground and amount (default 8), read from a GET form by the Preceon
 * page's schema (routes/$locale/preceon/query.ts). The amount is seeds per m²,
 * more than 0 and at most PRECEON_MAX_AMOUNT.
 */
export const PRECEON_DEFAULT_AMOUNT = 8;
export const PRECEON_MAX_AMOUNT = 100;
export const CLIMATIC_YEARS = ["nina", "neutral", "nino"] as const;
export const WATER_IN_GROUND = ["low", "medium", "high"] as const;

export interface PreceonSelection {
  selectedFarm: string | null;
  selectedField: string | null;
  selectedDate: string | null;
  selectedClimaticYear: (typeof CLIMATIC_YEARS)[number];
  selectedWaterInGround: (typeof WATER_IN_GROUND)[number];
  selectedAmount: number;
}

export const FORECAST_MISSING_COORDINATES = "Missing latitude or longitude";
export const FORECAST_EMPTY = "No forecast summary data received";
