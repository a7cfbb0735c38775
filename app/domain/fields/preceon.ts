/**
 * The Preceon selection (spec 000 §3, §9): farm, field, date, climatic year,
 * water in ground and amount (default 8), read from a GET form.
 */
export const PRECEON_DEFAULT_AMOUNT = 8;
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

function oneOf<T extends string>(value: string | null, options: readonly T[], fallback: T): T {
  return options.includes(value as T) ? (value as T) : fallback;
}

export function parsePreceonSelection(query: URLSearchParams): PreceonSelection {
  const amountRaw = Number((query.get("amount") ?? "").replace(",", "."));
  const date = query.get("date");
  return {
    selectedFarm: query.get("farm") || null,
    selectedField: query.get("field") || null,
    selectedDate: date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : null,
    selectedClimaticYear: oneOf(query.get("climaticYear"), CLIMATIC_YEARS, "neutral"),
    selectedWaterInGround: oneOf(query.get("water"), WATER_IN_GROUND, "medium"),
    selectedAmount:
      Number.isFinite(amountRaw) && amountRaw > 0 && amountRaw <= 100 ? amountRaw : PRECEON_DEFAULT_AMOUNT,
  };
}

export const FORECAST_MISSING_COORDINATES = "Missing latitude or longitude";
export const FORECAST_EMPTY = "No forecast summary data received";
