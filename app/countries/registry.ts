import { argentina } from "./ar";
import { brazil } from "./br";
import type { CountryConfig, Locale } from "./types";
import { unitedStates } from "./us";

/**
 * The countries the portal serves, in the order their locales are listed
 * (hreflang, sitemaps, robots.txt, the unknown-address page). Launching a
 * country is a config file listed here plus its translations: README
 * "Adding a section or a locale", tried step by step by
 * app/countries/fifth-locale.test.ts.
 */
export const COUNTRIES: readonly CountryConfig[] = [argentina, brazil, unitedStates];

/** Where a visitor whose browser asks for none of the portal's languages lands. */
export const FALLBACK_LOCALE: Locale = "en-US";
