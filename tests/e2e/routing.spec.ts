import { expect, test } from "./fixtures";
import { portal, RAW_HTTP, SERVER_HTML } from "./support";

// Every test here makes requests, or opens a page that ships no script (a 404, issue 16): once, in js-off (0039).
test.describe("locale negotiation and localized 404s", SERVER_HTML, () => {
  for (const [header, target] of [
    ["pt-BR,pt;q=0.9", "/pt-br"],
    ["es-AR", "/es-ar"],
    ["es-US,en;q=0.5", "/es-us"],
    ["fr-FR", "/en-us"],
  ]) {
    test(`/ with Accept-Language ${header} goes to ${target}`, async ({ request }) => {
      const response = await request.get("/", { headers: { "accept-language": header }, maxRedirects: 0 });
      expect(response.status()).toBe(302);
      expect(response.headers().location).toBe(target);
    });
  }

  test("an unknown locale is a 404 in the visitor's language, offering every locale", async ({ browser }) => {
    const page = await browser.newPage({ locale: "pt-BR" });
    const response = await page.goto("/fr-fr/contact");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Página não encontrada");
    await expect(page.locator('a[hreflang="es-AR"]')).toHaveAttribute("href", "/es-ar");
  });

  test("a section the locale does not have is a localized 404 inside the site frame", async ({ page }) => {
    const response = await page.goto("/en-us/contacto");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  });
});

test.describe("robots and sitemaps", RAW_HTTP, () => {
  test("robots.txt lists one sitemap per locale and keeps crawlers out of the API", async ({ request }) => {
    const text = await (await request.get("/robots.txt")).text();
    expect(text).toContain("Disallow: /api/");
    for (const prefix of ["es-ar", "pt-br", "en-us", "es-us"]) {
      expect(text).toContain(`Sitemap: ${portal()}/${prefix}/sitemap.xml`);
    }
  });

  test("a sitemap lists the locale's public pages with alternates, never private ones", async ({ request }) => {
    const response = await request.get("/es-us/sitemap.xml");
    expect(response.headers()["content-type"]).toContain("application/xml");
    const xml = await response.text();
    expect(xml).toContain(`<loc>${portal()}/es-us/contacto</loc>`);
    expect(xml).toContain(`hreflang="en-US" href="${portal()}/en-us/contact"`);
    expect(xml).not.toContain("mi-cuenta");
  });
});

test.describe("operability", RAW_HTTP, () => {
  test("health, request ids and security headers", async ({ request }) => {
    expect((await request.get("/healthz")).status()).toBe(200);
    const response = await request.get("/es-ar");
    const headers = response.headers();
    expect(headers["x-request-id"]).toMatch(/^[\w-]{8,}$/);
    const csp = headers["content-security-policy"];
    expect(csp).toMatch(/script-src ('sha256-[^']+' )+'strict-dynamic'/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"])
      expect(csp).toContain(directive);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBeTruthy();
    expect(headers["permissions-policy"]).toBeTruthy();
    expect(headers["strict-transport-security"]).toContain("max-age=");
  });
});

test(
  "one address per page: upper-case prefixes and trailing slashes redirect permanently",
  RAW_HTTP,
  async ({ request }) => {
    for (const [from, to] of [
      ["/ES-AR/contacto", "/es-ar/contacto"],
      ["/pt-br/", "/pt-br"],
      ["/en-us/contact/?a=1", "/en-us/contact?a=1"],
    ]) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers().location).toBe(to);
    }
  },
);

test.describe("client navigations", RAW_HTTP, () => {
  // A hydrated page navigates by fetching the next page's data at `<path>.data`: it answers as the page does
  // (the locale homes' data once answered 404, matched against no locale's routes).
  test("each page's data answers as the page does", async ({ request }) => {
    for (const [path, status] of [
      ["/pt-br.data", 200],
      ["/es-ar.data", 200],
      ["/pt-br/catalogo.data", 200],
      ["/es-ar/contacto.data", 200],
      ["/en-us/contact.data", 200],
      ["/pt-br/nada-aqui.data", 404],
    ] as const) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(status);
    }
  });
});
