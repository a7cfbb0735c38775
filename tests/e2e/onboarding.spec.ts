import { expect, test } from "./fixtures";
import { expectNoAxeViolations, logIn, SERVER_HTML } from "./support";

/**
 * First-access onboarding (issue 12), JavaScript on and off: a grower whose profile is ONBOARDING is sent to the
 * first step once after signing in, goes through WELCOME, PERSONAL_INFORMATION and CONNECT_ACCOUNTS (each a URL,
 * each a plain form), cannot skip ahead by URL, and lands in their account area at the end. Others never see it.
 */
// Three steps with axe on each (twice without JavaScript): slow on a shared two-core machine.
test.setTimeout(150_000);

test("an ONBOARDING grower goes through the three steps and lands in their account area", async ({ page }) => {
  await logIn(page, "br.cadastro@surco.example", "/pt-br");
  await expect(page).toHaveURL(/\/pt-br\/boas-vindas\?step=welcome$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Boas-vindas ao Surco!");
  await expect(page.getByText("Passo 1 de 3")).toBeVisible();
  await expect(page.locator('[aria-current="step"]')).toHaveText("Boas-vindas");
  await expectNoAxeViolations(page);

  // A step not reached yet shows the furthest one reached.
  await page.goto("/pt-br/boas-vindas?step=connect-accounts");
  await expect(page).toHaveURL(/step=welcome$/);

  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page).toHaveURL(/step=personal-information$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confira seus dados pessoais");
  await expect(page.getByText("br.cadastro@surco.example")).toBeVisible();
  await expect(page.getByText("52736804171")).toBeVisible();
  await expectNoAxeViolations(page);

  // Back is a link to the previous step; the reached step stays reachable.
  await page.getByRole("link", { name: "Voltar" }).click();
  await expect(page).toHaveURL(/step=welcome$/);
  await page.goto("/pt-br/boas-vindas?step=personal-information");
  await page.getByRole("button", { name: "Continuar" }).click();

  await expect(page).toHaveURL(/step=connect-accounts$/);
  await expect(page.getByText("Passo 3 de 3")).toBeVisible();
  await expect(page.getByRole("link", { name: /Participar do Impulso/ })).toHaveAttribute(
    "href",
    "https://parceiro.impulso.example/br/cadastro",
  );
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Concluir" }).click();
  await expect(page).toHaveURL(/\/pt-br\/area-logada$/);

  // Complete: the home page is the grower's again, and the flow shows that it is done.
  await page.goto("/pt-br");
  await expect(page).toHaveURL(/\/pt-br$/);
  await page.goto("/pt-br/boas-vindas");
  await expect(page).toHaveURL(/step=connect-accounts$/);
  await expect(page.getByRole("status")).toContainText("Você já concluiu as boas-vindas");
});

// The welcome steps and the home ship no script (issue 16): these two run once, in js-off (decision 0039).
test("the redirect happens once: a grower who leaves the flow keeps the home page", SERVER_HTML, async ({ page }) => {
  await logIn(page, "br.cadastro@surco.example", "/pt-br");
  await expect(page).toHaveURL(/step=welcome$/);
  await page.goto("/pt-br");
  await expect(page).toHaveURL(/\/pt-br$/);
  await expect(page.getByRole("region", { name: "Cotações", exact: true })).toBeVisible();
});

test("a grower whose profile is not ONBOARDING never sees it", SERVER_HTML, async ({ page }) => {
  await logIn(page, "br.1estrela@surco.example", "/pt-br");
  await expect(page).toHaveURL(/\/pt-br$/);
  await page.goto("/pt-br/boas-vindas?step=welcome");
  await expect(page).toHaveURL(/\/pt-br$/);
});
