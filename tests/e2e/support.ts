import AxeBuilder from "@axe-core/playwright";
import type { Browser, BrowserContext, Cookie, Locator, Page } from "@playwright/test";

import type { Sandbox } from "../../sandbox/server";
import { browserFetch, CookieJar, followInsideSandbox, formAction } from "../../sandbox/test-support";
import {
  expect,
  freshUpstreams,
  hasOwnUpstreams,
  portalOrigin,
  sandboxOf,
  sandboxOrigin,
  test,
  testScope,
} from "./fixtures";

export const PASSWORD = "surco-demo";
/**
 * The running test's portal and its sandbox (on the next port), as playwright.config.ts starts them (fixtures.ts).
 */
export const portal = (): string => portalOrigin();
export const sandbox = (): string => sandboxOrigin();

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
  // The page's bootstrap script (decision 0048) adds the live module script as the document is parsed: a page still
  // streaming in may not have reached it yet.
  await page.waitForLoadState("domcontentloaded");
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
 * Stops the page's clock (installed with `page.clock.install()` before the page loaded): from here its timers run
 * only as the test moves time with `page.clock.runFor`. The clock is stopped a second on from the page's own now
 * (the page's time, not the test's: a clock that ran ahead would refuse to go back).
 */
export async function pausePageClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1_000);
}

/**
 * Clicks outside an open modal dialog (the page's bottom-left corner), and it is gone. A Radix dialog listens for
 * outside presses from a task its effect queues once it opened (so that the press which opened it does not close
 * it): two frames (its effects have run) and one task later (its queued task has run), the click is heard.
 */
export async function clickOutside(page: Page, dialog: Locator) {
  await expect(dialog).toBeVisible();
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0)))),
  );
  await page.mouse.click(5, (page.viewportSize()?.height ?? 600) - 5);
  await expect(dialog).toHaveCount(0);
}

/**
 * Waits until the page at `path` (read over HTTP with the page's cookies, as a reload would, and the test's scope)
 * says `text`: for a state that settles on the server in its own time (a field sync, an outbox delivery), before the
 * test's one navigation to it. `text` as the HTML spells it.
 */
export async function untilServerSays(page: Page, path: string, text: string) {
  await expect
    .poll(async () => (await page.request.get(path)).text(), { timeout: 30_000, intervals: [250] })
    .toContain(text);
}

/**
 * Sets a fault on one sandbox upstream (see sandbox/README.md) for the running test's requests alone (fixtures.ts).
 * The spec runs with `test.use({ ownUpstreams: true })`, so that the portal's cache, warmed by other tests, does not
 * hide the fault, and the circuits it opens are the test's own.
 */
export async function setFault(upstream: string, fault: Record<string, unknown>) {
  expect(hasOwnUpstreams(), "a spec that sets faults runs with test.use({ ownUpstreams: true })").toBe(true);
  const response = await fetch(`${sandbox()}/_sandbox/faults`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ upstream, ...fault, scope: testScope() }),
  });
  expect(response.ok).toBe(true);
}

/**
 * The upstream is back: clears the running test's fault on one upstream, or all of its faults, and tells the portal,
 * whose next requests for this test start with closed circuits and an empty upstream cache
 * (app/services/test-scope.server.ts): a test asserts the recovery with one page load, never by waiting a circuit out.
 */
export async function clearFaults(upstream?: string) {
  const query = new URLSearchParams({ scope: testScope(), ...(upstream ? { upstream } : {}) });
  expect((await fetch(`${sandbox()}/_sandbox/faults?${query}`, { method: "DELETE" })).ok).toBe(true);
  await upstreamsRecovered();
}

/** Tells the portal this test's upstreams are back (after a failure of an upstream's own kind is lifted). */
export const upstreamsRecovered = () => freshUpstreams();
