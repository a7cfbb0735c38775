import { expect, test } from "./fixtures";
import { logIn } from "./support";

/**
 * What a signed-in grower is answered is never kept by a shared cache: the
 * page and its `.data` (what a client navigation fetches) are `private`, and
 * revalidated every time (`no-cache`, so a revisit can be a 304; decision
 * 0046), or never stored at all where the page holds a key issued for this
 * visit (the signed-in home's quotation toggles). Anonymous pages are not
 * no-store. Raw HTTP, the same with JavaScript on or off: it runs once.
 */
test.skip(() => test.info().project.name === "js-off", "response headers do not depend on JavaScript");

const PERSONAL = [
  "/pt-br/meu-impulso",
  "/pt-br/meu-impulso.data",
  "/pt-br/historico",
  "/pt-br/historico.data",
  "/pt-br/area-logada",
  "/pt-br/area-logada.data",
  // A public page signed in carries the grower's name and stars in its header.
  "/pt-br/catalogo",
  "/pt-br/catalogo.data",
];

test("every answer to a signed-in grower, page or .data, is private", async ({ page }) => {
  await logIn(page, "br.3estrelas@surco.example", "/pt-br/meu-impulso");
  await expect(page).toHaveURL(/\/pt-br\/meu-impulso$/);
  const seen: Record<string, string> = {};
  for (const path of PERSONAL) {
    const response = await page.request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    seen[path] = response.headers()["cache-control"] ?? "(none)";
  }
  for (const path of PERSONAL) expect(seen[path], path).toMatch(/^private, no-(cache|store)$/);
  // The pages without a per-visit key are revalidated rather than fetched whole again.
  for (const path of ["/pt-br/meu-impulso", "/pt-br/historico", "/pt-br/catalogo"]) {
    expect(seen[path], path).toBe("private, no-cache");
  }
});

test("anonymous pages and their .data are not marked no-store", async ({ request }) => {
  for (const path of ["/pt-br", "/pt-br/catalogo", "/pt-br/catalogo.data", "/es-ar/calidad-de-semilla"]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    expect(response.headers()["cache-control"] ?? "", path).not.toContain("no-store");
  }
});
