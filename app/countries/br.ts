import type { CountryConfig } from "./types";

export const brazil: CountryConfig = {
  code: "BR",
  locales: ["pt-BR"],
  currency: "BRL",
  timeZone: "America/Sao_Paulo",
  flags: {
    login: true,
    postLoginAllowList: null,
    fieldDataAllowList: null,
    "emea-show-newsletter-subscription": true,
    "emea-voucher-enabled": false,
    "global-widget-magoya": true,
  },
  sections: {
    account: { paths: { "pt-BR": "area-logada" }, visibility: "private" },
    contact: { paths: { "pt-BR": "contato" }, visibility: "public" },
    about: { paths: { "pt-BR": "sobre-o-surco" }, visibility: "public" },
    privacy: { paths: { "pt-BR": "privacidade" }, visibility: "public" },
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
    tollFree: "0800 771 0180",
    whatsApp: "+55 (11) 95555-0142",
    email: "contato@surco.example",
  },
  mapCentre: { lat: -15.7939, lng: -47.8828, zoom: 7 },
};
