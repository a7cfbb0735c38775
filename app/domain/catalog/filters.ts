import type { CatalogSettings } from "~/countries";
import type { Product } from "~/domain/catalog/product";
import { foldForSearch } from "~/domain/search/normalize";
import { textOrder } from "~/domain/text/collation";

import type { Category } from "./categories";

/**
 * Facets (spec 002 §5): per category, multi-select. Crop protection filters by
 * product type, crops and active ingredients, plus the bio-only switch; seeds
 * by trait, maturity band and crop. Spec 000 §3: a filter state maps a filter
 * key to its selected values; a filter definition has a label, a key, options
 * and optional display labels for them.
 */
const CHECKLIST_KEYS = {
  "crop-protection": ["productType", "crops", "activeIngredients"],
  seeds: ["trait", "maturity", "crop"],
} as const;
export type ChecklistKey = (typeof CHECKLIST_KEYS)[keyof typeof CHECKLIST_KEYS][number];
export const ALL_CHECKLIST_KEYS: readonly ChecklistKey[] = [
  ...CHECKLIST_KEYS["crop-protection"],
  ...CHECKLIST_KEYS.seeds,
];

/** The bio-only switch's URL parameter; it belongs to crop protection. */
export const BIO_KEY = "bio";

export type FilterState = Partial<Record<ChecklistKey, string[]>>;

export interface FilterDefinition {
  filterLabel: string;
  filterKey: ChecklistKey;
  filterOptions: readonly (string | null | undefined)[];
  /** Display labels, index for index with filterOptions (e.g. "96–105 days" for "96-105"). */
  filterOptionsKeys?: readonly string[];
}

export interface CleanFilter {
  filterLabel: string;
  filterKey: ChecklistKey;
  options: { value: string; label: string }[];
}

/** The checklist keys a category offers (none for "all" and digital solutions). */
export function checklistKeysOf(category: Category): readonly ChecklistKey[] {
  if (category === "crop-protection" || category === "seeds") return CHECKLIST_KEYS[category];
  return [];
}

export function offersBioFilter(category: Category): boolean {
  return category === "crop-protection";
}

/** Spec 002 §5: maturity bands 0-80, 81-95, 96-105, 106-115, 116-125, 126-135, 136+. */
export const MATURITY_BANDS = [
  { id: "0-80", min: 0, max: 80 },
  { id: "81-95", min: 81, max: 95 },
  { id: "96-105", min: 96, max: 105 },
  { id: "106-115", min: 106, max: 115 },
  { id: "116-125", min: 116, max: 125 },
  { id: "126-135", min: 126, max: 135 },
  { id: "136+", min: 136, max: Infinity },
] as const;
export type MaturityBandId = (typeof MATURITY_BANDS)[number]["id"];

/** The band a maturity (days) falls in; fractional days round to the nearest whole day. Null when unknown. */
export function maturityBand(days: number | null | undefined): MaturityBandId | null {
  if (days === null || days === undefined || !Number.isFinite(days) || days < 0) return null;
  const whole = Math.round(days);
  return MATURITY_BANDS.find((band) => whole >= band.min && whole <= band.max)!.id;
}

/** A product's maturity in days: maturitySort, else a number read from maturity ("118", "RM 118"). */
export function maturityDays(product: Pick<Product, "maturity" | "maturitySort">): number | null {
  if (typeof product.maturitySort === "number") return product.maturitySort;
  if (typeof product.maturity === "number") return product.maturity;
  const match = /\d+(?:[.,]\d+)?/.exec(product.maturity ?? "");
  return match ? Number(match[0].replace(",", ".")) : null;
}

/** Spec 000 §5: options that are null, the string 'null' or undefined are dropped. */
export function isRealOption(value: unknown): value is string {
  return typeof value === "string" && value.trim() !== "" && value.trim().toLowerCase() !== "null";
}

