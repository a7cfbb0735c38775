/**
 * npm run bench: what the main pages weigh (HTML, render-blocking CSS and JS,
 * gzip), their Lighthouse performance (median of 3 mobile runs, Slow 4G), and
 * the home page's throughput with autocannon, the server and the load
 * generator pinned to different cores. With --budget-only it measures the
 * bytes alone and fails when a home, catalogue or feature page is over budget (CI runs this).
 */
import { autocannon, startPortal } from "./bench-portal";
import { CATALOG_BENCH, catalogOverBudget, renderTime } from "./catalog-bench";
import { FEATURES_BENCH, featuresOverBudget, measureFeaturePages } from "./features-bench";
import { FIELDS_BENCH, fieldsSession, measureFieldPages } from "./fields-bench";
import { finderBench } from "./finder-bench";
import { lightBench } from "./light-bench";
import { lighthouseRuns } from "./lighthouse-runs";
import { LOYALTY_BENCH, loyaltySession, measurePersonalPage } from "./loyalty-bench";
import { measurePage, type PageWeight, weighPage } from "./page-weight";
import {
  HYDRATING_PAGES,
  LIGHT_HEADERS,
  scriptFailures,
  SIGNED_IN_LIGHT_PAGES,
  ZERO_SCRIPT_PAGES,
} from "./script-check";
import { searchBench } from "./search-bench";
import { stateBench } from "./state-bench";
import { storeBench } from "./store-bench";
import { throughputBench } from "./throughput-bench";

const BUDGET = { firstRoundTrip: 14 * 1024, js: 100 * 1024 };
const LIGHTHOUSE_BUDGET = { score: 95, lcpMs: 2000, cls: 0.02 };
// BENCH_PORT lets two checkouts measure side by side (the sandbox and the store bench take the next ports).
const PORT = Number(process.env.BENCH_PORT ?? 3200);
const ORIGIN = `http://localhost:${PORT}`;
const HOMES = ["/es-ar", "/pt-br", "/en-us", "/es-us"];
const OTHER_PAGES = ["/es-ar/contacto", "/pt-br/sobre-o-surco", "/en-us/privacy", "/es-us/contacto"];
const budgetOnly = process.argv.includes("--budget-only");

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function printWeights(weights: PageWeight[]) {
  console.log("\nPage weight (gzip)          status   HTML     CSS      HTML+CSS  JS");
  for (const w of weights) {
    console.log(
      `${w.path.padEnd(28)}${String(w.status).padEnd(9)}${kb(w.html).padEnd(9)}${kb(w.css).padEnd(9)}${kb(w.html + w.css).padEnd(10)}${kb(w.js)}`,
    );
  }
}

function overBudget(weights: PageWeight[]): string[] {
  return weights
    .filter((w) => HOMES.includes(w.path))
    .flatMap((w) => [
      ...(w.status !== 200 ? [`${w.path} answered ${w.status}`] : []),
      ...(w.html + w.css > BUDGET.firstRoundTrip
        ? [`${w.path} HTML+CSS ${kb(w.html + w.css)} > ${kb(BUDGET.firstRoundTrip)}`]
        : []),
      ...(w.js > BUDGET.js ? [`${w.path} JS ${kb(w.js)} > ${kb(BUDGET.js)}`] : []),
    ]);
}

