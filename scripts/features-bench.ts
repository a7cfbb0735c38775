/**
 * The loyalty part-2 and US pages in `npm run bench`: each weighed as the grower
 * it is for gets it (signed in where the page is personal), against the budget
 * every page other than a home has: HTML+CSS ≤ 30 KB and JS ≤ 112 KB, gzip (decision 0073).
 */
import { loyaltySession, measurePersonalPage } from "./loyalty-bench";
import { measurePage, type PageWeight } from "./page-weight";

export const FEATURES_BENCH = {
  budget: { firstRoundTrip: 30 * 1024, js: 112 * 1024 },
  /** Anonymous pages. */
  public: [
    "/pt-br/cursos",
    "/pt-br/cursos/milho-de-alta-produtividade",
    "/pt-br/conteudo-para-voce",
    "/en-us/tools/local-yield-results/surco-genetics?zip=50010&crop=corn",
    "/pt-br/videos",
    "/pt-br/recomendacao-por-cep?cep=78550000",
    // The dealer finder with a place (cards by distance, the map preview), before the map is tapped.
    "/pt-br/onde-comprar?q=Rio+Verde",
    // The marketing forms' page: newsletter, a two-step form and the contact form.
    "/es-ar/recursos",
    // An article, and the weather page with its 7 days and spray windows.
    "/pt-br/artigos/geada-no-milho-safrinha",
    "/es-ar/clima",
  ],
  /** Personal pages, by the demo grower whose page it is. */
  personal: {
    "ar.conectado@surco.example": ["/es-ar/cupon", "/es-ar/mi-impulso"],
    "ar.finanzas@surco.example": ["/es-ar/finanzas", "/es-ar/mi-cuenta"],
    "br.eleva@surco.example": ["/pt-br/meu-impulso", "/pt-br/contato"],
    "us.requisitos@surco.example": ["/en-us/rewards", "/en-us/my-account", "/en-us/my-fields"],
    "us.canjes@surco.example": ["/en-us/rewards/redeem/type", "/en-us/rewards/requests"],
  } as Record<string, string[]>,
} as const;

export async function measureFeaturePages(origin: string): Promise<PageWeight[]> {
  const weights: PageWeight[] = [];
  for (const path of FEATURES_BENCH.public) weights.push(await measurePage(origin, path));
  for (const [email, paths] of Object.entries(FEATURES_BENCH.personal)) {
    const cookie = await loyaltySession(origin, email, paths[0]);
    for (const path of paths) weights.push(await measurePersonalPage(origin, path, cookie));
  }
  return weights;
}

/** The feature pages that answered other than 200 or weigh more than the budget. */
export function featuresOverBudget(weights: PageWeight[]): string[] {
  const { budget } = FEATURES_BENCH;
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const ours = new Set<string>([
    ...FEATURES_BENCH.public,
    ...Object.values(FEATURES_BENCH.personal).flatMap((paths) => paths.map((p) => `${p} (signed in)`)),
  ]);
  return weights
    .filter((w) => ours.has(w.path))
    .flatMap((w) => [
      ...(w.status !== 200 ? [`${w.path} answered ${w.status}`] : []),
      ...(w.html + w.css > budget.firstRoundTrip ? [`${w.path} HTML+CSS ${kb(w.html + w.css)}`] : []),
      ...(w.js > budget.js ? [`${w.path} JS ${kb(w.js)}`] : []),
    ]);
}