/** The values a product has for a facet (already cleaned). */
export function facetValues(product: Product, key: ChecklistKey): string[] {
  const values: unknown[] = (() => {
    switch (key) {
      case "productType":
        return [product.productTypeLabel ?? product.productType];
      case "crops":
        return product.crops ?? [];
      case "activeIngredients":
        return (product.activeIngredients ?? []).map((a) => a.ingredient);
      case "trait":
        return [product.trait];
      case "maturity":
        return [maturityBand(maturityDays(product))];
      case "crop":
        return [product.cropLabel ?? product.crop];
    }
  })();
  return [...new Set(values.filter(isRealOption).map((v) => v.trim()))];
}

/**
 * Spec 000 §5: drop options that are null, 'null' or undefined (with their
 * display labels), and every filter left without options.
 */
export function cleanFilterDefinitions(definitions: readonly FilterDefinition[]): CleanFilter[] {
  return definitions.flatMap((definition) => {
    const options = definition.filterOptions.flatMap((value, index) => {
      if (!isRealOption(value)) return [];
      const label = definition.filterOptionsKeys?.[index];
      return [{ value: value.trim(), label: isRealOption(label) ? label : value.trim() }];
    });
    return options.length ? [{ filterLabel: definition.filterLabel, filterKey: definition.filterKey, options }] : [];
  });
}

/**
 * The definitions for a category's checklists, from the products themselves:
 * every value any of them has, sorted (maturity bands in band order).
 */
export function buildFilterDefinitions(
  products: readonly Product[],
  category: Category,
  labels: { filter: (key: ChecklistKey) => string; maturityBand: (id: MaturityBandId) => string },
  locale: string,
): FilterDefinition[] {
  return checklistKeysOf(category).map((key) => {
    if (key === "maturity") {
      const present = new Set(products.flatMap((p) => facetValues(p, "maturity")));
      const bands = MATURITY_BANDS.filter((band) => present.has(band.id));
      return {
        filterLabel: labels.filter(key),
        filterKey: key,
        filterOptions: bands.map((b) => b.id),
        filterOptionsKeys: bands.map((b) => labels.maturityBand(b.id)),
      };
    }
    const values = [...new Set(products.flatMap((p) => facetValues(p, key)))].sort(textOrder(locale));
    return { filterLabel: labels.filter(key), filterKey: key, filterOptions: values };
  });
}

/** Spec 000 §5: a checklist's in-list search is a case-insensitive label match (accents folded, like the text box). */
export function filterChecklistOptions<T extends { label: string }>(options: readonly T[], query: string): T[] {
  const needle = foldForSearch(query.trim());
  if (!needle) return [...options];
  return options.filter((option) => foldForSearch(option.label).includes(needle));
}

/** Multi-select facets: a product passes a facet when it has any selected value; it must pass every facet. */
export function matchesFilters(product: Product, state: FilterState, bioOnly: boolean): boolean {
  if (bioOnly && !product.isBio) return false;
  return (Object.entries(state) as [ChecklistKey, string[] | undefined][]).every(([key, selected]) => {
    if (!selected?.length) return true;
    const values = facetValues(product, key);
    return selected.some((value) => values.includes(value));
  });
}

/** Whether any filter has a selection (the bio switch counts). */
export function hasSelection(state: FilterState, bioOnly = false): boolean {
  return bioOnly || Object.values(state).some((selected) => (selected?.length ?? 0) > 0);
}

/**
 * Spec 000 §5: the reset-filters button is shown when any filter has a
 * selection and the locale contains 'us', or when display is forced. Which of
 * those a country does is its catalogue setting (`resetFilters`).
 */
export function showResetFilters(state: FilterState, bioOnly: boolean, mode: CatalogSettings["resetFilters"]): boolean {
  return mode === "always" || (mode === "when-filtered" && hasSelection(state, bioOnly));
}

/** Spec 002 §5: the bio product list keeps only products flagged isBio. */
export function bioProducts<T extends Pick<Product, "isBio">>(products: readonly T[]): T[] {
  return products.filter((product) => product.isBio === true);
}
