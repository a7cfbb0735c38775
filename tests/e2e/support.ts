import { mkdir, rmdir, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import AxeBuilder from "@axe-core/playwright";
import {
  type Browser,
  type BrowserContext,
  type Cookie,
  expect,
  type Locator,
  type Page,
  test,
} from "@playwright/test";

import type { Sandbox } from "../../sandbox/server";
import { browserFetch, CookieJar, followInsideSandbox, formAction } from "../../sandbox/test-support";

export const PASSWORD = "surco-demo";
/**
 * The running test's portal and its sandbox (on the next port), as playwright.config.ts starts them: the js
 * projects share one, the faults project has its own, which no other test has warmed.
 */
export function portal(): string {
  return new URL(test.info().project.use.baseURL!).origin;
}
export function sandbox(): string {
  return sandboxOf(portal());
}
function sandboxOf(portalOrigin: string): string {
  const url = new URL(portalOrigin);
  url.port = String(Number(url.port) + 1);
  return url.origin;
}

/**
 * With JavaScript on, waits until the page has hydrated: the header's menus are
 * buttons, no longer <details>. A disclosure clicked before that is re-rendered
 * by hydration, and a click on its old elements lands on nothing.
 */
/**
 * The page's scripts, except JSON-LD (data) and the service worker's registration (issue 16): the one small inline
 * script a page without scripts keeps outside light mode.
 */
export const runnableScripts = (page: Page) =>
  page.locator('script:not([type="application/ld+json"]):not(#sw-register)');

export async function hydrated(page: Page) {
  if (test.info().project.use.javaScriptEnabled === false) return;
  await expect(page.locator("button#sh-account-toggle")).toBeAttached();
}

/**
 * For a test that walks pages of both kinds (issue 16): waits for hydration
 * where the page ships the client runtime (its module script), and not at all
 * on a page complete as HTML, which never hydrates.
 */
export async function hydratedIfScripted(page: Page) {
  if (await page.locator('script[type="module"]').count()) await hydrated(page);
}

/**
 * Logs in as a grower would, through the provider's sign-in page (a plain HTML
 * form, so this works with JavaScript off too), starting from the portal's
 * login address with the return address as its state.
 */
export async function logIn(page: Page, email: string, returnTo: string) {
  await page.goto(`/api/auth/login?state=${encodeURIComponent(returnTo)}`);
  await page.getByLabel(/e-?mail/i).fill(email);
  await page.getByLabel(/password|senha|contraseña/i).fill(PASSWORD);
  await page.getByRole("button", { name: /sign in|entrar|ingresar|log in/i }).click();
}

/**
 * The sign-in cookies of each grower this worker has logged in, by portal: a test that needs a signed-in grower
 * but is not about signing in reuses them instead of going through the provider's pages again. Taken right after
 * the login, so nothing a test changes in its cookies (a closed banner, onboarding progress) reaches another test.
 */
const sessions = new Map<string, Cookie[]>();

/**
 * Opens `path` as the grower, signed in: the first time in this worker through `logIn` (the provider's pages), then
 * with the cookies that login gave. Tests of signing in or out themselves use `logIn`.
 */
export async function signedIn(page: Page, email: string, path: string) {
  const key = `${portal()} ${email.toLowerCase()}`;
  const cookies = sessions.get(key);
  if (cookies) {
    await page.context().addCookies(cookies);
    await page.goto(path);
    return;
  }
  await logIn(page, email, path);
  await page.waitForURL((url) => url.origin === portal() && !url.pathname.startsWith("/api/auth/"));
  sessions.set(key, await page.context().cookies());
}

/**
 * A login over raw HTTP, as a browser would make it, stopped where the
 * provider hands the grower back: the callback address (not yet requested)
 * and the cookie jar holding the portal's login cookie and the provider's.
 */
export async function providerCallback(
  email: string,
  returnTo: string,
  origin = portal(),
): Promise<{ jar: CookieJar; callback: URL }> {
  const jar = new CookieJar();
  const provider = { url: sandboxOf(origin) } as Sandbox;
  const start = new URL(`/api/auth/login?state=${encodeURIComponent(returnTo)}`, origin);
  const started = await browserFetch(jar, start);
  expect(started.status).toBe(302);
  const authorize = new URL(started.headers.get("location") ?? "", start);
  const page = await followInsideSandbox(jar, provider, await browserFetch(jar, authorize), authorize);
  const action = formAction(await page.response.text(), page.url.href);
  const posted = await browserFetch(jar, action, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email, password: PASSWORD }).toString(),
  });
  const end = await followInsideSandbox(jar, provider, posted, action);
  expect(end.url.origin + end.url.pathname).toBe(`${origin}/api/auth/callback`);
  return { jar, callback: end.url };
}

/**
 * Tags for tests whose JavaScript-on run would check nothing that JavaScript changes: playwright.config.ts leaves
 * them out of the js-on project, so they run once, in js-off (decision 0039). Each use says why beside it.
 * SERVER_HTML: what the test reads is the server's HTML, reached by links, GET forms and plain POST forms.
 * RAW_HTTP: the test makes requests (headers, status codes, redirects, downloads) and opens no page at all.
 */
