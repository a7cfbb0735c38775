import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";

import { Client } from "pg";

import { countryOf, type Locale } from "../../app/countries";
import { formatDateTime } from "../../app/format/dates";
import { expect, test } from "./fixtures";
import { servePortal, startSandboxProcess, stopProcess, waitUntilOk } from "./processes";
import { RAW_HTTP, SERVER_HTML } from "./support";

/**
 * The submission receipt (decision 0018) in the browser, JavaScript on and off.
 *
 * No form submits through the outbox yet, and the default portal's embedded
 * store belongs to its one process, so the receipts themselves are seen on a
 * portal this spec starts on PostgreSQL (a schema of its own), whose outbox
 * rows it writes as the outbox stores them: with their next attempt far away,
 * so that portal's worker (which has no delivery for this kind) leaves them be.
 * That part skips without TEST_DATABASE_URL (CI always sets it). Unknown keys
 * and the sitemaps are checked on the suite's own portal.
 */
type Receipts = {
  receipt: Record<"heading" | "checkAgain" | "contact" | "notFoundTitle", string> & {
    states: Record<string, { title: string; body: string }>;
  };
};
const forms = (locale: string) => JSON.parse(readFileSync(`locales/${locale}/forms.json`, "utf8")) as Receipts;
const KEY = (seed: string) => `${seed.padEnd(22, "x").slice(0, 22)}.${"k".repeat(22)}`;

