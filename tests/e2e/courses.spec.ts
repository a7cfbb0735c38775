import { expect, test } from "./fixtures";
import { clearFaults, expectNoAxeViolations, hydrated, SERVER_HTML, setFault } from "./support";

/**
 * The course gallery and the course layout (spec 001 §2 §4 §9), JavaScript on
 * and off: 8 courses, then 8 more, then the rest; the modules one URL each,
 * back disabled on the first, forward on the last, and the page back at its top.
 */
const jsOn = () => test.info().project.use.javaScriptEnabled !== false;

test.describe("course gallery", () => {
  test("shows 8 courses, then 8 more, then the last 2", async ({ page }) => {
    await page.goto("/pt-br/cursos");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cursos de agronomia");
    const cards = page.getByRole("list", { name: "Cursos" }).getByRole("listitem");
    await expect(cards).toHaveCount(8);
    const first = cards.first();
    await expect(first.getByText("Milho", { exact: true })).toBeVisible();
    await expect(first.getByText(/^\d unidades$/)).toBeVisible();
    await expect(first.getByRole("link", { name: "Ver curso: Milho de alta produtividade" })).toHaveAttribute(
      "href",
      "/pt-br/cursos/milho-de-alta-produtividade",
    );
    await expectNoAxeViolations(page);

    if (jsOn()) await hydrated(page);
    await page.getByRole("link", { name: "Mostrar mais" }).click();
    await expect(page).toHaveURL(/\/pt-br\/cursos\?page=2$/);
    await expect(cards).toHaveCount(16);
    await expect(page.getByText("Mostrando 16 de 18 cursos")).toBeVisible();
    if (jsOn()) await expect(cards.nth(8).getByRole("link")).toBeFocused();

    await page.getByRole("link", { name: "Mostrar mais" }).click();
    await expect(cards).toHaveCount(18);
    await expect(page.getByRole("link", { name: "Mostrar mais" })).toHaveCount(0);
  });
});

test.describe("course layout", () => {
  test("numbered modules, back disabled on the first, forward on the last, each module a URL", async ({ page }) => {
    await page.goto("/pt-br/cursos/milho-de-alta-produtividade");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Milho de alta produtividade");
    const sidebar = page.getByRole("navigation", { name: "Módulos do curso" });
    const modules = sidebar.getByRole("listitem");
    await expect(modules).toHaveCount(3);
    await expect(sidebar.getByRole("link", { name: /Escolha do híbrido/ })).toHaveAttribute("aria-current", "page");
    await expect(page.getByText("Módulo 1 de 3").first()).toBeVisible();
    const back = page.locator('[data-step="prev"]');
    const forward = page.locator('[data-step="next"]');
    await expect(back).toBeDisabled();
    await expect(forward).toHaveAttribute("href", "/pt-br/cursos/milho-de-alta-produtividade?module=2");
    await expectNoAxeViolations(page);

    if (jsOn()) await hydrated(page);
    await page.mouse.wheel(0, 2000);
    await forward.click();
    await expect(page).toHaveURL(/\?module=2$/);
    await expect(page.getByRole("heading", { level: 2, name: "Densidade de plantio" })).toBeVisible();
    await expect(page.getByText("Módulo 2 de 3").first()).toBeVisible();
    // A new module starts at the top of the page.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    if (jsOn()) await expect(page.getByRole("heading", { level: 2, name: "Densidade de plantio" })).toBeFocused();

    await forward.click();
    await expect(page).toHaveURL(/\?module=3$/);
    await expect(forward).toBeDisabled();
    await expect(back).toHaveAttribute("href", "/pt-br/cursos/milho-de-alta-produtividade?module=2");
    await expectNoAxeViolations(page);

    // Straight to a module from the sidebar, and a module past the end shows the last one.
    await sidebar.getByRole("link", { name: /Escolha do híbrido/ }).click();
    await expect(back).toBeDisabled();
    await page.goto("/pt-br/cursos/milho-de-alta-produtividade?module=99");
    await expect(page.getByText("Módulo 3 de 3").first()).toBeVisible();
  });

  // Once, without JavaScript: a status code and server HTML.
  test("an unknown course is the locale's 404", SERVER_HTML, async ({ page }) => {
    const response = await page.goto("/pt-br/cursos/curso-que-nao-existe");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Curso não encontrado" })).toBeVisible();
  });

  // Once, without JavaScript: status codes.
  test("courses are where Impulso runs only", SERVER_HTML, async ({ page }) => {
    expect((await page.goto("/en-us/courses"))?.status()).toBe(404);
  });
});

test.describe("courses when the upstream fails", () => {
  test.use({ ownUpstreams: true });
  test.skip(() => !jsOn(), "the error state and its retry link are server HTML: once, in js-on");

  test.slow();
  test("a course shows its error state with a retry link, and recovers", async ({ page }) => {
    // A course no other test opens and no sitemap lists: nothing is cached to serve instead (the gallery is swept
    // by the sitemap tests, and a cached gallery rightly outlives an outage).
    const course = "/es-ar/cursos/regulacion-de-la-sembradora";
    await setFault("courses", { mode: "status", status: 503 });
    const response = await page.goto(course);
    expect(response?.status()).toBe(200);
    const error = page.getByRole("heading", { name: "No pudimos cargar los cursos" });
    await expect(error).toBeVisible();
    await expectNoAxeViolations(page);
    await clearFaults("courses");
    await page.getByRole("link", { name: "Reintentar" }).click();
    await expect(error).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});
