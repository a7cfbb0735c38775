import type { Locator, Page, Response } from "@playwright/test";

import { browserFetch } from "../../sandbox/test-support";
import { expect, test } from "./fixtures";
import {
  expectNoAxeViolations,
  hydratedIfScripted,
  logIn,
  PASSWORD,
  portal,
  providerCallback,
  RAW_HTTP,
  sandbox,
  SERVER_HTML,
  signedIn,
} from "./support";

/** Opens the account menu, once the page has hydrated (hydration re-renders the menu), unless it is open. */
async function openAccountMenu(page: Page, menuLabel: RegExp, item: Locator) {
  await hydratedIfScripted(page);
  if (!(await item.isVisible())) await page.getByRole("banner").getByText(menuLabel).first().click();
  await expect(item).toBeVisible();
}

async function logOut(page: Page, menuLabel: RegExp, logoutLabel: string) {
  const button = page.locator('form[action="/api/auth/logout"]').getByRole("button", { name: logoutLabel });
  await openAccountMenu(page, menuLabel, button);
  await button.click();
}

/** oidc-provider ends the previous account's session with a self-submitting form: without JavaScript, a click. */
async function continueWithoutJavaScript(page: Page) {
  if (test.info().project.use.javaScriptEnabled === false) await page.getByRole("button", { name: "Continue" }).click();
}

test("log in and out: back where the grower was, query kept; logout only when logged in", async ({ page }) => {
  await page.goto("/pt-br/contato?origem=teste");
  await expect(page.locator('form[action="/api/auth/logout"]')).toHaveCount(0);
  const landing = page.waitForResponse((r) => r.url().endsWith("/pt-br/contato?origem=teste"));
  await logIn(page, "br.3estrelas@surco.example", "/pt-br/contato?origem=teste");
  await expect(page).toHaveURL("/pt-br/contato?origem=teste");
  // The member's data came from the loyalty API (or its cache), and the response says so.
  expect((await landing).headers()["server-timing"] ?? "").toMatch(
    /loyalty-member;desc="(ok|cache-hit|stale)";dur=[\d.]+/,
  );
  await page.waitForLoadState();
  const html = await page.content();
  expect(html).toContain("Ana Carolina Mendes");
  expect(html).toContain("3 estrelas");
  await expect(page.locator('form[action="/api/auth/logout"]')).toHaveCount(1);

  await logOut(page, /^Olá, Ana Carolina Mendes$/, "Sair");
  await expect(page).toHaveURL("/pt-br");
  await expect(page.locator('form[action="/api/auth/logout"]')).toHaveCount(0);
  // The portal's session is gone for good: the logged-in area asks for a new login round trip.
  const again = await page.request.get("/pt-br/area-logada", { maxRedirects: 0 });
  expect(again.status()).toBe(302);
  expect(again.headers().location).toBe("/api/auth/login?state=%2Fpt-br%2Farea-logada");
});

test("a protected page sends an anonymous visitor to login and back, with its query", async ({ page }) => {
  await page.goto("/es-us/mi-cuenta?pestana=2");
  await expect(page).toHaveURL(new RegExp(`${sandbox()}/oidc/interaction/`));
  await page.getByLabel(/e-?mail/i).fill("us.pendiente@surco.example");
  await page.getByLabel(/password/i).fill("surco-demo");
  await page.getByRole("button", { name: /sign in/i }).click();
  await expect(page).toHaveURL("/es-us/mi-cuenta?pestana=2");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mi cuenta");
});

// The provider's pages and the home it comes back to ship no script (issue 16): once, in js-off (decision 0039).
for (const evil of ["//evil.example", "https://evil.example/", "/\\evil.example"]) {
  test(`login refuses the return address ${evil} and comes back to the portal`, SERVER_HTML, async ({ page }) => {
    await logIn(page, "br.1estrela@surco.example", evil);
    expect(new URL(page.url()).origin).toBe(portal());
    expect(new URL(page.url()).pathname).toMatch(/^\/(es-ar|pt-br|en-us|es-us)$/);
  });
}

