/**
 * Issue 16's figures in `npm run bench`: for each main page, what a phone
 * downloads (HTML, CSS, JS, images; full and light mode), LCP on a 400 kbps /
 * 400 ms link, requests per second for a home, a product page and a signed-in
 * page against the one-line page of the same build, a shared cache's hit, and
 * whether a repeat visit gets 304. With BENCH_BASELINE (a built checkout of an
 * earlier commit) the same figures of that build are printed beside them.
 */
import { chromium } from "@playwright/test";

import { autocannon, startPortal } from "./bench-portal";
import { lighthouseRuns } from "./lighthouse-runs";
import { loyaltySession } from "./loyalty-bench";
import { startSharedCache } from "./shared-cache";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const PERSONAL = "/pt-br/meu-impulso";

export const LIGHT_BENCH = {
  /** Pages whose behaviour is complete as HTML: the goal is no JavaScript file at all. */
  contentPages: [
    "/es-ar",
    "/pt-br",
    "/en-us",
    "/es-us",
    "/pt-br/artigos/geada-no-milho-safrinha",
    "/es-ar/cpd/arado-48",
    "/en-us/privacy",
  ],
  /** Pages that earn their scripts, weighed too (light mode must still fit the first round trip). */
  otherPages: ["/es-ar/catalogo", "/pt-br/onde-comprar?q=Rio+Verde", "/es-ar/clima"],
  personal: PERSONAL,
  throughput: { home: "/pt-br", product: "/es-ar/cpd/arado-48", personal: PERSONAL, trivial: "/pt-br/_baseline" },
  slowLink: { rttMs: 400, throughputKbps: 400 },
  goals: { lightFirstRoundTrip: 14 * 1024, slowLcpMs: 2500, homeVsTrivial: 1, cacheHitVsTrivial: 10 },
} as const;

export interface Bytes {
  html: number;
  css: number;
  js: number;
  inlineJs: number;
  images: number;
}

/**
 * What a phone (412 px, Chromium) downloads to show a page: each resource's body as sent (compressed), by kind,
 * as the budgets count it (headers aside); what loads after the first view (lazy images, later chunks) counts too.
 */
async function pageBytes(origin: string, path: string, options: { light: boolean; cookie?: string }): Promise<Bytes> {
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      extraHTTPHeaders: {
        ...(options.light ? { "save-data": "on" } : {}),
        ...(options.cookie ? { cookie: options.cookie } : {}),
      },
    });
    const page = await context.newPage();
    const bytes: Bytes = { html: 0, css: 0, js: 0, inlineJs: 0, images: 0 };
    const kinds: Record<string, keyof Bytes> = { document: "html", stylesheet: "css", script: "js", image: "images" };
    const pending: Promise<void>[] = [];
    page.on("requestfinished", (request) => {
      const kind = kinds[request.resourceType()];
      if (!kind || !request.url().startsWith(origin)) return;
      pending.push(
        request.sizes().then((sizes) => {
          bytes[kind] += sizes.responseBodySize;
        }),
      );
    });
    await page.goto(new URL(path, origin).href, { waitUntil: "networkidle" });
    bytes.inlineJs = await page.evaluate(() =>
      [...document.querySelectorAll("script:not([src]):not([type='application/ld+json'])")].reduce(
        (sum, s) => sum + new TextEncoder().encode(s.textContent ?? "").length,
        0,
      ),
    );
    await Promise.all(pending);
    return bytes;
  } finally {
    await browser.close();
  }
}

/** A repeat visit: the same request with the first answer's ETag. */
async function revisitStatus(origin: string, path: string, cookie = ""): Promise<string> {
  const headers: Record<string, string> = cookie ? { cookie } : {};
  const first = await fetch(new URL(path, origin), { headers });
  await first.arrayBuffer();
  const etag = first.headers.get("etag");
  if (!etag) return "no ETag";
  const again = await fetch(new URL(path, origin), { headers: { ...headers, "if-none-match": etag } });
  await again.arrayBuffer();
  return String(again.status);
}

interface BuildFigures {
  bytes: Map<string, { full: Bytes; light: Bytes }>;
  slowLcpMs: Map<string, number>;
  reqPerSec: Record<keyof typeof LIGHT_BENCH.throughput | "homeRendered" | "cacheHit", number>;
  revisits: Map<string, string>;
}

