import { ALERT_TEMPLATES, ALERT_WEATHER, CONTACT_HOURS, FOOTER, NAVIGATION } from "./shared";
import type { CountryConfig } from "./types";

export const argentina: CountryConfig = {
  code: "AR",
  locales: ["es-AR"],
  currency: "ARS",
  timeZone: "America/Argentina/Buenos_Aires",
  units: "metric",
  flags: {
    login: true,
    // The Argentine pilot: only these growers may stay logged in (spec 000 §6).
    postLoginAllowList: [
      "ar.conectado@surco.example",
      "ar.sinconectar@surco.example",
      "ar.permitido@surco.example",
      "ar.finanzas@surco.example",
      "ar.finanzasypedidos@surco.example",
      "ar.sintemas@surco.example",
    ],
    fieldDataAllowList: null,
    "emea-show-newsletter-subscription": true,
    // The soybean voucher campaign: three of the season's soybean seeds (spec 001 §3, decision 0024).
    "emea-voucher-enabled": [
      {
        id: "soja-2026",
        crop: "soy",
        seoSlugs: ["sg-1030-sts-soy", "sg-1072-intacta-soy", "sg-1040-intacta-2-xtend-soy"],
      },
    ],
    "global-widget-magoya": true,
  },
  sections: {
    account: { paths: { "es-AR": "mi-cuenta" }, visibility: "private" },
    contact: { paths: { "es-AR": "contacto" }, visibility: "public" },
    about: { paths: { "es-AR": "sobre-surco" }, visibility: "public" },
    privacy: { paths: { "es-AR": "privacidad" }, visibility: "public" },
    catalog: { paths: { "es-AR": "catalogo" }, visibility: "public" },
    "bio-products": { paths: { "es-AR": "biologicos" }, visibility: "public" },
    "crop-protection-product": { paths: { "es-AR": "cpd" }, visibility: "public", detail: true },
    "seed-product": { paths: { "es-AR": "d" }, visibility: "public", detail: true },
    "seed-quality": { paths: { "es-AR": "calidad-de-semilla" }, visibility: "public" },
    // Impulso (spec 001 §2): the points page, the history and a transaction under it, its CSV, the calculator.
    loyalty: { paths: { "es-AR": "mi-impulso" }, visibility: "private" },
    "loyalty-history": { paths: { "es-AR": "historial" }, visibility: "private" },
    "loyalty-transaction": { paths: { "es-AR": "historial" }, visibility: "private", detail: true },
    "loyalty-history-csv": { paths: { "es-AR": "historial.csv" }, visibility: "private", detail: true },
    "points-calculator": { paths: { "es-AR": "calculadora-de-puntos" }, visibility: "public" },
    // Field data (spec 000 §2 §4, 002 §2): the dashboard, recommendations, Preceon and the connect-account page.
    "field-data": { paths: { "es-AR": "mis-campos" }, visibility: "private" },
    // The grower's fields to take away (issue 31): GeoJSON and CSV under a key only its owner's session opens.
    "field-export": { paths: { "es-AR": "mis-campos/exportar" }, visibility: "private", detail: true },
    "field-recommendations": { paths: { "es-AR": "mis-campos/recomendaciones" }, visibility: "private" },
    preceon: { paths: { "es-AR": "mis-campos/preceon" }, visibility: "private" },
    "connect-account": { paths: { "es-AR": "configuracion-de-perfil/conectar-cuenta" }, visibility: "private" },
    // Content for you (spec 001 §2): public, so the article banner can sign a visitor in and bring them back.
    "content-for-you": { paths: { "es-AR": "contenido-para-vos" }, visibility: "public" },
    // The agronomy course gallery and a course's modules (spec 001 §2 §4): where Impulso runs.
    courses: { paths: { "es-AR": "cursos" }, visibility: "public" },
    course: { paths: { "es-AR": "cursos" }, visibility: "public", detail: true },
    // Articles (spec 002 §2; decision 0034): the listing with its search by tags, and each article by its slug.
    articles: { paths: { "es-AR": "articulos" }, visibility: "public" },
    article: { paths: { "es-AR": "articulos" }, visibility: "public", detail: true },
    // One page per dealer or contact of the finder (issue 15): indexable, with LocalBusiness data.
    dealer: { paths: { "es-AR": "distribuidores" }, visibility: "public", detail: true },
    // A submission's receipt (decision 0018), under its unguessable key: personal, never listed.
    receipt: { paths: { "es-AR": "recibo" }, visibility: "private", detail: true },
    // Quotations and finance (spec 001 §2): the quotations, the central bank's rate, the credit summary where on.
    finance: { paths: { "es-AR": "finanzas" }, visibility: "private" },
    // First-access onboarding (spec 000 §4): reached after sign-in, never a landing card of its own.
    onboarding: { paths: { "es-AR": "bienvenida" }, visibility: "private", detail: true },
    // Vouchers (spec 001 §2 §4, decision 0024): the two-step form, and its confirmation under the submission's key.
    voucher: { paths: { "es-AR": "cupon" }, visibility: "private" },
    "voucher-confirmation": { paths: { "es-AR": "cupon/confirmacion" }, visibility: "private", detail: true },
    // Site search (spec 002 §2, issue 14): reached from the header, never a landing card nor a sitemap entry.
    search: { paths: { "es-AR": "buscar" }, visibility: "public", detail: true },
    // The preference centre (spec 002 §2 §4, decision 0044): reached from the newsletter's e-mails, never listed.
    "preference-centre": { paths: { "es-AR": "preferencias" }, visibility: "private", detail: true },
    // What the service worker shows for a page not kept on the device (issue 16): precached, never listed.
    offline: { paths: { "es-AR": "sin-conexion" }, visibility: "private", detail: true },
    // Alerts (issue 30): the inbox, the grower's settings, and the e-mail's unsubscribe page under its signed token.
    alerts: { paths: { "es-AR": "alertas" }, visibility: "private" },
    "alert-settings": { paths: { "es-AR": "alertas/preferencias" }, visibility: "private" },
    "alert-unsubscribe": { paths: { "es-AR": "alertas/baja" }, visibility: "private", detail: true },
  },
  navigation: NAVIGATION,
  footer: FOOTER,
  contact: {
    hours: CONTACT_HOURS,
    tollFree: "0800-222-7287",
    whatsApp: "+54 9 11 5555-0142",
    email: "contacto@surco.example",
    website: "surco.example/ar",
  },
  mapCentre: { lat: -34.6037, lng: -58.3816, zoom: 7 },
  catalog: { enterToSearch: false, resetFilters: "always", brandPicker: true, oldPortalLinks: true },
  // Placeholders until the country team supplies the real addresses (decision 8's rule).
  // Marketing forms (spec 002 §7 §9): the integration's locale id is the locale's LCID.
  marketingForms: {
    munchkinId: "482-SRC-117",
    localeIds: { "es-AR": 11274 },
    newsletterFormId: "newsletter",
    preferenceCentreFormId: "preference-centre",
    contactFormIds: { "es-AR": "contact-ar" },
  },
  programme: {
    register: "https://parceiro.impulso.example/ar/registro",
    about: "https://impulso.example/ar/el-programa",
    invoices: "https://parceiro.impulso.example/ar/facturas",
    campaigns: "https://impulso.example/ar/campanas",
    eleva: "https://impulso.example/ar/eleva",
  },
  finance: {
    exchangeRate: "USD",
    // Placeholders until the country team supplies the credit desk's numbers (decision 8's rule).
    creditSummary: {
      contact: { phone: "0800-222-7336", whatsApp: "+54 9 11 5555-0177", email: "credito@surco.example" },
    },
  },
  alerts: {
    kinds: ["points-expiring", "voucher", "onboarding", "spray-window", "frost", "heavy-rain"],
    weather: ALERT_WEATHER,
    weatherPage: { "es-AR": "clima" },
    whatsApp: { templates: ALERT_TEMPLATES, languages: { "es-AR": "es_AR" } },
  },
  hosts: ["ar.surco.example"],
};
