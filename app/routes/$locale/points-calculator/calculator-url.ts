import { z } from "zod";

import { calculatorFieldsOf, calculatorParams } from "~/domain/loyalty/points-calculator-form";
import { catalogueSearchFields, catalogueSearchOf } from "~/domain/loyalty/service-filters-url";

/**
 * The calculator page's URL: its two GET forms, the calculator and the search
 * of what points can redeem, read as one (each form carries the other's state).
 */
export const calculatorPageSchema = (locale: string) =>
  z.object({ ...calculatorParams, ...catalogueSearchFields }).transform((params, context) => ({
    calculator: calculatorFieldsOf(params, locale, context),
    catalogue: catalogueSearchOf(params),
  }));

/** The catalogue search's own parameters; the calculator's forms carry them along, and the reverse. */
export const SEARCH_PARAMS = ["tab", "crop", "journey", "category", "band", "page"] as const;

/** The parameters of `names` (but `except`) that the address has a value for, as hidden fields carry them. */
export const carried = (params: URLSearchParams, names: readonly string[], except: readonly string[] = []) =>
  names
    .filter((name) => !except.includes(name) && params.get(name))
    .map((name) => ({ name, value: params.get(name)! }));

/** The parameters as an address's query: "?…", or nothing when there are none. */
export const queryString = (params: URLSearchParams) => {
  const text = params.toString();
  return text ? `?${text}` : "";
};
