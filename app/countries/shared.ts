import type { ContactDefaults, FooterBlock, NavEntry } from "./types";

/**
 * What the countries share unless a country team says otherwise. Navigation and
 * footer may name sections a country does not enable: those links are dropped
 * for its locales (app/navigation/resolve.ts), so one menu serves every country.
 */

/** Spec 002 §9 and 001 §9: Monday to Saturday, 7h to 19h. */
export const CONTACT_HOURS: ContactDefaults["hours"] = { firstDay: "mon", lastDay: "sat", opens: 7, closes: 19 };

export const NAVIGATION: NavEntry[] = [
  {
    label: "surco",
    groups: [
      {
        label: "company",
        items: [
          { label: "about", section: "about" },
          { label: "privacy", section: "privacy" },
        ],
      },
      { label: "help", items: [{ label: "contact", section: "contact" }] },
      {
        label: "read",
        items: [
          { label: "articles", section: "articles" },
          { label: "contentForYou", section: "content-for-you" },
        ],
      },
    ],
  },
  {
    label: "products",
    groups: [
      {
        label: "productsBrowse",
        items: [
          { label: "catalog", section: "catalog" },
          { label: "bioProducts", section: "bio-products" },
        ],
      },
      {
        label: "productsTools",
        items: [
          { label: "seedQuality", section: "seed-quality" },
          { label: "localYield", section: "local-yield-results" },
        ],
      },
      { label: "market", items: [{ label: "finance", section: "finance" }] },
    ],
  },
  {
    label: "impulso",
    groups: [
      {
        label: "impulsoProgramme",
        items: [
          { label: "loyalty", section: "loyalty" },
          { label: "loyaltyHistory", section: "loyalty-history" },
          { label: "pointsCalculator", section: "points-calculator" },
          { label: "courses", section: "courses" },
        ],
      },
    ],
  },
  {
    label: "fieldData",
    groups: [
      {
        label: "fieldDataTools",
        items: [
          { label: "fieldDashboard", section: "field-data" },
          { label: "fieldRecommendations", section: "field-recommendations" },
          { label: "preceon", section: "preceon" },
        ],
      },
    ],
  },
  { label: "contact", section: "contact" },
];

export const FOOTER: FooterBlock[] = [
  {
    label: "company",
    items: [
      { label: "about", section: "about" },
      { label: "privacy", section: "privacy" },
    ],
  },
  {
    label: "help",
    items: [
      { label: "contact", section: "contact" },
      { label: "account", section: "account" },
      { label: "carbonJourney", section: "carbon-journey" },
    ],
  },
];

/**
 * The WhatsApp templates alerts are sent with (issue 30): one approved template per kind, in every language the
 * business account has it in; a country names the language of each of its locales.
 */
export const ALERT_TEMPLATES = {
  "points-expiring": "surco_points_expiring_v1",
  "request-status": "surco_request_status_v1",
  voucher: "surco_voucher_v1",
  onboarding: "surco_onboarding_v1",
  "spray-window": "surco_spray_window_v1",
  frost: "surco_frost_v1",
  "heavy-rain": "surco_heavy_rain_v1",
  "confirmation-code": "surco_confirmation_code_v1",
} as const;

/** The weather thresholds: a night at or below 2 °C, 30 mm in a day, three good spray hours in a row. */
export const ALERT_WEATHER = { frostMaxC: 2, heavyRainMm: 30, sprayMinGoodHours: 3 } as const;
