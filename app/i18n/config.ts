import { type Locale, LOCALES } from "~/countries";

/** The namespaces every locale must provide, one JSON file each under locales/<locale>/. */
export const NAMESPACES = [
  "common",
  "nav",
  "home",
  "account",
  "contact",
  "pages",
  "forms",
  "catalog",
  "seed-quality",
  "loyalty",
  "fields",
] as const;
export type Namespace = (typeof NAMESPACES)[number];

export const DEFAULT_NAMESPACE: Namespace = "common";

/** Where a visitor with no matching language lands. */
export const FALLBACK_LOCALE: Locale = "en-US";

export const SUPPORTED_LOCALES: readonly Locale[] = LOCALES;
