/**
 * The search's part of `npm run bench` (issue 14, decision 0035): for each
 * locale, a generated corpus of 10,000 documents (products, articles and
 * pages with the locale's crop and ingredient words, invented names and
 * running text), the embedded engine's index build time and heap, and query
 * p50/p95 over a mix of exact words, prefixes, typos, synonyms and two-word
 * queries. Goal: p95 ≤ 20 ms. Runs alone too: `npx tsx scripts/search-bench.ts`.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { LOCALES } from "../app/countries";
import { DOCUMENT_TYPES } from "../app/domain/search/constants";
import { synonymTable } from "../app/domain/search/synonyms";
import { embeddedEngine } from "../app/search/embedded-engine";
import type { SearchDocument } from "../app/search/search-index";

export const SEARCH_BENCH = { documents: 10_000, queries: 400, p95BudgetMs: 20 } as const;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** A small deterministic generator (Park–Miller), so every run measures the same corpus. */
function random(seed: number) {
  let state = seed;
  return () => (state = (state * 48_271) % 2_147_483_647) / 2_147_483_647;
}

const SYLLABLES = [
  "ba",
  "ca",
  "do",
  "fe",
  "gu",
  "hi",
  "ja",
  "ke",
  "li",
  "mo",
  "nu",
  "pa",
  "ra",
  "se",
  "ti",
  "vo",
  "za",
  "ño",
  "ção",
  "lú",
];

export function corpus(locale: string, groups: string[]): { documents: SearchDocument[]; queries: string[] } {
  const rnd = random(locale.split("").reduce((sum, ch) => sum + ch.charCodeAt(0), 7));
  const domain = groups.flatMap((group) => group.split(",").map((w) => w.trim()));
  const invented = Array.from({ length: 4_000 }, () =>
    Array.from({ length: 2 + Math.floor(rnd() * 3) }, () => SYLLABLES[Math.floor(rnd() * SYLLABLES.length)]).join(""),
  );
  const vocabulary = [...domain, ...invented];
  // Some words are common, most are rare: a skewed pick, as in real text.
  const word = () => vocabulary[Math.floor(Math.pow(rnd(), 2) * vocabulary.length)];
  const words = (n: number) => Array.from({ length: n }, word).join(" ");
  const documents = Array.from({ length: SEARCH_BENCH.documents }, (_, i): SearchDocument => {
    const type = DOCUMENT_TYPES[i % DOCUMENT_TYPES.length];
    return {
      id: `${type}:${i}`,
      type,
      title: `${words(2)} ${i % 7 === 0 ? String(1000 + i) : ""}`.trim(),
      tags: [word(), word(), word()],
      body: words(type === "product" ? 40 : 120),
      url: `/bench/${i}`,
      summary: null,
    };
  });
  const typo = (text: string) => (text.length >= 5 ? text.slice(0, 2) + text.slice(3) : text);
  const queries = Array.from({ length: SEARCH_BENCH.queries }, (_, i) => {
    const w = word();
    switch (i % 5) {
      case 0:
        return w;
      case 1:
        return w.slice(0, Math.max(2, Math.ceil(w.length / 2)));
      case 2:
        return typo(w);
      case 3:
        return domain[i % domain.length];
      default:
        return `${word()} ${word()}`;
    }
  });
  return { documents, queries };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

/** Prints the figures; answers the locales that missed the p95 goal (a goal, reported, not a CI budget). */
export async function searchBench(): Promise<string[]> {
  const failures: string[] = [];
  console.log(`\nSearch index (MiniSearch, in process), ${SEARCH_BENCH.documents} documents per locale`);
  console.log("locale   build     heap      query p50  p95      hits (median)");
  for (const locale of LOCALES) {
    const text = JSON.parse(readFileSync(path.join(root, "locales", locale, "search.json"), "utf8")) as {
      synonyms: Record<string, string>;
    };
    const groups = Object.values(text.synonyms);
    const { documents, queries } = corpus(locale, groups);
    (globalThis as { gc?: () => void }).gc?.();
    const heapBefore = process.memoryUsage().heapUsed;
    const start = performance.now();
    const index = embeddedEngine.build(documents, { synonyms: synonymTable(groups) });
    const buildMs = performance.now() - start;
    (globalThis as { gc?: () => void }).gc?.();
    const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024;
    const times: number[] = [];
    const hits: number[] = [];
    for (const query of queries) {
      const t = performance.now();
      const found = index.search({ query, from: 0, size: 10 });
      times.push(performance.now() - t);
      hits.push(found.total);
    }
    times.sort((a, b) => a - b);
    hits.sort((a, b) => a - b);
    const p95 = percentile(times, 0.95);
    console.log(
      `${locale.padEnd(9)}${`${buildMs.toFixed(0)} ms`.padEnd(10)}${`${heapMb.toFixed(1)} MB`.padEnd(10)}${`${percentile(times, 0.5).toFixed(2)} ms`.padEnd(11)}${`${p95.toFixed(2)} ms`.padEnd(9)}${percentile(hits, 0.5)}`,
    );
    if (p95 > SEARCH_BENCH.p95BudgetMs)
      failures.push(`search p95 ${locale} ${p95.toFixed(1)} ms > ${SEARCH_BENCH.p95BudgetMs} ms`);
  }
  return failures;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const missed = await searchBench();
  if (missed.length) console.warn(`\nSearch goal missed:\n- ${missed.join("\n- ")}`);
}