test("a grower off her country's allow-list gets no session whatever the return address, and is told why", async ({
  page,
}) => {
  // Two sign-ins, five pages and an accessibility check: more than one flow's worth of time on a loaded machine.
  test.setTimeout(60_000);
  // Argentina's list holds ar.nopermitido out even when she asks to return to a US page.
  await logIn(page, "ar.nopermitido@surco.example", "/en-us/my-account");
  await expect(page).toHaveURL("/en-us?login=refused");
  await expect(page.getByRole("alert")).toContainText("Your account cannot log in yet");
  await expectNoAxeViolations(page);
  await page.goto("/es-ar/catalogo");
  await expect(page.locator('form[action="/api/auth/logout"]')).toHaveCount(0);
  expect(await page.content()).not.toContain("Florencia");

  // Every locale says why in its own words (the provider remembers her, so no password is asked).
  const why: Record<string, string> = {
    "es-ar": "Tu cuenta todavía no puede ingresar",
    "pt-br": "Sua conta ainda não pode entrar",
    "es-us": "Tu cuenta todavía no puede iniciar sesión",
  };
  for (const [prefix, text] of Object.entries(why)) {
    await page.goto(`/api/auth/login?state=${encodeURIComponent(`/${prefix}`)}`);
    await expect(page).toHaveURL(`/${prefix}?login=refused`);
    await expect(page.getByRole("alert")).toContainText(text);
  }

  // "Log in with another account" makes the provider ask for a password, though it remembers her.
  await page.getByRole("alert").getByRole("link", { name: "Iniciar sesión con otra cuenta" }).click();
  await expect(page).toHaveURL(new RegExp(`${sandbox()}/oidc/interaction/`));
  await expect(page.getByLabel(/password/i)).toBeVisible();
  await page.getByLabel(/e-?mail/i).fill("ar.permitido@surco.example");
  await page.getByLabel(/password/i).fill(PASSWORD);
  await page.getByRole("button", { name: /sign in/i }).click();
  await continueWithoutJavaScript(page);
  await expect(page).toHaveURL("/es-us");
  await expect(page.locator('form[action="/api/auth/logout"]')).toHaveCount(1);
});

test("the allow-list of the grower's country applies, not the page's: a Brazilian grower on an Argentine page", async ({
  page,
}) => {
  await logIn(page, "br.1estrela@surco.example", "/es-ar/mi-cuenta");
  await expect(page).toHaveURL("/es-ar/mi-cuenta");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mi cuenta");
});

