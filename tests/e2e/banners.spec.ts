import { expect, test } from "./fixtures";
import { clearFaults, expectNoAxeViolations, hydrated, SERVER_HTML, setFault, signedIn } from "./support";

/**
 * The Impulso page's promotions (spec 001 §2 §4 §6 §8 §9), JavaScript on and
 * off: the campaign banner closes with 'Fechar' and stays closed on the next
 * visit, the Eleva banner only for Eleva members, 'Safra' shortened, campaign
 * suggestions with utm_source=sugestao, the carousel's current slides only.
 */
const jsOn = () => test.info().project.use.javaScriptEnabled !== false;

test.describe("Impulso promotions", () => {
  // Each test signs in and loads the whole Impulso page (several upstreams) more than once.
  test.slow();
  // Once, without JavaScript: the banners and slides are server HTML.
  test(
    "an Eleva member sees the Eleva banner, the shortened season, suggestions and the current slides",
    SERVER_HTML,
    async ({ page }) => {
      await signedIn(page, "br.eleva@surco.example", "/pt-br/meu-impulso");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const eleva = page.locator('[data-banner="eleva"]');
      await expect(eleva.getByRole("heading", { name: "Você é Eleva" })).toBeVisible();
      // The banner's own icon, not the close button's (every shared icon marks its size).
      await expect(eleva.locator("svg[data-icon-size]:not(button svg)")).toHaveAttribute("width", "40");
      await expect(eleva.getByRole("link", { name: "Conhecer o Eleva" })).toHaveAttribute(
        "href",
        "https://impulso.example/br/eleva",
      );
      const campaign = page.locator('[data-banner="campaign"]');
      await expect(campaign.getByText("Safra 25/26", { exact: true })).toBeVisible();
      await expect(campaign.locator("svg[data-icon-size]:not(button svg)")).toHaveAttribute("width", "24");

      const suggestion = page.getByTestId("suggestion-banner");
      await expect(suggestion.getByRole("link", { name: "Campanha de soja" })).toHaveAttribute(
        "href",
        "https://impulso.example/br/campanhas?simulador=soy&utm_source=sugestao",
      );
      await expect(suggestion.getByRole("link", { name: "Ver todas as campanhas" })).toHaveAttribute(
        "href",
        "https://impulso.example/br/campanhas?utm_source=sugestao",
      );

      // Two slides are current; the one that ended yesterday and the one that starts tomorrow are not shown.
      const slides = page.locator("[data-slide]");
      await expect(slides).toHaveCount(2);
      expect(await slides.evaluateAll((items) => items.map((item) => item.getAttribute("data-slide")))).toEqual([
        "slide-1",
        "slide-2",
      ]);
      await expectNoAxeViolations(page);
    },
  );

  test("a grower who is not Eleva gets no Eleva banner; the campaign banner closes and stays closed", async ({
    page,
  }) => {
    await signedIn(page, "br.3estrelas@surco.example", "/pt-br/meu-impulso");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator('[data-banner="eleva"]')).toHaveCount(0);
    await expect(page.locator('[data-banner="default"]')).toBeVisible();
    const campaign = page.locator('[data-banner="campaign"]');
    await expect(campaign).toBeVisible();

    if (jsOn()) await hydrated(page);
    await campaign.getByRole("button", { name: "Fechar o aviso Campanha de soja" }).click();
    await expect(campaign).toHaveCount(0);
    // Without JavaScript the form went to the server and came back (303) to the same page.
    await expect(page).toHaveURL(/\/pt-br\/meu-impulso$/);
    await expect(page.locator('[data-banner="default"]')).toBeVisible();
    await expectNoAxeViolations(page);

    // Remembered: a new visit does not bring it back.
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator('[data-banner="default"]')).toBeVisible();
    await expect(page.locator('[data-banner="campaign"]')).toHaveCount(0);
  });

  // Once, without JavaScript: server HTML.
  test(
    "a member of another country: the page's country's promotions, in the page's language",
    SERVER_HTML,
    async ({ page }) => {
      // Issue 27: an Argentine member read Spanish banners on the Brazilian Impulso page.
      await signedIn(page, "ar.permitido@surco.example", "/pt-br/meu-impulso");
      await expect(page.locator('[data-banner="default"]')).toContainText("Seus impulsos valem por 3 anos");
      await expect(page.locator('[data-banner="campaign"]')).toContainText("Campanha de soja");
      await expect(page.locator("[data-slide]").first()).toContainText("Dia de campo de milho");
      await expect(page.getByTestId("suggestion-banner").getByRole("link").first()).toHaveAttribute(
        "href",
        /^https:\/\/impulso\.example\/br\//,
      );
      await expect(page.getByText("Tus impulsos valen 3 años")).toHaveCount(0);
    },
  );

  // Once, without JavaScript: server HTML.
  test(
    "no campaign suggestions: the banner is an empty box with the campaign centre's link",
    SERVER_HTML,
    async ({ page }) => {
      await signedIn(page, "br.1estrela@surco.example", "/pt-br/meu-impulso");
      const suggestion = page.getByTestId("suggestion-banner");
      await expect(suggestion.getByRole("link", { name: "Ver todas as campanhas" })).toBeVisible();
      await expect(suggestion.getByRole("listitem")).toHaveCount(0);
    },
  );
});

test.describe("Impulso promotions when the banners upstream fails", () => {
  test.use({ ownUpstreams: true });
  // The error states are the server's HTML either way: once, in js-on (the carousel's own script is tested above).
  test.skip(() => !jsOn(), "runs in the js-on project only");

  test.slow();
  test("the page stays up: the suggestion box is empty, the carousel says so with a retry link", async ({ page }) => {
    await setFault("banners", { mode: "status", status: 500 });
    await signedIn(page, "br.falha@surco.example", "/pt-br/meu-impulso");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const suggestion = page.getByTestId("suggestion-banner");
    await expect(suggestion.getByRole("link", { name: "Ver todas as campanhas" })).toBeVisible();
    await expect(suggestion.getByRole("listitem")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Não foi possível carregar os destaques" })).toBeVisible();
    await expect(page.locator("[data-banner]")).toHaveCount(0);
    await expectNoAxeViolations(page);

    await clearFaults("banners");
    await page.getByRole("link", { name: "Tentar novamente" }).click();
    await expect(page.locator("[data-slide]")).toHaveCount(2);
    await expect(page.locator('[data-banner="campaign"]')).toBeVisible();
  });
});