async function main() {
  const portal = await startPortal(PORT);
  let failures: string[] = [];
  try {
    const weights: PageWeight[] = [];
    for (const page of budgetOnly ? HOMES : [...HOMES, ...OTHER_PAGES]) weights.push(await measurePage(ORIGIN, page));
    for (const page of CATALOG_BENCH.pages) weights.push(await measurePage(ORIGIN, page));
    // Impulso: the calculator as anyone gets it; the points page and the history as a signed-in member.
    const loyaltyCookie = budgetOnly ? "" : await loyaltySession(ORIGIN);
    if (!budgetOnly) {
      for (const page of LOYALTY_BENCH.public) weights.push(await measurePage(ORIGIN, page));
      for (const page of LOYALTY_BENCH.personal) weights.push(await measurePersonalPage(ORIGIN, page, loyaltyCookie));
    }
    // Field data: the dashboard, recommendations (the only page with recharts) and Preceon, as the connected grower.
    const fieldsCookie = budgetOnly ? "" : await fieldsSession(ORIGIN);
    if (!budgetOnly) weights.push(...(await measureFieldPages(ORIGIN, fieldsCookie)));
    // Impulso part 2 and the US pages, each as its grower gets it: in CI's budget check too (their budget is enforced).
    weights.push(...(await measureFeaturePages(ORIGIN)));
    // Pages complete as HTML ship no script; in light mode no page does, and each fits 14 KB (issue 16).
    const scriptChecks: string[] = [];
    for (const path of ZERO_SCRIPT_PAGES) {
      const { weight, html } = await weighPage(ORIGIN, path);
      scriptChecks.push(...scriptFailures(path, html, weight, false));
    }
    for (const path of [...ZERO_SCRIPT_PAGES, ...HYDRATING_PAGES]) {
      const { weight, html } = await weighPage(ORIGIN, path, { headers: LIGHT_HEADERS, label: `${path} (light)` });
      weights.push(weight);
      scriptChecks.push(...scriptFailures(weight.path, html, weight, true));
    }
    for (const [email, paths] of Object.entries(SIGNED_IN_LIGHT_PAGES)) {
      const cookie = await loyaltySession(ORIGIN, email, paths[0]);
      for (const path of paths) {
        const headers = { ...LIGHT_HEADERS, cookie };
        const { weight, html } = await weighPage(ORIGIN, path, { headers, label: `${path} (signed in, light)` });
        weights.push(weight);
        scriptChecks.push(...scriptFailures(weight.path, html, weight, true));
      }
    }
    printWeights(weights);
    failures = [...overBudget(weights), ...catalogOverBudget(weights), ...featuresOverBudget(weights), ...scriptChecks];

    if (!budgetOnly) {
      console.log("\nLighthouse, mobile, Slow 4G (median of 3)   score  LCP      TBT     CLS");
      for (const home of HOMES) {
        const r = await lighthouseRuns(`${ORIGIN}${home}`);
        console.log(
          `${home.padEnd(43)}${String(r.score).padEnd(7)}${`${(r.lcp / 1000).toFixed(2)} s`.padEnd(9)}${`${Math.round(r.tbt)} ms`.padEnd(8)}${r.cls.toFixed(3)}`,
        );
        if (r.score < LIGHTHOUSE_BUDGET.score || r.lcp > LIGHTHOUSE_BUDGET.lcpMs || r.cls > LIGHTHOUSE_BUDGET.cls) {
          failures.push(`${home} Lighthouse ${r.score}, LCP ${Math.round(r.lcp)} ms, CLS ${r.cls.toFixed(3)}`);
        }
      }
      for (const path of CATALOG_BENCH.lighthouse) {
        const r = await lighthouseRuns(`${ORIGIN}${path}`);
        console.log(
          `${path.padEnd(43)}${String(r.score).padEnd(7)}${`${(r.lcp / 1000).toFixed(2)} s`.padEnd(9)}${`${Math.round(r.tbt)} ms`.padEnd(8)}${r.cls.toFixed(3)}`,
        );
        if (r.score < CATALOG_BENCH.lighthouseScore)
          failures.push(`${path} Lighthouse ${r.score} < ${CATALOG_BENCH.lighthouseScore}`);
      }
      for (const path of LOYALTY_BENCH.lighthouse) {
        const r = await lighthouseRuns(`${ORIGIN}${path}`, 3, { cookie: loyaltyCookie });
        console.log(
          `${`${path} (signed in)`.padEnd(43)}${String(r.score).padEnd(7)}${`${(r.lcp / 1000).toFixed(2)} s`.padEnd(9)}${`${Math.round(r.tbt)} ms`.padEnd(8)}${r.cls.toFixed(3)}`,
        );
      }
      for (const path of FIELDS_BENCH.lighthouse) {
        const r = await lighthouseRuns(`${ORIGIN}${path}`, 3, { cookie: fieldsCookie });
        console.log(
          `${`${path} (signed in)`.padEnd(43)}${String(r.score).padEnd(7)}${`${(r.lcp / 1000).toFixed(2)} s`.padEnd(9)}${`${Math.round(r.tbt)} ms`.padEnd(8)}${r.cls.toFixed(3)}`,
        );
      }
      const render = await renderTime(ORIGIN);
      console.log(
        `\nCatalogue render ${CATALOG_BENCH.renderPath}, products cached: median ${render.medianMs.toFixed(1)} ms, p90 ${render.p90Ms.toFixed(1)} ms (${render.runs} sequential requests)`,
      );
      const load = await autocannon(`${ORIGIN}/es-ar`);
      console.log(`\nThroughput /es-ar (autocannon, 10 connections, 10 s; server on core 0, load on core 1)`);
      console.log(
        `${load.requestsPerSecond.toFixed(0)} req/s, p99 latency ${load.latencyP99} ms, ${load.errors} errors, ${load.non2xx} non-2xx`,
      );
      const searchMissed = await searchBench();
      if (searchMissed.length) console.warn(`Search goal missed:\n- ${searchMissed.join("\n- ")}`);
      console.log("");
      failures.push(...finderBench().map((missed) => `finder ${missed}`));
      failures.push(...(await lightBench(ORIGIN, PORT + 30)).map((missed) => `issue 16: ${missed}`));
      await throughputBench();
      await storeBench();
      await stateBench({ disk: PORT + 2, memory: PORT + 4 });
    }
  } finally {
    await portal.stop();
  }
  if (failures.length) {
    console.error(`\nOver budget:\n- ${failures.join("\n- ")}`);
    process.exit(1);
  }
  console.log(
    `\nWithin budget (home: HTML+CSS ≤ ${kb(BUDGET.firstRoundTrip)}, JS ≤ ${kb(BUDGET.js)}; catalogue and product pages: HTML+CSS ≤ ${kb(CATALOG_BENCH.budget.firstRoundTrip)}, JS ≤ ${kb(CATALOG_BENCH.budget.js)}; feature pages: HTML+CSS ≤ ${kb(FEATURES_BENCH.budget.firstRoundTrip)}, JS ≤ ${kb(FEATURES_BENCH.budget.js)}; every page in light mode and every page that declares no script: no script, and in light mode HTML+CSS ≤ ${kb(BUDGET.firstRoundTrip)}).`,
  );
}

await main();