test.describe("sign-out ends the sign-in", () => {
  test("after 'Cerrar sesión' the next private page asks for the password, even with the provider's old cookies", async ({
    page,
  }) => {
    await logIn(page, "ar.permitido@surco.example", "/es-ar/mi-cuenta");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mi cuenta");
    const providerCookies = await page.context().cookies(`${sandbox()}/oidc/`);
    expect(providerCookies.map((c) => c.name)).toContain("surco_idp_session");
    // A field-view token the portal set earlier must not outlive the sign-out.
    // (Planted through an https address: Chromium takes a `__Host-` cookie only from a secure origin, and sends it to
    // http://localhost, which it counts as one.)
    const secureOrigin = portal().replace(/^http:/, "https:");
    await page
      .context()
      .addCookies([{ name: "__Host-surco_fv", value: "token-of-the-grower", url: secureOrigin, secure: true }]);
    expect((await page.context().cookies(portal())).map((c) => c.name)).toContain("__Host-surco_fv");

    const visited: string[] = [];
    page.on("request", (request) => visited.push(new URL(request.url()).pathname));
    await logOut(page, /^Hola, /, "Cerrar sesión");
    // Two answers on the way carry Clear-Site-Data (the sign-out and the signed-out landing): the browser empties the
    // site's cache and storage before it moves on, which takes seconds on a busy machine.
    await expect(page).toHaveURL("/es-ar", { timeout: 20_000 });
    // Through the provider's end-session endpoint and back to the registered landing.
    expect(visited).toEqual(
      expect.arrayContaining(["/api/auth/logout", "/oidc/session/end", "/api/auth/signed-out", "/es-ar"]),
    );
    expect((await page.context().cookies(portal())).map((c) => c.name)).toEqual([]);

    await page.goto("/es-ar/mi-cuenta");
    await expect(page).toHaveURL(new RegExp(`${sandbox()}/oidc/interaction/`));
    await expect(page.getByLabel(/password/i)).toBeVisible();

    // The provider ended its session on its side: its old cookie, put back, signs nobody in.
    await page.context().addCookies(providerCookies);
    await page.goto("/es-ar/mi-cuenta");
    await expect(page).toHaveURL(new RegExp(`${sandbox()}/oidc/interaction/`));
    await expect(page.getByLabel(/password/i)).toBeVisible();
  });

  test("the account menu offers another account: the provider asks for a password and the new grower replaces the old", async ({
    page,
  }) => {
    await logIn(page, "ar.permitido@surco.example", "/es-ar/contacto");
    await expect(page).toHaveURL("/es-ar/contacto");
    const another = page.getByRole("link", { name: "Ingresar con otra cuenta" });
    await openAccountMenu(page, /^Hola, /, another);
    await another.click();
    await expect(page.getByLabel(/password/i)).toBeVisible();
    await page.getByLabel(/e-?mail/i).fill("ar.finanzas@surco.example");
    await page.getByLabel(/password/i).fill(PASSWORD);
    await page.getByRole("button", { name: /sign in/i }).click();
    await continueWithoutJavaScript(page);
    await expect(page).toHaveURL("/es-ar/contacto");
    const html = await page.content();
    expect(html).not.toContain("Santiago Nicolás Giménez");
  });
});

test.describe("cookies", () => {
  test("the session is __Host- (Secure, Path=/, no Domain) and the login round trip __Secure- on /api/auth", async ({
    page,
  }) => {
    const start = page.waitForResponse((r) => r.url().includes("/api/auth/login"));
    const callback = page.waitForResponse((r) => r.url().includes("/api/auth/callback"));
    await logIn(page, "br.3estrelas@surco.example", "/pt-br/contato");
    const setCookies = async (response: Promise<Response>) =>
      (await (await response).headersArray()).filter((h) => h.name.toLowerCase() === "set-cookie").map((h) => h.value);
    const login = (await setCookies(start)).find((c) => c.startsWith("__Secure-surco_login="));
    expect(login).toMatch(/; Path=\/api\/auth;/);
    expect(login).toMatch(/; Secure/);
    expect(login).toMatch(/; HttpOnly/);
    const session = (await setCookies(callback)).find((c) => c.startsWith("__Host-surco_session="));
    expect(session).toMatch(/; Path=\/;/);
    expect(session).toMatch(/; Secure/);
    expect(session).toMatch(/; HttpOnly/);
    expect(session).not.toMatch(/domain=/i);
  });

  test("a planted cookie of the old name or a second session cookie does not sign the grower out", async ({
    page,
    playwright,
  }) => {
    await logIn(page, "ar.permitido@surco.example", "/es-ar/mi-cuenta");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mi cuenta");
    const real = (await page.context().cookies(portal())).find((c) => c.name === "__Host-surco_session");
    expect(real).toBeDefined();
    const raw = await playwright.request.newContext({ baseURL: portal() });
    try {
      for (const planted of [
        "__surco_session=planted",
        "__Host-surco_session=planted",
        "__Host-surco_session=s%3Aforged.sig",
      ]) {
        const response = await raw.get("/es-ar/mi-cuenta", {
          headers: { cookie: `${planted}; __Host-surco_session=${real!.value}` },
          maxRedirects: 0,
        });
        expect(response.status(), planted).toBe(200);
        expect(await response.text()).toContain("Santiago");
      }
    } finally {
      await raw.dispose();
    }
  });
});

