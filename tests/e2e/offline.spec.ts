import type { BrowserContext, Page } from "@playwright/test";

import { watchCsp } from "./csp-witness";
import { expect, test } from "./fixtures";
import { expectNoAxeViolations, hydrated, logIn, sandbox } from "./support";

/**
 * Offline (issue 16): the service worker keeps the pages a grower visits and answers them from the device when the
 * network is gone, with a "saved on {date}" notice; a page never visited gets the locale's offline page; a form sent
 * offline waits on the device and reaches the upstream exactly once when the connection returns; signing out leaves
 * nothing of the grower's on the device. A service worker needs JavaScript: those run in js-on only. The offline page
 * itself, and its opt-in for the light version, are plain HTML: once, in js-off.
 */
test.use({ serviceWorkers: "allow" });

const NOTICE = "#surco-offline-notice";

/** The page is controlled by the worker (it claims its clients once active). */
async function controlled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 30_000 });
}

/** Every page the device keeps, by cache (path and query). */
async function keptPages(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const kept: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const requests = await (await caches.open(name)).keys();
      kept[name] = requests.map((request) => new URL(request.url).pathname + new URL(request.url).search);
    }
    return kept;
  });
}

/** How many forms wait on the device to be sent (app/offline/worker/device-outbox.ts). */
async function waitingOnDevice(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const opened = indexedDB.open("surco-offline", 1);
        opened.onerror = () => reject(opened.error);
        opened.onsuccess = () => {
          const count = opened.result.transaction("waiting").objectStore("waiting").count();
          count.onsuccess = () => resolve(count.result);
          count.onerror = () => reject(count.error);
        };
      }),
  );
}

async function offline(context: BrowserContext, on: boolean) {
  await context.setOffline(on);
}

