import { defineConfig, devices } from "@playwright/test";

/**
 * Browser tests on Debian's Chromium (Playwright cannot download browsers here),
 * each flow with JavaScript on and with it off, then the fault-injection tests,
 * which change the sandbox's behaviour and so run alone after the others.
 * The portal runs as production runs it, the built server with no TypeScript loader (`npm run serve`; `npm test`
 * builds first), with its own sandbox and data dir.
 */
// E2E_PORT lets two checkouts (or engineers) run the suite side by side; each sandbox takes its portal's next port.
// The store and receipt specs start their own processes on E2E_PORT + 2 to + 23.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const FAULTS_PORT = PORT + 40;

const chromium = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
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
  reporter: process.env.CI ? [["list"]] : [["list"]],
  // Generous: the signed-in history pages and the sitemap's passes take 15–60 s on a busy two-core CI machine.
  timeout: 60_000,
  // The service worker answers a page slower than 3 s from the device (issue 16): on a busy machine that would be any
  // test's page, so only the offline spec lets it run (tests/e2e/offline.spec.ts).
  use: { baseURL: `http://localhost:${PORT}`, trace: "off", screenshot: "only-on-failure", serviceWorkers: "block" },
  projects: [
    // Tests tagged @server-html or @raw-http check nothing JavaScript changes: they run once, in js-off (decision 0039).
    {
      name: "js-on",
      testIgnore: /faults\.spec/,
      grepInvert: /@server-html|@raw-http/,
      use: { ...chromium, javaScriptEnabled: true },
    },
    { name: "js-off", testIgnore: /faults\.spec/, use: { ...chromium, javaScriptEnabled: false } },
    // Faults are global to a sandbox: one worker, so one file's faults never meet another's tests. Its own portal,
    // so it runs beside the js projects: they warm caches (a sitemap sweep caches every product) that would outlive
    // the faults it injects, and its faults never reach their upstreams.
    {
      name: "faults",
      testMatch: /faults\.spec/,
      workers: 1,
      use: { ...chromium, baseURL: `http://localhost:${FAULTS_PORT}` },
    },
  ],
  webServer: [portalServer(PORT), portalServer(FAULTS_PORT)],
});

/** The built portal with its embedded sandbox on the next port, as production runs it. */
function portalServer(port: number) {
  return {
    command: "npm run --silent serve",
    url: `http://localhost:${port}/readyz`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      PORT: String(port),
      SANDBOX_PORT: String(port + 1),
      SANDBOX_DATA_DIR: `test-results/sandbox-data-${port}`,
      // Outside test-results (emptied every run): the embedded store's first creation is the slow part of a boot.
      DATA_DIR: `.cache/e2e-store-${port}`,
      PUBLIC_URL: `http://localhost:${port}`,
      // Every test logs in from 127.0.0.1: the real limit is unit-tested, not hit here.
      RATE_LIMIT_PER_MINUTE: "10000",
      // A circuit opened by an injected fault lets a trial through after 2 s, so a recovery test need not wait 30 s.
      UPSTREAM_BREAKER_OPEN_MS: "2000",
      // A delivery that failed is retried after 1 s, not 5 s, so a recovery test waits for the recovery, not the backoff.
      OUTBOX_FIRST_RETRY_MS: "1000",
      // Tests inject upstream faults and expect the next page to show them: no page is kept for the next visitor
      // here. tests/e2e/page-cache.spec.ts starts a portal of its own with the cache as production runs it.
      PAGE_CACHE_SECONDS: "0",
      LOG_LEVEL: "warn",
    },
  };
}
