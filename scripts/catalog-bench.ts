/**
 * The catalogue's part of `npm run bench` (issue 3): the catalogue and a
 * product page within their own budgets (HTML+CSS ≤ 30 KB gzip with the first
 * 12 cards, JS ≤ 110 KB gzip, Lighthouse ≥ 95), and the server's time to
 * render the catalogue once its products are cached (median of sequential
 * requests on loopback, after warming).
 */
import type { PageWeight } from "./page-weight";

export const CATALOG_BENCH = {
  /** The catalogue (first page: 12 cards), a filtered tab, and a product page of each kind. */
  pages: [
    "/es-ar/catalogo",
    "/en-us/catalog?tab=crop-protection",
    "/es-ar/cpd/arado-48",
    "/en-us/d/cn-830-truflex-canola",
  ],
  lighthouse: ["/es-ar/catalogo", "/es-ar/cpd/arado-48"],
  budget: { firstRoundTrip: 30 * 1024, js: 110 * 1024 },
  lighthouseScore: 95,
  renderPath: "/es-ar/catalogo",
} as const;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function catalogOverBudget(weights: readonly PageWeight[]): string[] {
  const { budget } = CATALOG_BENCH;
  return weights
    .filter((w) => (CATALOG_BENCH.pages as readonly string[]).includes(w.path))
    .flatMap((w) => [
      ...(w.status !== 200 ? [`${w.path} answered ${w.status}`] : []),
      ...(w.html + w.css > budget.firstRoundTrip
        ? [`${w.path} HTML+CSS ${kb(w.html + w.css)} > ${kb(budget.firstRoundTrip)}`]
        : []),
      ...(w.js > budget.js ? [`${w.path} JS ${kb(w.js)} > ${kb(budget.js)}`] : []),
    ]);
}

/** Median and p90 milliseconds to the last byte of `path`, cache warm (sequential, one connection at a time). */
export async function renderTime(
  origin: string,
  path: string = CATALOG_BENCH.renderPath,
  { warmup = 5, runs = 40 } = {},
) {
  const once = async () => {
    const started = performance.now();
    const response = await fetch(new URL(path, origin));
    await response.text();
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return performance.now() - started;
  };
  for (let i = 0; i < warmup; i++) await once();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push(await once());
  times.sort((a, b) => a - b);
  return { medianMs: times[Math.floor(times.length / 2)], p90Ms: times[Math.floor(times.length * 0.9)], runs };
}
