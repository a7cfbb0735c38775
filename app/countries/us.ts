import { CONTACT_HOURS, FOOTER, NAVIGATION } from "./shared";
import type { CountryConfig } from "./types";

export const unitedStates: CountryConfig = {
  code: "US",
  locales: ["en-US", "es-US"],
  currency: "USD",
  timeZone: "America/Chicago",
  units: "us-customary",
  flags: {
    login: true,
    postLoginAllowList: null,
    fieldDataAllowList: null,
    "emea-show-newsletter-subscription": false,
    "emea-voucher-enabled": [],
    "global-widget-magoya": false,
  },
  sections: {
    account: { paths: { "en-US": "my-account", "es-US": "mi-cuenta" }, visibility: "private" },
    contact: { paths: { "en-US": "contact", "es-US": "contacto" }, visibility: "public" },
    about: { paths: { "en-US": "about-surco", "es-US": "sobre-surco" }, visibility: "public" },
    privacy: { paths: { "en-US": "privacy", "es-US": "privacidad" }, visibility: "public" },
    catalog: { paths: { "en-US": "catalog", "es-US": "catalogo" }, visibility: "public" },
    "bio-products": { paths: { "en-US": "biologicals", "es-US": "biologicos" }, visibility: "public" },
    "crop-protection-product": { paths: { "en-US": "cpd", "es-US": "cpd" }, visibility: "public", detail: true },
    "seed-product": { paths: { "en-US": "d", "es-US": "d" }, visibility: "public", detail: true },
    "seed-quality": { paths: { "en-US": "seed-quality", "es-US": "calidad-de-semilla" }, visibility: "public" },
    // A submission's receipt (decision 0018), under its unguessable key: personal, never listed.
    receipt: { paths: { "en-US": "receipt", "es-US": "recibo" }, visibility: "private", detail: true },
  },
  navigation: NAVIGATION,
  footer: FOOTER,
  contact: {
    hours: CONTACT_HOURS,
    tollFree: "1-800-555-0142",
    whatsApp: "+1 (515) 555-0142",
    email: "help@surco.example",
  },
  mapCentre: { lat: 41.878, lng: -93.0977, zoom: 7 },
  catalog: { enterToSearch: false, resetFilters: "when-filtered", brandPicker: true, oldPortalLinks: false },
  // Impulso does not run in the United States (spec 001 §1): its rewards are their own sections.
  programme: null,
  hosts: ["us.surco.example"],
};
