import type { AlertKind } from "~/domain/alerts/alert";
import type { WeatherAlertThresholds } from "~/domain/alerts/weather";

/**
 * The shape of a country's configuration. Launching a country, a locale or a
 * section is an entry here plus translations: routes, navigation, sitemap,
 * hreflang, negotiation and every per-country rule read it (decisions 2 and 21).
 *
 * Codes, tags and currencies are plain strings on purpose: the set of countries
 * is whatever `app/countries/registry.ts` lists, so no type names them one by
 * one, and no code outside app/countries may either (app/countries/no-country-literals.test.ts).
 */

/** A BCP 47 language-and-region tag as the portal writes it: "es-AR". Its URL prefix is the lower-cased tag. */
export type Locale = `${string}-${string}`;
/** ISO 3166-1 alpha-2, upper case: what the identity provider's `country` claim and the upstreams use. */
export type CountryCode = string;
/** ISO 4217. */
export type Currency = string;
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
  "local-yield-results",
  "local-yield-brand",
  "loyalty",
  "loyalty-history",
  "loyalty-transaction",
  "loyalty-history-csv",
  "invoice-register",
  "invoices",
  "invoice",
  "invoices-csv",
  "points-calculator",
  "field-data",
  "field-export",
  "field-recommendations",
  "preceon",
  "connect-account",
  "carbon-journey",
  "content-for-you",
  "receipt",
  "rewards",
  "finance",
  "onboarding",
  "courses",
  "course",
  "articles",
  "article",
  "dealer",
  "rewards-redeem",
  "rewards-requests",
  "voucher",
  "voucher-confirmation",
  "search",
  "preference-centre",
  "offline",
  "alerts",
  "alert-settings",
  "alert-unsubscribe",
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

/**
 * Alerts (issue 30; decision 0070): which kinds a country's growers may receive, its weather thresholds, and the
 * WhatsApp templates its business account had approved (a name per kind, and the template language of each locale).
 */
export interface AlertsConfig {
  kinds: readonly AlertKind[];
  weather: WeatherAlertThresholds;
  /** The content page with the weather widget, under each locale's prefix ("clima"): weather alerts lead there. */
  weatherPage: Readonly<Partial<Record<Locale, string>>>;
  /**
   * The IANA zones its growers may keep their alerts' clock on (quiet hours, the times alerts name), the country's
   * own among them; absent, the country's zone alone and nothing to choose (a country with one clock).
   */
  timeZones?: readonly string[];
  whatsApp: {
    templates: Readonly<Record<AlertKind | "confirmation-code", string>>;
    languages: Readonly<Partial<Record<Locale, string>>>;
  };
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
  /**
   * The voucher campaigns running (spec 001 §3: the flag is a list of campaigns {crop, seoSlugs[]}); none means the
   * voucher form is off. The voucher entry shows only on their products' pages (app/domain/vouchers/campaigns.ts).
   */
  "emea-voucher-enabled": readonly VoucherCampaign[];
  "global-widget-magoya": boolean;
}

/** A voucher campaign: an id for links and the outbox, the crop it runs for, and the seed products it covers. */
export interface VoucherCampaign {
  id: string;
  crop: string;
  seoSlugs: readonly string[];
  /** The most bags of one product a voucher may ask for (DEFAULT_MAX_BAGS_PER_PRODUCT when not set). */
  maxBagsPerProduct?: number;
}

export interface ContactDefaults {
  /** Opening days and hours (spec 002 §9: Monday to Saturday, 7h to 19h). */
  hours: { firstDay: "mon"; lastDay: "sat"; opens: number; closes: number };
  tollFree: string;
  whatsApp: string;
  email: string;
  /** The company's site as the country team writes it; shown with https:// added when it has no scheme. */
  website?: string;
}

/**
 * What a country's catalogue team chose where the spec leaves a switch or names
 * a locale (spec 000 §4 §5; decision 10).
 */
export interface CatalogSettings {
  /** Search waits for Enter instead of running 500 ms after typing stops. */
  enterToSearch: boolean;
  /**
   * When the reset-filters button shows: "always" (display forced), "when-filtered"
   * (a filter has a selection: the spec's US locales) or "never".
   */
  resetFilters: "always" | "when-filtered" | "never";
  /** Whether the brand picker is offered at all (the spec hides it in Brazil); one brand hides it anyway. */
  brandPicker: boolean;
  /**
   * The old portal's catalogue links (/es/catalog/…, spec 000 §2) were printed for this
   * country: they land on its first locale. At most one country says so.
   */
  oldPortalLinks: boolean;
}

/**
 * Impulso's external addresses (spec 001 §1 §2): the partner's site where a
 * grower registers in the programme, the page about the programme, and the
 * invoice registration page ('CADASTRAR NOTAS' in a new window; where the country enables the portal's own register
 * page, issue 32, a second way beside it).
 */
export interface ProgrammeLinks {
  register: string;
  about: string;
  invoices: string;
  /** The campaign centre the suggestion banner leads to (spec 001 §2: /campanhas?utm_source=sugestao). */
  campaigns: string;
  /** The Eleva banner's default link (spec 001 §2: /eleva). */
  eleva: string;
}

/**
 * Quotations and finance (spec 001 §2 §4, 000 §7) where the country shows them: the central bank's rate of
 * `exchangeRate` in the country's currency beside the quotations bar, and whether growers see the credit and
 * debt summary (digital finance by CUIT).
 */
export interface FinanceSettings {
  exchangeRate: Currency;
  /** The credit and debt summary, with the contact card of the team growers call about their credit; null: none. */
  creditSummary: { contact: CreditContact } | null;
}

/** Where a grower reaches the credit team (spec 001 §2: the summary's contact card), at the country's hours. */
export interface CreditContact {
  phone: string;
  whatsApp: string;
  email: string;
}

/**
 * The marketing-forms integration (spec 002 §7 §9; decision 0044): the account (munchkin id) every form
 * belongs to, the integration's locale id of each locale that has one (a locale without one asks for the
 * forms in their default language), and which forms the newsletter, the preference centre and each
 * locale's contact form are. A locale without a contact form is logged and shows none (spec 002 §8).
 */
export interface MarketingFormsSettings {
  munchkinId: string;
  localeIds: Partial<Record<Locale, number>>;
  newsletterFormId: string;
  preferenceCentreFormId: string;
  contactFormIds: Partial<Record<Locale, string>>;
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
  /** Where the dealer finder's map opens (spec 002 §9: a default centre per country, zoom 7). */
  mapCentre: { lat: number; lng: number; zoom: number };
  catalog: CatalogSettings;
  /** Impulso's addresses where the country runs the programme, null where it does not. */
  programme: ProgrammeLinks | null;
  marketingForms: MarketingFormsSettings;
  /** The quotations bar and the finance page; absent where the country has neither. */
  finance?: FinanceSettings;
  /** Alerts (issue 30): absent where the country sends none. */
  alerts?: AlertsConfig;
  /**
   * Host names that serve only this country: `/` then negotiates among its locales.
   * HOST_COUNTRY_MAP adds to them or overrides them per deployment (app/env.server.ts).
   */
  hosts: readonly string[];
}
