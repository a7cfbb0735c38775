import { expect, test } from "./fixtures";
import { clearFaults, expectNoAxeViolations, logIn, setFault } from "./support";

// Faults here are this spec's own: its tests have upstreams of their own (fixtures.ts).
test.use({ ownUpstreams: true });
/**
 * An upstream that fails degrades one widget, never the page. These tests break the sandbox's loyalty API (token
 * service included) for their own requests alone (fixtures.ts), beside every other test.
 */

for (const [name, fault] of [
  ["answers 500", { mode: "status", status: 500 }],
  ["sends a malformed body", { mode: "malformed" }],
] as const) {
  test(`the loyalty API ${name}: pages answer 200 and the account menu says points are unavailable`, async ({
    page,
  }) => {
    await setFault("loyalty", fault);
    await logIn(page, "br.falha@surco.example", "/pt-br/area-logada");
    await expect(page).toHaveURL(/\/pt-br\/area-logada$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Área logada");
    // The logged-in area still shows the profile; the loyalty card shows its error state.
    await expect(page.getByText("br.falha@surco.example").first()).toBeVisible();
    await expect(
      page.getByText("Não conseguimos mostrar seus pontos e estrelas agora. Tente mais tarde."),
    ).toBeVisible();
    const html = await page.content();
    expect(html).toContain("Pontos e estrelas indisponíveis no momento");
    expect(html).not.toMatch(/\d estrelas/);

    const response = await page.goto("/pt-br");
    expect(response?.status()).toBe(200);
    await expectNoAxeViolations(page);
  });
}

test.describe("the content service down, nothing cached (issue 26)", () => {
  for (const path of ["/es-ar/novedades", "/es-ar/clima", "/pt-br/onde-comprar"]) {
    test(`${path}: 503 that no cache keeps, with Retry-After and the localized page; 200 once it is back`, async ({
      request,
    }) => {
      await setFault("content", { mode: "status", status: 500 });
      const down = await request.get(path);
      expect(down.status()).toBe(503);
      expect(down.headers()["cache-control"]).toBe("no-store");
      expect(Number(down.headers()["retry-after"])).toBeGreaterThan(0);
      const html = await down.text();
      expect(html).toMatch(
        path.startsWith("/pt-br") ? "Esta página não está disponível agora" : "Esta página no está disponible ahora",
      );
      await clearFaults("content");
      expect((await request.get(path)).status()).toBe(200);
    });
  }
});
