/**
 * The search's part of `npm run bench` (issue 14, decision 0035): for each
 * locale, a generated corpus of 10,000 documents (products, articles and
 * pages with the locale's crop and ingredient words, invented names and
 * running text), the embedded engine's index build time and retained heap,
 * and the wall-clock time of each query over a mix of what the portal asks:
 * a word as typed, the prefix of a word being typed (the overlay, 6 results),
 * a word with a typo, a crop or an ingredient (synonyms: the most common
 * words of the corpus), two and three words, a crop then a word being typed,
 * and the article facet's second page and the article search's 200 results.
 * Nothing is warmed up: the first locale's first queries pay the JIT, as a
 * fresh portal process does. Goal: p95 ≤ 20 ms. Runs alone too:
 * `npx tsx scripts/search-bench.ts`.
 */
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

import { LOCALES } from "../app/countries";
import { DOCUMENT_TYPES } from "../app/domain/search/constants";
import { synonymTable } from "../app/domain/search/synonyms";
import { embeddedEngine } from "../app/search/embedded-engine";
import type { SearchDocument, SearchRequest } from "../app/search/search-index";

export const SEARCH_BENCH = { documents: 10_000, queries: 800, p95BudgetMs: 20 } as const;

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

export function corpus(locale: string, groups: string[]): { documents: SearchDocument[]; queries: SearchRequest[] } {
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
  const longWord = () => {
    let w = word();
    while (w.length < 5) w = word();
    return w;
  };
  const typing = (w: string) => w.slice(0, Math.max(3, Math.ceil(w.length / 2)));
  // One edit, as fingers make them: a letter dropped, changed or doubled.
  const typo = (w: string, kind: number) =>
    [w.slice(0, 2) + w.slice(3), `${w.slice(0, 2)}x${w.slice(3)}`, w.slice(0, 3) + w.slice(2)][kind % 3];
  const capitalised = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
  const crop = (i: number) => domain[Math.floor(rnd() * domain.length + i) % domain.length];
  const page = (query: string, size = 10): SearchRequest => ({ query, from: 0, size });
  const queries = Array.from({ length: SEARCH_BENCH.queries }, (_, i): SearchRequest => {
    switch (i % 8) {
      case 0:
        return page(i % 16 ? word() : capitalised(word()));
      case 1:
        return page(typing(word()), 6);
      case 2:
        return page(typo(longWord(), i));
      case 3:
        return page(crop(i));
      case 4:
        return page(`${word()} ${word()}`);
      case 5:
        return page(`${crop(i)} ${typing(word())}`, 6);
      case 6:
        return page(words(3));
      default:
        return i % 16 === 7
          ? { query: crop(i), types: ["article"], from: 10, size: 10 }
          : { query: crop(i), types: ["article"], from: 0, size: 200 };
    }
  });
  return { documents, queries };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
const ms = (value: number) => `${value.toFixed(2)} ms`;
/** The kinds of query in the mix, in the order the generator cycles through them. */
const KINDS = ["word", "typing", "typo", "crop", "2 words", "crop+typing", "3 words", "articles"];

/** A full collection, so the retained heap is the index's (node runs without --expose-gc). */
function collectGarbage(): () => void {
  setFlagsFromString("--expose-gc");
  return runInNewContext("gc") as () => void;
}

/** The JavaScript heap and the typed arrays' memory, outside it. */
function retained(): number {
  const { heapUsed, external } = process.memoryUsage();
  return heapUsed + external;
}

/** Prints the figures; answers the locales that missed the p95 goal (a goal, reported, not a CI budget). */
export async function searchBench(): Promise<string[]> {
  const failures: string[] = [];
  const gc = collectGarbage();
  const byKind: number[][] = KINDS.map(() => []);
  console.log(
    `\nSearch index (embedded inverted index, in process): ${SEARCH_BENCH.documents} documents and ${SEARCH_BENCH.queries} queries per locale, wall clock (CPU p95: the process's CPU time per query, which other processes' load does not lengthen), nothing warmed up; load average ${loadavg()[0].toFixed(1)} on this machine`,
  );
  console.log("locale   build     heap      query p50  p95       max       CPU p95     hits (median)");
  for (const locale of LOCALES) {
    const text = JSON.parse(readFileSync(path.join(root, "locales", locale, "search.json"), "utf8")) as {
      synonyms: Record<string, string>;
    };
    const groups = Object.values(text.synonyms);
    const { documents, queries } = corpus(locale, groups);
    gc();
    const heapBefore = retained();
    const start = performance.now();
    const index = embeddedEngine.build(documents, { synonyms: synonymTable(groups) });
    const buildMs = performance.now() - start;
    gc();
    const heapMb = (retained() - heapBefore) / 1024 / 1024;
    const times: number[] = [];
    const hits: number[] = [];
    const cpuTimes: number[] = [];
    queries.forEach((request, i) => {
      const cpu = process.cpuUsage();
      const t = performance.now();
      const found = index.search(request);
      const elapsed = performance.now() - t;
      const { user, system } = process.cpuUsage(cpu);
      cpuTimes.push((user + system) / 1000);
      times.push(elapsed);
      byKind[i % KINDS.length].push(elapsed);
      hits.push(found.total);
    });
    times.sort((a, b) => a - b);
    cpuTimes.sort((a, b) => a - b);
    hits.sort((a, b) => a - b);
    const p95 = percentile(times, 0.95);
    console.log(
      `${locale.padEnd(9)}${`${buildMs.toFixed(0)} ms`.padEnd(10)}${`${heapMb.toFixed(1)} MB`.padEnd(10)}${ms(percentile(times, 0.5)).padEnd(11)}${ms(p95).padEnd(10)}${ms(times[times.length - 1]).padEnd(10)}${ms(percentile(cpuTimes, 0.95)).padEnd(12)}${percentile(hits, 0.5)}`,
    );
    if (p95 > SEARCH_BENCH.p95BudgetMs)
      failures.push(`search p95 ${locale} ${p95.toFixed(1)} ms > ${SEARCH_BENCH.p95BudgetMs} ms`);
  }
  const kindP95 = byKind.map(
    (times, k) =>
      `${KINDS[k]} ${ms(
        percentile(
          [...times].sort((a, b) => a - b),
          0.95,
        ),
      )}`,
  );
  console.log(`p95 by kind of query, every locale: ${kindP95.join(", ")}`);
  return failures;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const missed = await searchBench();
  if (missed.length) console.warn(`\nSearch goal missed:\n- ${missed.join("\n- ")}`);
}