test.describe("on the suite's portal", () => {
  for (const [prefix, segment, locale] of [
    ["es-ar", "recibo", "es-AR"],
    ["en-us", "receipt", "en-US"],
  ] as const) {
    // Once, without JavaScript: status codes and server HTML.
    test(
      `${locale}: an unknown or malformed key is the locale's 404 naming the receipt`,
      SERVER_HTML,
      async ({ page }) => {
        for (const key of [KEY("unknown"), "not-a-key"]) {
          const response = await page.goto(`/${prefix}/${segment}/${key}`);
          expect(response?.status()).toBe(404);
          await expect(page.getByRole("main")).toContainText(forms(locale).receipt.notFoundTitle);
          await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
        }
      },
    );
  }

  // Once: sitemaps over raw HTTP.
  test("no sitemap names a receipt address", RAW_HTTP, async ({ request }) => {
    for (const prefix of ["es-ar", "pt-br", "en-us", "es-us"]) {
      const xml = await (await request.get(`/${prefix}/sitemap.xml`)).text();
      expect(xml).toContain("<urlset");
      expect(xml).not.toMatch(/\/(recibo|receipt)\//);
    }
  });
});

const DATABASE = process.env.TEST_DATABASE_URL;

test.describe("receipts of stored submissions", () => {
  test.skip(!DATABASE, "needs TEST_DATABASE_URL (a PostgreSQL this spec's portal and the spec share)");
  // One portal of its own, on PostgreSQL, started once: in the js-off project, whose news test opens a page with
  // JavaScript too.
  test.skip(() => test.info().project.name !== "js-off", "runs in the js-off project, both ways where it matters");
  test.describe.configure({ mode: "serial" });

  let sandbox: ChildProcess | undefined;
  let portal: ChildProcess | undefined;
  let origin = "";
  let schema = "";

  async function sql(statement: string, values: unknown[] = []) {
    const client = new Client({ connectionString: DATABASE });
    await client.connect();
    try {
      await client.query(statement, values);
    } finally {
      await client.end();
    }
  }
  /** A stored submission as the outbox keeps it, in the state the test needs. */
  async function storeSubmission(key: string, state: string, receivedAt: Date) {
    const far = new Date(Date.now() + 86_400_000);
    await sql(
      `insert into ${schema}.outbox (key, kind, payload, fingerprint, state, attempts, next_attempt_at, created_at, updated_at, sent_at)
       values ($1, 'e2e-receipt', '{}', 'e2e', $2, $3, $4, $5, $5, $6)`,
      [key, state, state === "received" ? 0 : 1, far, receivedAt, state === "sent" ? new Date() : null],
    );
  }

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    // Ports past the ones the suite and store.spec use.
    const base = Number(process.env.E2E_PORT ?? 3100) + 20;
    origin = `http://localhost:${base}`;
    schema = `e2e_receipt_${base}`;
    await sql(`drop schema if exists ${schema} cascade; create schema ${schema}`);
    const started = await startSandboxProcess(base + 1, `test-results/receipt-spec-sandbox-${base}`, origin);
    sandbox = started.child;
    const upstreams = started.env;
    const url = new URL(DATABASE!);
    url.searchParams.set("options", `-c search_path=${schema}`);
    // Real-looking upstreams: the boot guard (app/env.server.ts) wants a secret of its own.
    const secret = randomBytes(32).toString("base64url");
    portal = servePortal({
      ...upstreams,
      PORT: String(base),
      PUBLIC_URL: origin,
      DATABASE_URL: url.toString(),
      SESSION_SECRET: secret,
      LOG_LEVEL: "warn",
    });
    await waitUntilOk(`${origin}/readyz`);
  });

  test.afterAll(async () => {
    await stopProcess(portal);
    await stopProcess(sandbox);
    if (schema) await sql(`drop schema if exists ${schema} cascade`);
  });

  const receivedAt = new Date("2026-03-05T17:04:00Z");
  const states = [
    { state: "received", locale: "es-AR", path: "es-ar/recibo", words: "Recibido el", checkAgain: true, contact: null },
    { state: "sent", locale: "pt-BR", path: "pt-br/recibo", words: "Recebido em", checkAgain: false, contact: null },
    { state: "retrying", locale: "en-US", path: "en-us/receipt", words: "Received", checkAgain: true, contact: null },
    {
      state: "failed",
      locale: "es-US",
      path: "es-us/recibo",
      words: "Recibido el",
      checkAgain: false,
      contact: "/es-us/contacto",
    },
  ] as const;
  /** When it was received, as the portal writes it for the locale and its country's time zone. */
  const when = (words: string, locale: Locale) =>
    `${words} ${formatDateTime(locale, receivedAt, countryOf(locale).timeZone)}`;

  for (const s of states) {
    // Once, without JavaScript: server HTML and response headers.
    test(
      `${s.locale}: a ${s.state} receipt says so, with when it was received; personal, never stored or indexed`,
      SERVER_HTML,
      async ({ page }, testInfo) => {
        const key = KEY(`${s.state}-${testInfo.project.name}`);
        await storeSubmission(key, s.state, receivedAt);
        const response = await page.goto(`${origin}/${s.path}/${key}`);
        expect(response?.status()).toBe(200);
        expect(response?.headers()["cache-control"]).toContain("no-store");
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
        const text = forms(s.locale).receipt;
        const main = page.getByRole("main");
        await expect(main.getByRole("heading", { level: 1 })).toHaveText(text.heading);
        await expect(main.getByRole("status")).toContainText(text.states[s.state].title);
        await expect(main.getByRole("status")).toContainText(text.states[s.state].body);
        await expect(main.locator("time")).toHaveText(when(s.words, s.locale));
        await expect(main.locator("time")).toHaveAttribute("datetime", receivedAt.toISOString());
        await expect(main.getByRole("link", { name: text.checkAgain })).toHaveCount(s.checkAgain ? 1 : 0);
        if (s.contact) await expect(main.getByRole("link", { name: text.contact })).toHaveAttribute("href", s.contact);
        await page.screenshot({ path: testInfo.outputPath(`receipt-${s.state}.png`), fullPage: true });
      },
    );
  }

  const news = 'while it is on its way the receipt shows the news: by itself with JavaScript, by "check again" without';
  for (const javaScriptEnabled of [true, false]) {
    test(`${news} (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({ browser }) => {
      const key = KEY(`news-${javaScriptEnabled ? "js-on" : "js-off"}`);
      await storeSubmission(key, "received", new Date());
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      try {
        await page.goto(`${origin}/en-us/receipt/${key}`);
        const text = forms("en-US").receipt;
        const status = page.getByRole("main").getByRole("status");
        await expect(status).toContainText(text.states.received.title);
        await sql(`update ${schema}.outbox set state = 'sent', sent_at = now() where key = $1`, [key]);
        if (!javaScriptEnabled) {
          await page.getByRole("link", { name: text.checkAgain }).click();
          await expect(page).toHaveURL(`${origin}/en-us/receipt/${key}`);
        }
        // The page looks again every 4 s while received.
        await expect(status).toContainText(text.states.sent.title, { timeout: 10_000 });
        await expect(page.getByRole("link", { name: text.checkAgain })).toHaveCount(0);
      } finally {
        await context.close();
      }
    });
  }
});
