import { expect, test } from "./fixtures";
import { expectNoAxeViolations, hydrated, logIn } from "./support";

/**
 * Contact information (spec 001 §2 §3 §9), JavaScript on and off: the company
 * card with the default hours and toll-free number, digits-only phone and
 * WhatsApp links, https:// added to the bare site; a member's programme
 * contact and advisor cards, whose 'VER MAIS' is a dialog with JavaScript and
 * unfolds in place without it.
 */
const jsOn = () => test.info().project.use.javaScriptEnabled !== false;

test("a visitor sees the company card with the country's defaults", async ({ page }) => {
  await page.goto("/pt-br/contato");
  const card = page.getByTestId("company-card");
  await expect(card.getByText("Segunda a sábado, das 7h às 19h")).toBeVisible();
  await expect(card.getByRole("link", { name: "0800 771 0180" })).toHaveAttribute("href", "tel:08007710180");
  const whatsApp = card.getByRole("link", { name: "+55 (11) 95555-0142" });
  expect(await whatsApp.getAttribute("href")).toMatch(/^https:\/\/wa\.me\/5511955550142\?text=Ol%C3%A1/);
  await expect(card.getByRole("link", { name: "surco.example/br" })).toHaveAttribute(
    "href",
    "https://surco.example/br",
  );
  await expect(page.getByTestId("advisor-card")).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("a member sees the programme's contact and their advisors, with VER MAIS", async ({ page }) => {
  // A sign-in, two axe runs and a dialog: more than the default minute on a busy two-core machine.
  test.slow();
  await logIn(page, "br.3estrelas@surco.example", "/pt-br/contato");
  const card = page.getByTestId("company-card");
  await expect(card.getByRole("heading", { name: "Central de Relacionamento Impulso" })).toBeVisible();
  await expect(card.getByRole("link", { name: "0800 761 4020" })).toHaveAttribute("href", "tel:08007614020");
  await expect(card.getByText("Segunda a sábado, das 7h às 19h")).toBeVisible();

  const advisors = page.getByTestId("advisor-card");
  await expect(advisors).toHaveCount(2);
  const marcia = advisors.first();
  await expect(marcia.getByRole("heading", { name: "Márcia Tavares Lins" })).toBeVisible();
  await expect(marcia.getByText("Consultor principal")).toBeVisible();
  const whatsApp = marcia.locator('[data-kind="whatsapp"] a').first();
  await expect(whatsApp).toHaveAttribute(
    "href",
    `https://wa.me/5534991732268?text=${encodeURIComponent("Olá, Márcia! Sou participante do Impulso e gostaria de falar com você.")}`,
  );
  await expect(advisors.nth(1).getByText("Consultor", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  if (jsOn()) await hydrated(page);
  await marcia.getByText("VER MAIS", { exact: true }).click();
  if (jsOn()) {
    const dialog = page.getByRole("dialog", { name: "Márcia Tavares Lins" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("link", { name: "marcia.lins@surco.example" })).toHaveAttribute(
      "href",
      "mailto:marcia.lins@surco.example",
    );
    await expect(dialog.getByRole("link", { name: "+55 34 3215-4470" })).toHaveAttribute("href", "tel:553432154470");
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(marcia.getByRole("button", { name: "Ver mais sobre Márcia Tavares Lins" })).toBeFocused();
  } else {
    await expect(marcia.getByRole("link", { name: "marcia.lins@surco.example" })).toBeVisible();
    await expect(marcia.getByRole("link", { name: "+55 34 3215-4470" })).toHaveAttribute("href", "tel:553432154470");
  }
});
