/**
 * Lighthouse's performance run, mobile, simulated throttling: the median of
 * `runs` complete runs (a run Lighthouse could not finish is retried, a few times).
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function lighthouseRuns(
  url: string,
  runs = 3,
  extraHeaders?: Record<string, string>,
  throttling?: { rttMs: number; throughputKbps: number },
) {
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const results: { score: number; lcp: number; tbt: number; cls: number }[] = [];
  // A run that Lighthouse itself could not complete (its runtimeError, or no LCP) is not a score: try again, a few times.
  for (let attempt = 0; results.length < runs && attempt < runs + 3; attempt++) {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: [
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        onlyCategories: ["performance"],
        logLevel: "error",
        extraHeaders,
        // Lighthouse's simulated mobile profile (Slow 4G) unless a slower link is asked for; the CPU slowdown stays.
        ...(throttling
          ? {
              throttling: {
                ...throttling,
                cpuSlowdownMultiplier: 4,
                requestLatencyMs: throttling.rttMs,
                downloadThroughputKbps: throttling.throughputKbps,
                uploadThroughputKbps: throttling.throughputKbps,
              },
            }
          : {}),
      });
      const audits = result!.lhr.audits;
      if (result!.lhr.runtimeError || !Number.isFinite(audits["largest-contentful-paint"].numericValue)) {
        console.error(`  (a Lighthouse run of ${url} failed: ${result!.lhr.runtimeError?.code ?? "no LCP"}; retrying)`);
        continue;
      }
      results.push({
        score: Math.round((result!.lhr.categories.performance.score ?? 0) * 100),
        lcp: audits["largest-contentful-paint"].numericValue ?? NaN,
        tbt: audits["total-blocking-time"].numericValue ?? NaN,
        cls: audits["cumulative-layout-shift"].numericValue ?? NaN,
      });
    } finally {
      await chrome.kill();
    }
  }
  return {
    score: median(results.map((r) => r.score)),
    lcp: median(results.map((r) => r.lcp)),
    tbt: median(results.map((r) => r.tbt)),
    cls: median(results.map((r) => r.cls)),
  };
}