// Once: the provider's answers are checked over raw HTTP, no page is opened.
test.describe("the callback checks the provider's answer (raw HTTP)", RAW_HTTP, () => {
  test("the untouched answer names the issuer (RFC 9207) and signs the grower in", async () => {
    const { jar, callback } = await providerCallback("ar.permitido@surco.example", "/es-ar/mi-cuenta");
    expect(callback.searchParams.get("iss")).toBe(`${sandbox()}/oidc`);
    const answer = await browserFetch(jar, callback);
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/es-ar/mi-cuenta");
    expect(answer.headers.getSetCookie().some((c) => c.startsWith("__Host-surco_session="))).toBe(true);
  });

  test("a grower off her country's allow-list returning to a US page: no session, the refused notice", async () => {
    const { jar, callback } = await providerCallback("ar.nopermitido@surco.example", "/en-us/my-account");
    const answer = await browserFetch(jar, callback);
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/en-us?login=refused");
    // Only expiring Set-Cookies: the session cookie, if named, is emptied.
    for (const cookie of answer.headers.getSetCookie())
      expect(cookie).toMatch(/^[^=]+=;|Max-Age=0|Expires=Thu, 01 Jan 1970/);
    const catalogue = await browserFetch(jar, new URL("/es-ar/catalogo", portal()));
    expect(await catalogue.text()).not.toContain("Florencia");
  });

  for (const [label, tamper] of [
    ["another issuer", (url: URL) => url.searchParams.set("iss", "http://evil.example/oidc")],
    ["no issuer", (url: URL) => url.searchParams.delete("iss")],
    ["another state", (url: URL) => url.searchParams.set("state", "forged")],
    ["another code", (url: URL) => url.searchParams.set("code", "forged")],
  ] as const) {
    test(`${label} → no session, the localized login-failed notice`, async () => {
      const { jar, callback } = await providerCallback("ar.permitido@surco.example", "/es-ar/mi-cuenta");
      tamper(callback);
      const answer = await browserFetch(jar, callback);
      expect(answer.status).toBe(302);
      expect(answer.headers.get("location")).toBe("/es-ar?login=failed");
      expect(answer.headers.getSetCookie().some((c) => c.startsWith("__Host-surco_session="))).toBe(false);
    });
  }
});

// Once: over HTTP, with a session each time (issue 26).
test(
  "any logout ends the session, whatever its body; the next sign-in on the device asks for the password",
  RAW_HTTP,
  async ({ browser }) => {
    const sameOrigin = { "sec-fetch-site": "same-origin" };
    const bodies: { headers: Record<string, string>; data?: string }[] = [
      { headers: sameOrigin },
      { headers: { ...sameOrigin, "content-type": "application/x-www-form-urlencoded" }, data: "locale=es-ar" },
      { headers: { ...sameOrigin, "content-type": "application/json" }, data: '{"locale":"es-ar"}' },
      { headers: { ...sameOrigin, "content-type": "application/json" }, data: "{not json" },
      { headers: { ...sameOrigin, "content-type": "text/plain" }, data: "locale=es-ar" },
      { headers: { ...sameOrigin, "content-type": "multipart/form-data; boundary=x" }, data: "--x\r\nbroken" },
      { headers: { ...sameOrigin, "content-type": "multipart/form-data" }, data: "no boundary" },
    ];
    for (const body of bodies) {
      const context = await browser.newContext({ baseURL: portal() });
      const page = await context.newPage();
      try {
        await logIn(page, "ar.permitido@surco.example", "/es-ar/mi-cuenta");
        await expect(page).toHaveURL(/\/es-ar\/mi-cuenta$/);
        const response = await page.request.post("/api/auth/logout", { ...body, maxRedirects: 0 });
        expect(response.status(), JSON.stringify(body)).toBe(303);
        expect(response.headers()["clear-site-data"]).toBe('"cache", "storage"');
        // The hop to the provider's end-session is never made: the portal's session is over all the same...
        const account = await page.request.get("/es-ar/mi-cuenta", { maxRedirects: 0 });
        expect(account.status(), JSON.stringify(body)).not.toBe(200);
        // ...and the provider, whose session lives on, is asked for the password.
        const login = await page.request.get("/api/auth/login?state=%2Fes-ar%2Fmi-cuenta", { maxRedirects: 0 });
        expect(new URL(login.headers().location!).searchParams.get("prompt"), JSON.stringify(body)).toBe("login");
      } finally {
        await context.close();
      }
    }
  },
);

