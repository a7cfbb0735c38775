import { expect, test } from "./fixtures";
import { clearFaults, expectNoAxeViolations, logIn, portal, RAW_HTTP, SERVER_HTML, setFault } from "./support";

/**
 * Issue 14, the rest of it: a signed-in grower's own blocks on the home, one of them failing alone; the news page's
 * article blocks and listings; hreflang on content pages. What is read is the server's HTML, reached by links
 * (a block's retry is a plain link too), so these run once, in js-off (decision 0039).
 */

test.describe("the grower's own blocks on the home", () => {
  test.describe("when the field partner fails", () => {
    test.use({ ownUpstreams: true });
    test(
      "the field partner failing degrades 'your fields' alone: the home answers 200, the block retries",
      SERVER_HTML,
      async ({ page }) => {
        // The field dashboard links this device to the grower's field-view account (its cookie holds the token).
        await logIn(page, "ar.conectado@surco.example", "/es-ar/mis-campos");
        await page.waitForURL(/\/es-ar\/mis-campos/);

        const fields = page.getByRole("region", { name: "Tus campos" });
        const points = page.getByRole("region", { name: "Tus impulsos" });
        const pending = page.getByRole("region", { name: "Tus envíos pendientes" });
        await page.goto("/es-ar");
        await expect(fields.getByText("Última sincronización")).toBeVisible();
        await expect(fields.getByRole("link", { name: "Ir a tus campos" })).toHaveAttribute(
          "href",
          "/es-ar/mis-campos",
        );
        await expect(pending.getByText("Nada pendiente: todo lo que enviaste ya se entregó.")).toBeVisible();
        await expectNoAxeViolations(page);

        await setFault("field-view", { mode: "status", status: 503 });
        const response = await page.goto("/es-ar");
        expect(response?.status()).toBe(200);
        await expect(fields.getByRole("heading", { name: "No pudimos cargar esta parte de la página" })).toBeVisible();
        const retry = fields.getByRole("link", { name: "Intentar de nuevo" });
        await expect(retry).toHaveAttribute("href", "/es-ar");
        // The others render as ever.
        await expect(points.getByRole("link", { name: "Ir a Mi Impulso" })).toBeVisible();
        await expect(pending.getByText("Nada pendiente: todo lo que enviaste ya se entregó.")).toBeVisible();
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("Todo para tu campaña, en un solo lugar");
        await expectNoAxeViolations(page);

        await clearFaults("field-view");
        await retry.click();
        await expect(fields.getByText("Última sincronización")).toBeVisible();
        await expect(fields.getByText("No pudimos cargar esta parte de la página")).toHaveCount(0);
      },
    );
  });
});

test.describe("news and agronomy page", () => {
  test(
    "lists the editors' picks and the newest articles, each linking to its article page",
    SERVER_HTML,
    async ({ page }) => {
      const response = await page.goto("/es-ar/novedades");
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Novedades y agronomía");
      const picks = page.locator("#picks");
      await expect(picks.getByRole("heading", { level: 2 })).toHaveText("Elegidos por nuestros agrónomos");
      const pickLinks = picks.getByRole("list").first().getByRole("link");
      await expect(pickLinks).toHaveCount(3);
      const latest = page.locator("#latest").getByRole("link");
      await expect(latest).toHaveCount(6);
      await expect(page.locator("#most-read").getByRole("link")).toHaveCount(3);
      await expectNoAxeViolations(page);

      const target = await latest.first().getAttribute("href");
      expect(target).toMatch(/^\/es-ar\/articulos\/[a-z0-9-]+$/);
      const title = (await latest.first().innerText()).split("\n")[0]!;
      await latest.first().click();
      await expect(page).toHaveURL(target!);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(title.trim());
    },
  );
});

test.describe("hreflang on content pages (raw HTML)", RAW_HTTP, () => {
  test("a content page names its translations at their own paths; the home names every locale's home", async ({
    request,
  }) => {
    const links = async (path: string) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      return [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/gi)].map(
        ([, lang, href]) => `${lang} ${href}`,
      );
    };
    const origin = portal();
    // In the registry's order, as every page of the cluster lists it; x-default the page in the fallback locale.
    expect(await links("/pt-br/novidades")).toEqual([
      `es-AR ${origin}/es-ar/novedades`,
      `pt-BR ${origin}/pt-br/novidades`,
      `en-US ${origin}/en-us/news`,
      `es-US ${origin}/es-us/novedades`,
      `x-default ${origin}/en-us/news`,
    ]);
    expect(await links("/en-us")).toEqual(
      expect.arrayContaining([`es-AR ${origin}/es-ar`, `pt-BR ${origin}/pt-br`, `x-default ${origin}/en-us`]),
    );
  });
});
