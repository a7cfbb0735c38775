import { z } from "zod";

import { calculatorFieldsOf, calculatorParams } from "~/domain/loyalty/points-calculator";
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