// Once: response headers over raw HTTP.
test("the signed-out landing clears the site's cache, cookies and storage", RAW_HTTP, async ({ request }) => {
  const landing = await request.get("/api/auth/signed-out?state=es-ar", { maxRedirects: 0 });
  expect(landing.status()).toBe(302);
  expect(landing.headers().location).toBe("/es-ar");
  expect(landing.headers()["clear-site-data"]).toBe('"cache", "cookies", "storage"');
  const nowhere = await request.get("/api/auth/signed-out?state=//evil.example", { maxRedirects: 0 });
  expect(nowhere.headers().location).toBe("/");
});

test(
  "the signed-out landing keeps a signed-in grower's session: signing out is a POST, never a link",
  SERVER_HTML,
  async ({ page }) => {
    await logIn(page, "br.1estrela@surco.example", "/pt-br");
    const landing = await page.request.get("/api/auth/signed-out?state=pt-br", { maxRedirects: 0 });
    expect(landing.status()).toBe(302);
    expect(landing.headers().location).toBe("/pt-br");
    expect(landing.headers()["clear-site-data"]).toBeUndefined();
    await page.goto("/pt-br");
    await expect(page.locator('form[action="/api/auth/logout"]')).toHaveCount(1);
  },
);

// Once: status codes over raw HTTP.
test("cross-site POSTs are refused with 403", RAW_HTTP, async ({ request }) => {
  const crossSite: Record<string, string>[] = [{ "sec-fetch-site": "cross-site" }, { origin: "https://evil.example" }];
  for (const headers of crossSite) {
    const response = await request.post("/api/auth/logout", { headers, form: { locale: "es-ar" }, maxRedirects: 0 });
    expect(response.status()).toBe(403);
  }
  const sameOrigin = await request.post("/api/auth/logout", {
    headers: { "sec-fetch-site": "same-origin" },
    form: { locale: "es-ar" },
    maxRedirects: 0,
  });
  expect(sameOrigin.status()).toBe(303);
});

test.describe("gated blocks are decided on the server", () => {
  // Once, without JavaScript: the server's HTML is what is checked.
  test("the finance quick links reach only finance roles, in their set", SERVER_HTML, async ({ page }) => {
    await signedIn(page, "ar.finanzasypedidos@surco.example", "/es-ar/mi-cuenta");
    await expect(page.getByRole("heading", { name: "Accesos Eximia" })).toBeVisible();
    expect(await page.content()).not.toContain("Accesos premium");
  });

  // Once, without JavaScript: the server's HTML is what is checked.
  test("a grower without a finance role never receives those links, not even hidden", SERVER_HTML, async ({ page }) => {
    await signedIn(page, "ar.permitido@surco.example", "/es-ar/mi-cuenta");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mi cuenta");
    const html = await page.content();
    expect(html).not.toContain("Accesos Eximia");
    expect(html).not.toContain("Accesos premium");
  });

  // Once, without JavaScript: the server's HTML is what is checked.
  test("Eleva, carbon programme and Cultivar Plus blocks follow the user's claims", SERVER_HTML, async ({ page }) => {
    await signedIn(page, "br.cultivarplus@surco.example", "/pt-br/area-logada");
    await expect(page.getByRole("heading", { name: "Cultivar Plus" })).toBeVisible();
    const html = await page.content();
    expect(html).not.toContain("Seja Cultivar Plus");
    expect(html).not.toContain("Membro Eleva");
    expect(html).not.toContain("Programa de carbono");
  });
});
