/**
 * The finder's bench (issue 15, decision 0038): nearest-20 over 10,000 generated contacts, p95 ≤ 50 ms, through the
 * search the finder uses (every contact measured and sorted). `npm run bench` runs it; run alone, it exits non-zero when over budget.
 * Usage: npx tsx scripts/finder-bench.ts
 */
import { performance } from "node:perf_hooks";

import { renderedCount } from "../app/domain/finder/load-more";
import { contactBook } from "../app/finder/contact-book";
import { searchContacts } from "../app/finder/search";
import { facetMapOf, generateContacts } from "../sandbox/data/dealers";
import { percentile } from "./bench-portal";

const CONTACTS = 10_000;
const QUERIES = 500;
const BUDGET_P95_MS = 50;

/** Prints the figures; answers the goal it missed, if any. */
export function finderBench(): string[] {
  const contacts = generateContacts("BR", CONTACTS);
  const build0 = performance.now();
  const book = contactBook({ country: "BR", facetMap: facetMapOf("BR"), contacts });
  const buildMs = performance.now() - build0;
  // The nearest 20 dealers (six in ten of the contacts), no facet chosen: every one of them measured and sorted.
  const steps = Math.ceil(20 / renderedCount(1));

  let seed = 42;
  const random = () => (seed = (seed * 1_664_525 + 1_013_904_223) % 2 ** 32) / 2 ** 32;
  const share = (values: number[], fraction: number) =>
    percentile(
      values.sort((a, b) => a - b),
      fraction * 100,
    );
  const nearest: number[] = [];
  const search: number[] = [];
  for (let i = 0; i < QUERIES; i++) {
    const from = { lat: -33 + random() * 30, lng: -60 + random() * 20 };
    let start = performance.now();
    const all = searchContacts(book, { type: "dealer", selection: {}, from, steps });
    nearest.push(performance.now() - start);
    if (all.shown.length < 20 || all.shown[19]!.kilometres === null) throw new Error("fewer than 20 contacts measured");
    // The finder's whole search: type and a facet filter, the total count and the first step's cards.
    start = performance.now();
    searchContacts(book, { type: "dealer", selection: i % 2 ? { crops: "soy" } : {}, from, steps: 1 });
    search.push(performance.now() - start);
  }
  const p95 = share(nearest, 0.95);
  console.log(
    `finder: ${CONTACTS} contacts read in ${buildMs.toFixed(0)} ms; nearest-20 p50 ${share(nearest, 0.5).toFixed(2)} ms, ` +
      `p95 ${p95.toFixed(2)} ms (budget ${BUDGET_P95_MS} ms); the finder's search p95 ${share(search, 0.95).toFixed(2)} ms`,
  );
  return p95 > BUDGET_P95_MS ? [`nearest-20 p95 ${p95.toFixed(2)} ms > ${BUDGET_P95_MS} ms`] : [];
}

if (import.meta.url === `file://${process.argv[1]}` && finderBench().length) process.exit(1);
