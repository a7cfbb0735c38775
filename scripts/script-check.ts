/**
 * CI's check that pages complete as HTML ship no script (issue 16): a page
 * whose routes declare none, or any page in light mode, may carry JSON-LD
 * (data, never run) and, outside light mode, the service worker's one small
 * registration script (`id="sw-register"`); any other <script>, or module
 * preloads (JavaScript bytes nothing would run), fails the budget run.
 */
import { type PageWeight } from "./page-weight";

/** Pages whose routes declare no script: the homes, an article, search, a product, a legal page, a dealer, a content page. */
export const ZERO_SCRIPT_PAGES = [
  "/es-ar",
  "/pt-br",
  "/en-us",
  "/es-us",
  "/pt-br/artigos/geada-no-milho-safrinha",
  "/pt-br/busca",
  "/pt-br/cpd/arado-48",
  "/en-us/d/cn-830-truflex-canola",
  "/en-us/privacy",
  "/pt-br/revendas/br-dealer-118",
  "/pt-br/campanha-de-plantio",
] as const;

/** Pages that hydrate outside light mode (weather, the finder, carousels, the catalogue's facets, videos): in light mode they ship none either. */
export const HYDRATING_PAGES = [
  "/es-ar/clima",
  "/pt-br/onde-comprar?q=Rio+Verde",
  "/es-ar/guia-de-siembra",
  "/en-us/catalog",
  "/pt-br/videos",
] as const;

/** The heaviest signed-in pages, by the demo grower whose page it is: in light mode they too fit 14 KB. */
export const SIGNED_IN_LIGHT_PAGES: Readonly<Record<string, readonly string[]>> = {
  "ar.conectado@surco.example": ["/es-ar/mi-impulso"],
  "br.eleva@surco.example": ["/pt-br/meu-impulso"],
  "us.requisitos@surco.example": ["/en-us/my-fields"],
};

/** How the budget run asks for light mode: as a browser that saves data does. */
export const LIGHT_HEADERS = { "save-data": "on" } as const;
/** Every page in light mode fits the first round trip (14 KB HTML+CSS, gzip). */
export const LIGHT_BUDGET = { firstRoundTrip: 14 * 1024 } as const;

const SERVICE_WORKER_REGISTRATION = /\bid="sw-register"/;
const JSON_LD = /\btype="application\/ld\+json"/;

/** The <script> tags a page that should run nothing carries anyway, and its module preloads. */
export function unexpectedScripts(html: string, { light }: { light: boolean }): string[] {
  const scripts = [...html.matchAll(/<script\b[^>]*>/gi)].map((m) => m[0]);
  let registrations = 0;
  const unexpected = scripts.filter((tag) => {
    if (JSON_LD.test(tag)) return false;
    if (!light && SERVICE_WORKER_REGISTRATION.test(tag) && registrations++ === 0) return false;
    return true;
  });
  // Live or, as served, inert until the page's bootstrap makes it live (decision 0048).
  const preloads = [...html.matchAll(/<link\b[^>]*\s(?:data-)?rel="modulepreload"[^>]*>/gi)].map((m) => m[0]);
  return [...unexpected, ...preloads];
}

/** What a page that should run nothing got wrong: its unexpected tags, or (light) a first round trip over 14 KB. */
export function scriptFailures(label: string, html: string, weight: PageWeight, light: boolean): string[] {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const tags = unexpectedScripts(html, { light });
  return [
    ...(weight.status !== 200 ? [`${label} answered ${weight.status}`] : []),
    ...(tags.length
      ? [`${label} ships scripts it declares none of: ${tags.map((t) => t.slice(0, 80)).join(", ")}`]
      : []),
    ...(light && weight.html + weight.css > LIGHT_BUDGET.firstRoundTrip
      ? [`${label} HTML+CSS ${kb(weight.html + weight.css)} > ${kb(LIGHT_BUDGET.firstRoundTrip)}`]
      : []),
  ];
}
