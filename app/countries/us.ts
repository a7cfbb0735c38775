import { ALERT_TEMPLATES, ALERT_WEATHER, CONTACT_HOURS, FOOTER, NAVIGATION } from "./shared";
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
    // Articles (spec 002 §2; decision 0034): the listing with its search by tags, and each article by its slug.
    articles: { paths: { "en-US": "articles", "es-US": "articulos" }, visibility: "public" },
    article: { paths: { "en-US": "articles", "es-US": "articulos" }, visibility: "public", detail: true },
    // Local yield results (spec 002 §2): the brands' list, and each brand's trials under the same path.
    "local-yield-results": {
      paths: { "en-US": "tools/local-yield-results", "es-US": "herramientas/resultados-de-rendimiento-local" },
      visibility: "public",
    },
    "local-yield-brand": {
      paths: { "en-US": "tools/local-yield-results", "es-US": "herramientas/resultados-de-rendimiento-local" },
      visibility: "public",
      detail: true,
    },
    // One page per dealer or contact of the finder (issue 15): indexable, with LocalBusiness data.
    dealer: { paths: { "en-US": "dealers", "es-US": "distribuidores" }, visibility: "public", detail: true },
    // Field data (spec 000 §2 §4, issue 13; decision 0031): the dashboard, recommendations and the connect-account
    // page, in acres and bushels. Preceon and the carbon journey are Argentine and Brazilian programmes: not here.
    "field-data": { paths: { "en-US": "my-fields", "es-US": "mis-campos" }, visibility: "private" },
    // The grower's fields to take away (issue 31): GeoJSON and CSV under a key only its owner's session opens.
    "field-export": {
      paths: { "en-US": "my-fields/export", "es-US": "mis-campos/exportar" },
      visibility: "private",
      detail: true,
    },
    "field-recommendations": {
      paths: { "en-US": "my-fields/recommendations", "es-US": "mis-campos/recomendaciones" },
      visibility: "private",
    },
    "connect-account": {
      paths: { "en-US": "account-settings/connect-account", "es-US": "configuracion-de-cuenta/conectar-cuenta" },
      visibility: "private",
    },
    // The US rewards programme (spec 000 §2 §4): enrolment, requirements, activity snapshot.
    rewards: { paths: { "en-US": "rewards", "es-US": "recompensas" }, visibility: "private" },
    // The redemption wizard (:step) and the request list and details (:requestId): issue 13.
    "rewards-redeem": {
      paths: { "en-US": "rewards/redeem", "es-US": "recompensas/canjear" },
      visibility: "private",
      detail: true,
    },
    "rewards-requests": {
      paths: { "en-US": "rewards/requests", "es-US": "recompensas/solicitudes" },
      visibility: "private",
      detail: true,
    },
    // A submission's receipt (decision 0018), under its unguessable key: personal, never listed.
    receipt: { paths: { "en-US": "receipt", "es-US": "recibo" }, visibility: "private", detail: true },
    // Site search (spec 002 §2, issue 14): reached from the header, never a landing card nor a sitemap entry.
    search: { paths: { "en-US": "search", "es-US": "buscar" }, visibility: "public", detail: true },
    // The preference centre (spec 002 §2 §4, decision 0044): reached from the newsletter's e-mails, never listed.
    "preference-centre": {
      paths: { "en-US": "preferences", "es-US": "preferencias" },
      visibility: "private",
      detail: true,
    },
    // What the service worker shows for a page not kept on the device (issue 16): precached, never listed.
    offline: { paths: { "en-US": "offline", "es-US": "sin-conexion" }, visibility: "private", detail: true },
    // Alerts (issue 30): the inbox, the grower's settings, and the e-mail's unsubscribe page under its signed token.
    alerts: { paths: { "en-US": "alerts", "es-US": "alertas" }, visibility: "private" },
    "alert-settings": { paths: { "en-US": "alerts/settings", "es-US": "alertas/preferencias" }, visibility: "private" },
    "alert-unsubscribe": {
      paths: { "en-US": "alerts/unsubscribe", "es-US": "alertas/baja" },
      visibility: "private",
      detail: true,
    },
  },
  navigation: NAVIGATION,
  footer: FOOTER,
  contact: {
    hours: CONTACT_HOURS,
    tollFree: "1-800-555-0142",
    whatsApp: "+1 (515) 555-0142",
    email: "help@surco.example",
    website: "www.surco.example/us",
  },
  mapCentre: { lat: 41.878, lng: -93.0977, zoom: 7 },
  catalog: { enterToSearch: false, resetFilters: "when-filtered", brandPicker: true, oldPortalLinks: false },
  // Impulso does not run in the United States (spec 001 §1): its rewards are their own sections.
  // Marketing forms (spec 002 §7 §9): LCIDs exist for en-US only; es-US has no id and no contact form of its own yet.
  marketingForms: {
    munchkinId: "482-SRC-117",
    localeIds: { "en-US": 1033 },
    newsletterFormId: "newsletter",
    preferenceCentreFormId: "preference-centre",
    contactFormIds: { "en-US": "contact-us" },
  },
  programme: null,
  alerts: {
    kinds: ["request-status", "spray-window", "frost", "heavy-rain"],
    weather: ALERT_WEATHER,
    weatherPage: { "en-US": "weather", "es-US": "clima" },
    // East to west, Arizona apart: it keeps standard time all year.
    timeZones: [
      "America/New_York",
      "America/Chicago",
      "America/Denver",
      "America/Phoenix",
      "America/Los_Angeles",
      "America/Anchorage",
      "Pacific/Honolulu",
    ],
    whatsApp: { templates: ALERT_TEMPLATES, languages: { "en-US": "en_US", "es-US": "es_US" } },
  },
  hosts: ["us.surco.example"],
};
