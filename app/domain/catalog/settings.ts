import type { CountryCode } from "~/countries";

/**
 * What each country's catalogue team chose where the spec leaves a switch
 * (spec 000 §5): whether search waits for Enter instead of running 500 ms after
 * typing stops, and whether the reset-filters button is always displayed (the
 * spec shows it on US locales when a filter is set, or when display is forced).
 * See docs/decisions (catalogue choices).
 */
export interface CatalogSettings {
  enterToSearch: boolean;
  forceResetDisplay: boolean;
}

export const CATALOG_SETTINGS: Record<CountryCode, CatalogSettings> = {
  AR: { enterToSearch: false, forceResetDisplay: true },
  BR: { enterToSearch: true, forceResetDisplay: false },
  US: { enterToSearch: false, forceResetDisplay: false },
};
