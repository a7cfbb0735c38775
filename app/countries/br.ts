import { ALERT_TEMPLATES, ALERT_WEATHER, CONTACT_HOURS, FOOTER, NAVIGATION } from "./shared";
import type { CountryConfig } from "./types";

export const brazil: CountryConfig = {
  code: "BR",
  locales: ["pt-BR"],
  currency: "BRL",
  timeZone: "America/Sao_Paulo",
  units: "metric",
  flags: {
    login: true,
    postLoginAllowList: null,
    fieldDataAllowList: null,
    "emea-show-newsletter-subscription": true,
    "emea-voucher-enabled": [],
    "global-widget-magoya": true,
  },
  sections: {
    account: { paths: { "pt-BR": "area-logada" }, visibility: "private" },
    contact: { paths: { "pt-BR": "contato" }, visibility: "public" },
    about: { paths: { "pt-BR": "sobre-o-surco" }, visibility: "public" },
    privacy: { paths: { "pt-BR": "privacidade" }, visibility: "public" },
    catalog: { paths: { "pt-BR": "catalogo" }, visibility: "public" },
    "bio-products": { paths: { "pt-BR": "biologicos" }, visibility: "public" },
    "crop-protection-product": { paths: { "pt-BR": "cpd" }, visibility: "public", detail: true },
    "seed-product": { paths: { "pt-BR": "d" }, visibility: "public", detail: true },
    "seed-quality": { paths: { "pt-BR": "qualidade-de-sementes" }, visibility: "public" },
    // Impulso (spec 001 §2): the points page, the history and a transaction under it, its CSV, the calculator.
    loyalty: { paths: { "pt-BR": "meu-impulso" }, visibility: "private" },
    "loyalty-history": { paths: { "pt-BR": "historico" }, visibility: "private" },
    "loyalty-transaction": { paths: { "pt-BR": "historico" }, visibility: "private", detail: true },
    "loyalty-history-csv": { paths: { "pt-BR": "historico.csv" }, visibility: "private", detail: true },
    // Impulso invoices (issue 32): registered by key or XML, "Minhas notas" with each one's status and its CSV.
    "invoice-register": { paths: { "pt-BR": "cadastrar-nota" }, visibility: "private" },
    invoices: { paths: { "pt-BR": "minhas-notas" }, visibility: "private" },
    invoice: { paths: { "pt-BR": "minhas-notas" }, visibility: "private", detail: true },
    "invoices-csv": { paths: { "pt-BR": "minhas-notas.csv" }, visibility: "private", detail: true },
    "points-calculator": { paths: { "pt-BR": "calculadora-de-pontos" }, visibility: "public" },
    // The carbon programme's journey (spec 000 §3, 002 §2 §6): members only.
    "carbon-journey": { paths: { "pt-BR": "jornada-do-carbono" }, visibility: "private" },
    // Content for you (spec 001 §2): public, so the article banner can sign a visitor in and bring them back.
    "content-for-you": { paths: { "pt-BR": "conteudo-para-voce" }, visibility: "public" },
    // The agronomy course gallery and a course's modules (spec 001 §2 §4): where Impulso runs.
    courses: { paths: { "pt-BR": "cursos" }, visibility: "public" },
    course: { paths: { "pt-BR": "cursos" }, visibility: "public", detail: true },
    // Articles (spec 002 §2; decision 0034): the listing with its search by tags, and each article by its slug.
    articles: { paths: { "pt-BR": "artigos" }, visibility: "public" },
    article: { paths: { "pt-BR": "artigos" }, visibility: "public", detail: true },
    // One page per dealer or contact of the finder (issue 15): indexable, with LocalBusiness data.
    dealer: { paths: { "pt-BR": "revendas" }, visibility: "public", detail: true },
    // A submission's receipt (decision 0018), under its unguessable key: personal, never listed.
    receipt: { paths: { "pt-BR": "recibo" }, visibility: "private", detail: true },
    // Quotations and finance (spec 001 §2): the quotations, the central bank's rate, the credit summary where on.
    finance: { paths: { "pt-BR": "financas" }, visibility: "private" },
    // First-access onboarding (spec 000 §4): reached after sign-in, never a landing card of its own.
    onboarding: { paths: { "pt-BR": "boas-vindas" }, visibility: "private", detail: true },
    // Site search (spec 002 §2, issue 14): reached from the header, never a landing card nor a sitemap entry.
    search: { paths: { "pt-BR": "busca" }, visibility: "public", detail: true },
    // The preference centre (spec 002 §2 §4, decision 0044): reached from the newsletter's e-mails, never listed.
    "preference-centre": { paths: { "pt-BR": "preferencias" }, visibility: "private", detail: true },
    // What the service worker shows for a page not kept on the device (issue 16): precached, never listed.
    offline: { paths: { "pt-BR": "sem-conexao" }, visibility: "private", detail: true },
    // Alerts (issue 30): the inbox, the grower's settings, and the e-mail's unsubscribe page under its signed token.
    alerts: { paths: { "pt-BR": "alertas" }, visibility: "private" },
    "alert-settings": { paths: { "pt-BR": "alertas/preferencias" }, visibility: "private" },
    "alert-unsubscribe": { paths: { "pt-BR": "alertas/descadastrar" }, visibility: "private", detail: true },
  },
  navigation: NAVIGATION,
  footer: FOOTER,
  contact: {
    hours: CONTACT_HOURS,
    tollFree: "0800 771 0180",
    whatsApp: "+55 (11) 95555-0142",
    email: "contato@surco.example",
    website: "surco.example/br",
  },
  mapCentre: { lat: -15.7939, lng: -47.8828, zoom: 7 },
  catalog: { enterToSearch: true, resetFilters: "never", brandPicker: false, oldPortalLinks: false },
  // Placeholders until the country team supplies the real addresses (decision 8's rule).
  // Marketing forms (spec 002 §7 §9): the integration's locale id is the locale's LCID.
  marketingForms: {
    munchkinId: "482-SRC-117",
    localeIds: { "pt-BR": 1046 },
    newsletterFormId: "newsletter",
    preferenceCentreFormId: "preference-centre",
    contactFormIds: { "pt-BR": "contact-br" },
  },
  programme: {
    register: "https://parceiro.impulso.example/br/cadastro",
    about: "https://impulso.example/br/o-programa",
    invoices: "https://parceiro.impulso.example/br/notas-fiscais",
    campaigns: "https://impulso.example/br/campanhas",
    eleva: "https://impulso.example/br/eleva",
  },
  finance: { exchangeRate: "USD", creditSummary: null },
  alerts: {
    kinds: ["points-expiring", "onboarding", "spray-window", "frost", "heavy-rain"],
    weather: ALERT_WEATHER,
    weatherPage: { "pt-BR": "clima" },
    // Brasília's clock, the Amazon's (Mato Grosso, Mato Grosso do Sul, Rondônia, Amazonas, Roraima) and Acre's.
    timeZones: ["America/Sao_Paulo", "America/Manaus", "America/Rio_Branco"],
    whatsApp: { templates: ALERT_TEMPLATES, languages: { "pt-BR": "pt_BR" } },
  },
  hosts: ["br.surco.example"],
};
