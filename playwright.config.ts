import { defineConfig, devices } from "@playwright/test";

import { portalLogFile } from "./tests/e2e/portal-log";

/**
 * Browser tests on Debian's Chromium (Playwright cannot download browsers here), each flow with JavaScript on and
 * with it off, against one portal as production runs it: the built server with no TypeScript loader
 * (`npm run serve`; `npm test` builds first), with its own sandbox and data dir. Each test runs in a test scope of its
 * own (tests/e2e/fixtures.ts, decision 0049): its injected faults, upstream cache and circuits are its alone, so the
 * fault specs run beside the rest, and an error the portal logs for a test fails that test.
 */
// E2E_PORT lets two checkouts (or engineers) run the suite side by side; each sandbox takes its portal's next port.
// The store and receipt specs start their own processes on E2E_PORT + 2 to + 23.
const PORT = Number(process.env.E2E_PORT ?? 3100);

const chromium = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    // Debian's chromium-headless-shell, the headless-only build Playwright itself prefers for headless runs: the
    // suite is CPU-bound on two cores, and the same specs took 55 s with it against 105 s with the full browser
    // (decision 0049). CHROMIUM_PATH=/usr/bin/chromium runs them in the full browser.
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/lib/chromium/chromium-headless-shell",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  },
};

export default defineConfig({
  testDir: "tests/e2e",
  // The suite's own pure rules (tests/e2e/*.test.ts, e.g. page-templates) are vitest's.
  testMatch: /\.spec\.ts$/,
  fullyParallel: true,
  // Two on CI's two cores: a third made every test twice as slow (the portal, Chromium and the runner share them).
  workers: 2,
  retries: 0,
  reporter: [["list"]],
  // Generous: the signed-in history pages and the sitemap's passes take 15–60 s on a busy two-core CI machine.
  timeout: 60_000,
  // Each test fails on an error the portal logs for it (tests/e2e/fixtures.ts); this fails the run on one logged outside
  // any test (at boot, or by a background job).
  globalTeardown: "./tests/e2e/portal-log.ts",
  use: {
    baseURL: `http://localhost:${PORT}`,
    // A failure explains itself: its trace (actions, network, DOM snapshots, console), its screenshot and the
    // portal's log. Without the trace's screencast: recorded for every test, its frames cost CPU the suite lacks.
    trace: { mode: "retain-on-failure", screenshots: false },
    screenshot: "only-on-failure",
    // The service worker answers a page slower than 3 s from the device (issue 16): on a busy machine that would be
    // any test's page, so only the offline spec lets it run (tests/e2e/offline.spec.ts).
    serviceWorkers: "block",
  },
  projects: [
    // Tests tagged @server-html or @raw-http check nothing JavaScript changes: they run once, in js-off (decision 0039).
    {
      name: "js-on",
      testIgnore: /faults\.spec/,
      grepInvert: /@server-html|@raw-http/,
      use: { ...chromium, javaScriptEnabled: true },
    },
    { name: "js-off", testIgnore: /faults\.spec/, use: { ...chromium, javaScriptEnabled: false } },
    // The fault-injection specs, each test in its own JavaScript mode (their describe blocks set it).
    { name: "faults", testMatch: /faults\.spec/, use: chromium },
  ],
  webServer: portalServer(PORT),
});

/** The built portal with its embedded sandbox on the next port, as production runs it; its log in test-results. */
function portalServer(port: number) {
  return {
    // Standard error holds the warnings and errors (LOG_LEVEL warn): each test reads its own lines there.
    command: `mkdir -p test-results && exec npm run --silent serve 2> ${portalLogFile(port)}`,
    url: `http://localhost:${port}/readyz`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      PORT: String(port),
      SANDBOX_PORT: String(port + 1),
      SANDBOX_DATA_DIR: `test-results/sandbox-data-${port}`,
      // Inside test-results (emptied every run), like the sandbox's: what a grower was told (alerts, read marks) is
      // the run's own, so a test never meets the last run's (a second or two to create the store, as CI does anyway).
      DATA_DIR: `test-results/e2e-store-${port}`,
      PUBLIC_URL: `http://localhost:${port}`,
      // Every test logs in from 127.0.0.1: the real limit is unit-tested, not hit here.
      RATE_LIMIT_PER_MINUTE: "10000",
      // Each test's X-Test-Scope keeps its faults, upstream cache and circuits its own (decision 0049).
      TEST_SCOPES: "on",
      // A circuit opened by an injected fault lets a trial through after 2 s, so a recovery test need not wait 30 s.
      UPSTREAM_BREAKER_OPEN_MS: "2000",
      // A delivery that failed is retried after 1 s, not 5 s, so a recovery test waits for the recovery, not the backoff.
      OUTBOX_FIRST_RETRY_MS: "1000",
      // The alert producer looks every second, so an alert test waits for the producer, not its schedule.
      ALERTS_EVERY_MS: "1000",
      // Tests inject upstream faults and expect the next page to show them: no page is kept for the next visitor
      // here. tests/e2e/page-cache.spec.ts starts a portal of its own with the cache as production runs it.
      PAGE_CACHE_SECONDS: "0",
      // A trickled request is answered 408 after 5 s, so the test of that deadline waits seconds, not half a minute.
      REQUEST_DEADLINE_SECONDS: "5",
      // A page view waits in line up to 5 s, not production's quarter second: the suite checks behaviour on a shared
      // machine (two workers, a sitemap crawl eight at a time), where a slow moment is not overload. A busy 503 from
      // that made the crawl red under load. Overload itself: server/admission.test.ts and the overload bench.
      RENDER_QUEUE_MS: "5000",
      LOG_LEVEL: "warn",
    },
  };
}