export const SERVER_HTML = { tag: "@server-html" };
export const RAW_HTTP = { tag: "@raw-http" };

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * axe run in the page itself ("legacy" mode): the default mode finishes every run in a new blank page, made to
 * merge results across cross-origin frames, which tripled each check's time (about 3 s against 1 s per page here).
 * Our pages have no frame of their own; the one third-party frame, a video player, is not ours to check, while its
 * <iframe> element still is (its title), in the page.
 */
async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .options({ iframes: false })
    .withTags(AXE_TAGS)
    .setLegacyMode(true)
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/**
 * One context per browser (so per worker) for checking server HTML: JavaScript on for axe, every script file
 * blocked, so nothing it shows ever hydrates. It holds no cookies: the document it shows is handed to it whole,
 * and what that document loads (styles, pictures) is public.
 */
const serverHtmlContexts = new WeakMap<Browser, Promise<BrowserContext>>();
function serverHtmlContext(browser: Browser): Promise<BrowserContext> {
  let context = serverHtmlContexts.get(browser);
  if (!context) {
    context = browser.newContext({ javaScriptEnabled: true }).then(async (created) => {
      await created.route(/\.js(\?|$)/, (route) => route.abort());
      return created;
    });
    serverHtmlContexts.set(browser, context);
  }
  return context;
}

/**
 * Zero axe violations (WCAG 2.2 AA rules) on the current page. axe itself needs JavaScript, so for the
 * JavaScript-off project the page's document, as the browser holds it now, is shown at the same address (same size,
 * same CSS and images) in a page that never hydrates (serverHtmlContext), and axe checks exactly what a visitor
 * without JavaScript has in front of them, the answer to a form's POST and a <details> they opened included, without
 * asking the server to render the page again.
 * A describe block that sets its own JavaScript mode (the faults project) passes it.
 */
export async function expectNoAxeViolations(
  page: Page,
  javaScriptEnabled = test.info().project.use.javaScriptEnabled !== false,
) {
  if (javaScriptEnabled) {
    expect(await axeViolations(page)).toEqual([]);
    return;
  }
  // The whole document: a page still streaming in has ids its first part points to but does not hold yet.
  await page.waitForLoadState("load");
  const address = new URL(page.url());
  address.hash = "";
  const html = await page.content();
  const serverHtmlOnly = await (await serverHtmlContext(page.context().browser()!)).newPage();
  try {
    const viewport = page.viewportSize();
    if (viewport) await serverHtmlOnly.setViewportSize(viewport);
    await serverHtmlOnly.route(
      (url) => url.href.replace(/#.*$/, "") === address.href,
      (route) =>
        route.request().isNavigationRequest()
          ? route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: html })
          : route.continue(),
    );
    await serverHtmlOnly.goto(page.url());
    expect(await axeViolations(serverHtmlOnly)).toEqual([]);
  } finally {
    await serverHtmlOnly.close();
  }
}

/**
 * Clicks outside an open modal dialog (the page's bottom-left corner) until it is gone. A Radix dialog listens for
 * outside presses from the task after it opened, so that the press which opened it does not close it; on a busy
 * machine a click sent right after the dialog shows can come first, and is rightly ignored.
 */
export async function clickOutside(page: Page, dialog: Locator) {
  await expect(async () => {
    await page.mouse.click(5, (page.viewportSize()?.height ?? 600) - 5);
    await expect(dialog).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
}

/** Sets a fault on one sandbox upstream (see sandbox/README.md). */
export async function setFault(upstream: string, fault: Record<string, unknown>) {
  const response = await fetch(`${sandbox()}/_sandbox/faults`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ upstream, ...fault }),
  });
  expect(response.ok).toBe(true);
}

/** Clears one upstream's fault, or every fault (only the faults project, which runs alone, clears them all). */
export async function clearFaults(upstream?: string) {
  const only = upstream ? `?upstream=${encodeURIComponent(upstream)}` : "";
  await fetch(`${sandbox()}/_sandbox/faults${only}`, { method: "DELETE" });
}

/**
 * For a spec of the js projects that faults an upstream other specs of its own also read: the two projects run
 * side by side, so the spec's tests in both take turns through one lock (a directory, across workers), and after
 * each test only the named upstreams' faults are cleared, never another spec's.
 */
export function takeTurns(lock: string, ...upstreams: string[]) {
  const dir = path.join(tmpdir(), `surco-e2e-${lock}-${process.env.E2E_PORT ?? 3100}`);
  test.beforeEach(async () => {
    for (;;) {
      try {
        await mkdir(dir);
        return;
      } catch {
        // A lock left by a run that died is older than any test.
        const age = await stat(dir).then(
          (s) => Date.now() - s.mtimeMs,
          () => 0,
        );
        if (age > 180_000) await rmdir(dir).catch(() => {});
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  });
  test.afterEach(async () => {
    for (const upstream of upstreams) await clearFaults(upstream);
    await rmdir(dir).catch(() => {});
  });
}