async function measureBuild(origin: string, port: number, cwd?: string): Promise<BuildFigures> {
  const cookie = await loyaltySession(origin);
  const bytes = new Map<string, { full: Bytes; light: Bytes }>();
  for (const path of [...LIGHT_BENCH.contentPages, ...LIGHT_BENCH.otherPages, PERSONAL]) {
    const who = path === PERSONAL ? cookie : undefined;
    bytes.set(path, {
      full: await pageBytes(origin, path, { light: false, cookie: who }),
      light: await pageBytes(origin, path, { light: true, cookie: who }),
    });
  }
  const slowLcpMs = new Map<string, number>();
  for (const path of LIGHT_BENCH.contentPages.slice(0, 4)) {
    slowLcpMs.set(path, (await lighthouseRuns(`${origin}${path}`, 3, undefined, LIGHT_BENCH.slowLink)).lcp);
  }
  const { home, product, personal, trivial } = LIGHT_BENCH.throughput;
  const rate = async (url: string, headers: Record<string, string> = {}) => {
    const load = await autocannon(url, headers);
    return load.non2xx || load.errors ? NaN : load.requestsPerSecond;
  };
  const cache = await startSharedCache(port, origin);
  const rendering = await startPortal(port + 2, { cwd, env: { PAGE_CACHE_SECONDS: "0" } });
  let reqPerSec: BuildFigures["reqPerSec"];
  try {
    const cached = `http://localhost:${port}${home}`;
    await (await fetch(cached)).arrayBuffer();
    const hit = (await fetch(cached)).headers.get("x-cache") === "hit";
    reqPerSec = {
      // As visitors get it: the portal renders an anonymous page once a minute (server/page-cache.ts).
      home: await rate(`${origin}${home}`),
      // What each render costs: the same build with its page cache off.
      homeRendered: await rate(`${rendering.origin}${home}`),
      product: await rate(`${origin}${product}`),
      personal: await rate(`${origin}${personal}`, { cookie }),
      trivial: await rate(`${origin}${trivial}`),
      cacheHit: hit ? await rate(cached) : NaN,
    };
  } finally {
    cache.close();
    await rendering.stop();
  }
  const revisits = new Map<string, string>();
  for (const path of [home, product]) revisits.set(path, await revisitStatus(origin, path));
  revisits.set(`${personal} (signed in)`, await revisitStatus(origin, personal, cookie));
  return { bytes, slowLcpMs, reqPerSec, revisits };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)}`;
const row = (b: Bytes) => `${kb(b.html)}/${kb(b.css)}/${kb(b.js)}+${kb(b.inlineJs)}/${kb(b.images)}`;

function print(after: BuildFigures, before: BuildFigures | null) {
  const side = (now: string, then: string | undefined) => (before ? `${then ?? "—"} → ${now}` : now);
  console.log("\nIssue 16: KB transferred by a 412 px phone, HTML/CSS/JS files+inline JS/images");
  console.log(`${"page".padEnd(40)}${"full".padEnd(before ? 50 : 26)}light`);
  for (const [path, now] of after.bytes) {
    const then = before?.bytes.get(path);
    console.log(
      `${path.padEnd(40)}${side(row(now.full), then && row(then.full)).padEnd(before ? 50 : 26)}${side(row(now.light), then && row(then.light))}`,
    );
  }
  console.log(
    `\nLCP, Lighthouse mobile on ${LIGHT_BENCH.slowLink.throughputKbps} kbps / ${LIGHT_BENCH.slowLink.rttMs} ms RTT (median of 3)`,
  );
  for (const [path, lcp] of after.slowLcpMs) {
    const then = before?.slowLcpMs.get(path);
    console.log(
      `${path.padEnd(40)}${side(`${(lcp / 1000).toFixed(2)} s`, then === undefined ? undefined : `${(then / 1000).toFixed(2)} s`)}`,
    );
  }
  console.log("\nRequests per second (autocannon, 10 connections, 10 s; portal on core 0)");
  for (const [name, value] of Object.entries(after.reqPerSec)) {
    const then = before?.reqPerSec[name as keyof BuildFigures["reqPerSec"]];
    console.log(`${name.padEnd(40)}${side(value.toFixed(0), then === undefined ? undefined : then.toFixed(0))}`);
  }
  console.log("\nRepeat visit with the first answer's ETag");
  for (const [path, status] of after.revisits)
    console.log(`${path.padEnd(40)}${side(status, before?.revisits.get(path))}`);
}

/** The goals of issue 16 this build misses, as sentences. */
function missed(f: BuildFigures): string[] {
  const { goals } = LIGHT_BENCH;
  const out: string[] = [];
  for (const path of LIGHT_BENCH.contentPages) {
    const js = f.bytes.get(path)!.full.js;
    if (js > 0) out.push(`${path} downloads ${kb(js)} KB of JavaScript`);
  }
  for (const [path, { light }] of f.bytes) {
    if (light.html + light.css > goals.lightFirstRoundTrip)
      out.push(`${path} light HTML+CSS ${kb(light.html + light.css)} KB`);
  }
  for (const [path, lcp] of f.slowLcpMs)
    if (lcp > goals.slowLcpMs) out.push(`${path} LCP ${Math.round(lcp)} ms on the slow link`);
  const { home, trivial, cacheHit } = f.reqPerSec;
  if (!(home >= goals.homeVsTrivial * trivial))
    out.push(`home ${home.toFixed(0)} req/s < trivial ${trivial.toFixed(0)}`);
  if (!(cacheHit >= goals.cacheHitVsTrivial * trivial))
    out.push(`shared-cache hit ${cacheHit.toFixed(0)} req/s < 10× trivial`);
  for (const [path, status] of f.revisits) if (status !== "304") out.push(`${path} revisit answered ${status}`);
  return out;
}

/** Measures this build at `origin` (and BENCH_BASELINE's build beside it); returns the goals missed. */
export async function lightBench(origin: string, port: number): Promise<string[]> {
  let before: BuildFigures | null = null;
  if (process.env.BENCH_BASELINE) {
    const baseline = await startPortal(port + 10, { cwd: process.env.BENCH_BASELINE });
    try {
      before = await measureBuild(baseline.origin, port + 20, process.env.BENCH_BASELINE);
    } finally {
      await baseline.stop();
    }
  }
  const after = await measureBuild(origin, port + 20);
  print(after, before);
  return missed(after);
}