test.describe("with the service worker", () => {
  test.skip(() => test.info().project.name !== "js-on", "a service worker needs JavaScript");

  test("pages visited are read offline with the 'saved on' notice; a page never visited is the offline page", async ({
    page,
    context,
  }) => {
    const violations = await watchCsp(page);
    await page.goto("/es-ar");
    await controlled(page);
    await page.goto("/es-ar/contacto");
    await hydrated(page);
    await page.goto("/es-ar/catalogo");
    await expect
      .poll(async () => (await keptPages(page))["surco-pages"])
      .toEqual(["/es-ar/contacto", "/es-ar/catalogo"]);

    await offline(context, true);
    try {
      await page.goto("/es-ar/contacto");
      const notice = page.locator(NOTICE);
      await expect(notice).toHaveText(/^Guardada el .+\d{4}.+, estás sin conexión\.$/);
      // Styled by the offline page's CSS, which the worker copied in and its policy allows (decision 0047).
      await expect(notice).toHaveCSS("font-weight", "600");
      await expect(notice).toHaveCSS("text-align", "center");
      await expect(page.getByRole("complementary", { name: "Sin conexión" })).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hablá con nosotros");
      // Answered from the device as HTML: no script to hydrate it away.
      await expect(page.locator("script")).toHaveCount(0);
      await expectNoAxeViolations(page);

      await page.goto("/es-ar/calidad-de-semilla");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Estás sin conexión");
      await expect(page.locator(NOTICE)).toHaveCount(0);
      await expectNoAxeViolations(page);

      await page.goto("/pt-br/catalogo");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Você está sem conexão");
      expect(await violations()).toEqual([]);
    } finally {
      await offline(context, false);
    }
  });

  const run = Date.now().toString(36);

  async function newsletterEffects(email: string): Promise<number> {
    const all = (await (await fetch(`${sandbox()}/_sandbox/marketing-forms/submissions`)).json()) as {
      body: { fields?: Record<string, unknown> };
    }[];
    return all.filter((effect) => effect.body.fields?.Email === email).length;
  }

  test("a form sent offline waits on the device, then reaches the upstream once when the connection returns", async ({
    page,
    context,
  }) => {
    test.slow();
    await page.goto("/es-ar");
    await controlled(page);
    await page.goto("/es-ar/recursos");
    const newsletter = page.getByRole("region", { name: "Recibí nuestro newsletter" });
    const email = `offline-${run}@example.com`;
    await newsletter.getByLabel(/Correo electrónico/).fill(email);
    await newsletter.getByRole("checkbox").check();

    await offline(context, true);
    try {
      await newsletter.getByRole("button", { name: "Suscribirme" }).click();
      await expect(page.locator(NOTICE)).toContainText("1 formulario esperando para enviarse.");
      await expectNoAxeViolations(page);
      // Kept on the device, not sent.
      expect(await newsletterEffects(email)).toBe(0);
    } finally {
      await offline(context, false);
    }

    // Back online: the next page load sends it (Background Sync too, where the browser fires it).
    await page.goto("/es-ar/contacto");
    await expect.poll(() => newsletterEffects(email), { timeout: 30_000 }).toBe(1);
    // Where the form was: the grower now sees its outcome, once.
    await page.goto("/es-ar/recursos");
    await expect(page).toHaveURL(/\/es-ar\/recursos\?sent=.+&form=newsletter/);
    await expect(
      newsletter.getByText("¡Listo, ya estás suscripto!").or(newsletter.getByText("¡Ya casi!")),
    ).toBeVisible();
    await page.goto("/es-ar/recursos");
    await expect(page).toHaveURL(/\/es-ar\/recursos$/);
    // Another load asks the worker to send again: nothing is left on the device to send, nothing is sent twice.
    await page.goto("/es-ar");
    await expect.poll(() => waitingOnDevice(page)).toBe(0);
    expect(await newsletterEffects(email)).toBe(1);
  });

  test("signing in and signing out leave nothing of an earlier session on the device", async ({ page }) => {
    test.slow();
    await page.goto("/es-ar/contacto");
    await controlled(page);
    await page.goto("/es-ar/catalogo");
    await expect.poll(async () => (await keptPages(page))["surco-pages"]).toContain("/es-ar/catalogo");

    await logIn(page, "ar.conectado@surco.example", "/es-ar/contacto");
    await expect(page).toHaveURL("/es-ar/contacto");
    await hydrated(page);
    // Signing in starts afresh: what the device kept before (another grower's, maybe) is gone.
    await controlled(page);
    expect((await keptPages(page))["surco-pages"] ?? []).not.toContain("/es-ar/catalogo");
    const name = (await page
      .getByRole("banner")
      .getByText(/^Hola, /)
      .first()
      .textContent())!.replace(/^Hola, /, "");

    const menu = page
      .getByRole("banner")
      .getByText(/^Hola, /)
      .first();
    const button = page.locator('form[action="/api/auth/logout"]').getByRole("button");
    await hydrated(page);
    await menu.click();
    await expect(button).toBeVisible();
    await button.click();
    await expect(page).toHaveURL("/es-ar");
    await controlled(page);

    const kept = await keptPages(page);
    // What was kept before signing in is gone with the session; only pages opened since (signed out) may be there.
    expect(kept["surco-pages"] ?? []).not.toContain("/es-ar/catalogo");
    expect(kept["surco-pinned"] ?? []).toEqual([]);
    const texts = await page.evaluate(async () => {
      const all: string[] = [];
      for (const cacheName of await caches.keys()) {
        const cache = await caches.open(cacheName);
        for (const request of await cache.keys()) all.push(await (await cache.match(request))!.text());
      }
      return all;
    });
    for (const text of texts) expect(text).not.toContain(name);
  });
});

test("the offline page: what is kept, and offline reading turned on for the light version", async ({ page }) => {
  test.skip(test.info().project.name !== "js-off", "plain HTML: once, without JavaScript");
  await page.goto("/es-ar/sin-conexion");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Estás sin conexión");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Activarla" }).click();
  await expect(page).toHaveURL("/es-ar/sin-conexion");
  await expect(page.getByText("Este dispositivo guarda las páginas que abrís")).toBeVisible();
  await page.getByRole("button", { name: "Desactivarla" }).click();
  await expect(page.getByText("La versión liviana no guarda nada en este dispositivo.")).toBeVisible();
});
