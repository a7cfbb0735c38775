import type { CountryConfig } from "./types";

export const argentina: CountryConfig = {
  code: "AR",
  locales: ["es-AR"],
  currency: "ARS",
  timeZone: "America/Argentina/Buenos_Aires",
  flags: {
    login: true,
    // The Argentine pilot: only these growers may stay logged in (spec 000 §6).
    postLoginAllowList: [
      "ar.conectado@surco.example",
      "ar.sinconectar@surco.example",
      "ar.permitido@surco.example",
      "ar.finanzas@surco.example",
      "ar.finanzasypedidos@surco.example",
    ],
    fieldDataAllowList: null,
    "emea-show-newsletter-subscription": true,
    "emea-voucher-enabled": true,
    "global-widget-magoya": true,
  },
  sections: {
    account: { paths: { "es-AR": "mi-cuenta" }, visibility: "private" },
    contact: { paths: { "es-AR": "contacto" }, visibility: "public" },
    about: { paths: { "es-AR": "sobre-surco" }, visibility: "public" },
    privacy: { paths: { "es-AR": "privacidad" }, visibility: "public" },
  },
  navigation: [
    {
      label: "surco",
      groups: [
        { label: "company", items: [{ label: "about", section: "about" }, { label: "privacy", section: "privacy" }] },
        { label: "help", items: [{ label: "contact", section: "contact" }] },
      ],
    },
    { label: "contact", section: "contact" },
  ],
  footer: [
    { label: "company", items: [{ label: "about", section: "about" }, { label: "privacy", section: "privacy" }] },
    { label: "help", items: [{ label: "contact", section: "contact" }, { label: "account", section: "account" }] },
  ],
  contact: {
    hours: { firstDay: "mon", lastDay: "sat", opens: 7, closes: 19 },
    tollFree: "0800-222-7287",
    whatsApp: "+54 9 11 5555-0142",
    email: "contacto@surco.example",
  },
  mapCentre: { lat: -34.6037, lng: -58.3816, zoom: 7 },
};
