import { expect, test, type Page } from "@playwright/test";
import { logIn, PORTAL, SANDBOX } from "./support";

async function logOut(page: Page, menuLabel: RegExp, logoutLabel: string) {
  const form = page.locator('form[action="/api/auth/logout"]');
  if (!(await form.isVisible())) await page.getByRole("banner").getByText(menuLabel).first().click();
  await form.getByRole("button", { name: logoutLabel }).click();
}

test("log in and out: back where the grower was, query kept; logout only when logged in", async ({ page }) => {
  await page.goto("/pt-br/contato?origem=teste");
  await expect(page.locator('form[action="/api/auth/logout"]')).toHaveCount(0);
  const landing = page.waitForResponse((r) => r.url().endsWith("/pt-br/contato?origem=teste"));
  await logIn(page, "br.3estrelas@surco.example", "/pt-br/contato?origem=teste");
  await expect(page).toHaveURL("/pt-br/contato?origem=teste");
  // The member's data came from the loyalty API (or its cache), and the response says so.
  expect((await landing).headers()["server-timing"] ?? "").toMatch(/loyalty-member;desc="(ok|cache-hit|stale)";dur=[\d.]+/);
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
  await expect(page).toHaveURL(new RegExp(`${SANDBOX}/oidc/interaction/`));
  await page.getByLabel(/e-?mail/i).fill("us.pendiente@surco.example");
  await page.getByLabel(/password/i).fill("surco-demo");
  await page.getByRole("button", { name: /sign in/i }).click();
  await expect(page).toHaveURL("/es-us/mi-cuenta?pestana=2");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mi cuenta");
});

for (const evil of ["//evil.example", "https://evil.example/", "/\\evil.example"]) {
  test(`login refuses the return address ${evil} and comes back to the portal`, async ({ page }) => {
    await logIn(page, "br.1estrela@surco.example", evil);
    expect(new URL(page.url()).origin).toBe(PORTAL);
    expect(new URL(page.url()).pathname).toMatch(/^\/(es-ar|pt-br|en-us|es-us)$/);
  });
}

test("an email off the Argentine allow-list is sent to / without a session", async ({ page }) => {
  await logIn(page, "ar.nopermitido@surco.example", "/es-ar/mi-cuenta");
  expect(new URL(page.url()).pathname).not.toBe("/es-ar/mi-cuenta");
  await page.goto("/es-ar");
  await expect(page.locator('form[action="/api/auth/logout"]')).toHaveCount(0);
});

test("cross-site POSTs are refused with 403", async ({ request }) => {
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
  test("the finance block reaches only finance roles, in their set", async ({ page }) => {
    await logIn(page, "ar.finanzasypedidos@surco.example", "/es-ar/mi-cuenta");
    await expect(page.getByRole("heading", { name: "Mesa Eximia de finanzas y pedidos" })).toBeVisible();
    expect(await page.content()).not.toContain("Mesa de finanzas premium");
  });

  test("a grower without a finance role never receives the block, not even hidden", async ({ page }) => {
    await logIn(page, "ar.permitido@surco.example", "/es-ar/mi-cuenta");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mi cuenta");
    const html = await page.content();
    expect(html).not.toContain("Mesa Eximia");
    expect(html).not.toContain("Mesa de finanzas premium");
  });

  test("Eleva, carbon programme and Cultivar Plus blocks follow the user's claims", async ({ page }) => {
    await logIn(page, "br.cultivarplus@surco.example", "/pt-br/area-logada");
    await expect(page.getByRole("heading", { name: "Cultivar Plus" })).toBeVisible();
    const html = await page.content();
    expect(html).not.toContain("Seja Cultivar Plus");
    expect(html).not.toContain("Membro Eleva");
    expect(html).not.toContain("Programa de carbono");
  });
});
