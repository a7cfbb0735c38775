/**
 * The shape of a country's configuration. Launching a locale or a section is an
 * entry here plus translations: routes, navigation, sitemap and hreflang all read it.
 */

export const LOCALES = ["es-AR", "pt-BR", "en-US", "es-US"] as const;
export type Locale = (typeof LOCALES)[number];

export type CountryCode = "AR" | "BR" | "US";
export type Currency = "ARS" | "BRL" | "USD";
export type UnitSystem = "metric" | "us-customary";

/**
 * Every section the portal can mount. Each maps to one route module in
 * `app/routes.ts`; a country enables a section by giving it a path per locale.
 */
export const SECTION_IDS = [
  "account",
  "contact",
  "about",
  "privacy",
  "catalog",
  "bio-products",
  "crop-protection-product",
  "seed-product",
  "seed-quality",
  "loyalty",
  "loyalty-history",
  "loyalty-transaction",
  "loyalty-history-csv",
  "points-calculator",
  "field-data",
  "field-recommendations",
  "preceon",
  "connect-account",
  "carbon-journey",
  "receipt",
] as const;
export type SectionId = (typeof SECTION_IDS)[number];

export interface SectionConfig {
  /** Localized path segment(s) under the locale prefix, e.g. "mi-cuenta". */
  paths: Partial<Record<Locale, string>>;
  /** Public pages go in the sitemap and are indexable; private ones are noindex. */
  visibility: "public" | "private";
  /**
   * A detail page under a parameter (a product's slug, a transaction's id): never
   * listed by itself on the home page or in the sitemap; its section lists its pages.
   */
  detail?: boolean;
}

/** A link in navigation or the footer: a section of this country, or an external address. */
export type NavLink = { label: string; section: SectionId } | { label: string; href: string };

export interface NavGroup {
  label: string;
  items: NavLink[];
}

/** A top-level navigation entry: a plain link, or a "deep" section with groups (mega menu). */
export type NavEntry = NavLink | { label: string; groups: NavGroup[] };

export interface FooterBlock {
  label: string;
  items: NavLink[];
}

/** Feature flags: booleans, or allow-lists of emails (spec 001 §6, 002 §6). */
export interface FeatureFlags {
  /** Argentine login switch: off sends /api/auth/login to "/". */
  login: boolean;
  /** When set, only these emails may stay logged in; others go to "/". */
  postLoginAllowList: readonly string[] | null;
  /** Emails allowed on field-data pages; null means every logged-in user. */
  fieldDataAllowList: readonly string[] | null;
  "emea-show-newsletter-subscription": boolean;
  "emea-voucher-enabled": boolean;
  "global-widget-magoya": boolean;
}

export interface ContactDefaults {
  /** Opening days and hours (spec 002 §9: Monday to Saturday, 7h to 19h). */
  hours: { firstDay: "mon"; lastDay: "sat"; opens: number; closes: number };
  tollFree: string;
  whatsApp: string;
  email: string;
}

export interface CountryConfig {
  code: CountryCode;
  /** The first locale is the country's default. */
  locales: readonly [Locale, ...Locale[]];
  currency: Currency;
  timeZone: string;
  /** How growers measure land and harvests: hectares and t/ha, or acres and bushels (see app/domain/fields/units.ts). */
  units: UnitSystem;
  flags: FeatureFlags;
  sections: Partial<Record<SectionId, SectionConfig>>;
  navigation: NavEntry[];
  footer: FooterBlock[];
  contact: ContactDefaults;
  mapCentre: { lat: number; lng: number; zoom: number };
}
