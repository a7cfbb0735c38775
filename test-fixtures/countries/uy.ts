import type { CountryConfig } from "~/countries";
import { ALERT_TEMPLATES, ALERT_WEATHER, CONTACT_HOURS, FOOTER, NAVIGATION } from "~/countries/shared";

/**
 * A fifth locale that is not shipped: Uruguay (es-UY), with path names of its
 * own and only some sections (no Impulso, no field data, no biologicals list).
 * app/countries/fifth-locale.test.ts lists it beside the real countries and its
 * translations (test-fixtures/locales/es-UY) beside theirs, as README "Adding a
 * section or a locale" says, and proves the portal serves it with no route code.
 */
export const uruguay: CountryConfig = {
  code: "UY",
  locales: ["es-UY"],
  currency: "UYU",
  timeZone: "America/Montevideo",
  units: "metric",
  flags: {
    login: true,
    postLoginAllowList: null,
    fieldDataAllowList: null,
    "emea-show-newsletter-subscription": true,
    "emea-voucher-enabled": [],
    "global-widget-magoya": false,
  },
  sections: {
    account: { paths: { "es-UY": "mi-perfil" }, visibility: "private" },
    contact: { paths: { "es-UY": "contactanos" }, visibility: "public" },
    about: { paths: { "es-UY": "quienes-somos" }, visibility: "public" },
    privacy: { paths: { "es-UY": "privacidad" }, visibility: "public" },
    catalog: { paths: { "es-UY": "productos" }, visibility: "public" },
    "crop-protection-product": { paths: { "es-UY": "cpd" }, visibility: "public", detail: true },
    "seed-product": { paths: { "es-UY": "d" }, visibility: "public", detail: true },
    "seed-quality": { paths: { "es-UY": "calidad-de-semilla" }, visibility: "public" },
    receipt: { paths: { "es-UY": "comprobante" }, visibility: "private", detail: true },
    offline: { paths: { "es-UY": "sin-conexion" }, visibility: "private", detail: true },
    alerts: { paths: { "es-UY": "avisos" }, visibility: "private" },
    "alert-settings": { paths: { "es-UY": "avisos/ajustes" }, visibility: "private" },
    "alert-unsubscribe": { paths: { "es-UY": "avisos/baja" }, visibility: "private", detail: true },
  },
  navigation: NAVIGATION,
  footer: FOOTER,
  contact: {
    hours: CONTACT_HOURS,
    tollFree: "0800 8142",
    whatsApp: "+598 99 555 142",
    email: "contacto.uy@surco.example",
  },
  mapCentre: { lat: -32.5228, lng: -55.7658, zoom: 7 },
  catalog: { enterToSearch: false, resetFilters: "when-filtered", brandPicker: true, oldPortalLinks: false },
  marketingForms: {
    munchkinId: "482-SRC-117",
    localeIds: {},
    newsletterFormId: "newsletter",
    preferenceCentreFormId: "preference-centre",
    contactFormIds: {},
  },
  programme: null,
  // Alerts from configuration alone: the weather kinds, a lower frost threshold, the shared templates in es_UY.
  alerts: {
    kinds: ["frost", "heavy-rain", "spray-window"],
    weather: { ...ALERT_WEATHER, frostMaxC: 0 },
    weatherPage: { "es-UY": "tiempo" },
    whatsApp: { templates: ALERT_TEMPLATES, languages: { "es-UY": "es_UY" } },
  },
  hosts: ["uy.surco.example"],
};
