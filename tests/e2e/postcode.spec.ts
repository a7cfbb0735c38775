import { expect, test } from "./fixtures";
import { clearFaults, expectNoAxeViolations, hydrated, SERVER_HTML, setFault } from "./support";

/**
 * Brazil's postcode widget (spec 002 §4 §5 §8; decision 0043). Without JavaScript a GET form that takes the CEP with
 * or without the mask, the state in the address; with it the mask as the grower types, the submit button disabled
 * under 10 characters, and the change-postcode modal.
 */
const PAGE = "/pt-br/recomendacao-por-cep";
const jsOn = () => test.info().project.use.javaScriptEnabled !== false;

test.describe("postcode widget", () => {
  test(
    "a CEP typed without the mask finds its recommendation; an unknown one says 'CEP não encontrado'",
    SERVER_HTML,
    async ({ page }) => {
      await page.goto(PAGE);
      const widget = page.locator("#cep");
      await expect(widget.getByRole("heading", { name: "O que plantar na sua região" })).toBeVisible();
      await expectNoAxeViolations(page);
      await widget.getByLabel("CEP da lavoura").fill("78550000");
      await widget.getByRole("button", { name: "Ver recomendação" }).click();
      await expect(page).toHaveURL(/\?cep=78550000#cep$/);
      await expect(widget.getByRole("heading", { name: "Recomendação para Sinop, MT (CEP 78.550-000)" })).toBeVisible();
      await expect(widget.getByRole("row", { name: /Soja/ })).toContainText("Grupo de maturação 8,2");
      await expectNoAxeViolations(page);

      // The change-postcode "modal" is the input again, in place.
      await widget.getByRole("link", { name: "Alterar CEP" }).click();
      await expect(page).toHaveURL(/alterar=1#cep$/);
      await expect(widget.getByRole("heading", { name: "Alterar o CEP" })).toBeVisible();
      await expect(widget.getByLabel("CEP da lavoura")).toHaveValue("78.550-000");
      await widget.getByLabel("CEP da lavoura").fill("00.000-000");
      await widget.getByRole("button", { name: "Ver recomendação" }).click();
      await expect(widget.getByText("CEP não encontrado")).toBeVisible();
      await expect(widget.getByLabel("CEP da lavoura")).toHaveValue("00.000-000");
      await expect(widget.getByLabel("CEP da lavoura")).toHaveAttribute("aria-invalid", "true");
      await expectNoAxeViolations(page);

      await page.goto(`${PAGE}?cep=1234`);
      await expect(widget.getByText("Digite os 8 números do CEP.")).toBeVisible();
      await expect(widget.getByLabel("CEP da lavoura")).toHaveValue("1234");
    },
  );

  test("the mask as the grower types, submit disabled under 10 characters, the change-postcode modal", async ({
    page,
  }) => {
    test.skip(!jsOn(), "the mask, the disabled button and the modal are what JavaScript adds");
    await page.goto(PAGE);
    await hydrated(page);
    const widget = page.locator("#cep");
    const input = widget.getByLabel("CEP da lavoura");
    const submit = widget.getByRole("button", { name: "Ver recomendação" });
    await expect(submit).toBeDisabled();
    await input.pressSequentially("7590000");
    await expect(input).toHaveValue("75.900-00");
    await expect(submit).toBeDisabled();
    await input.pressSequentially("099");
    await expect(input).toHaveValue("75.900-000");
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(
      widget.getByRole("heading", { name: "Recomendação para Rio Verde, GO (CEP 75.900-000)" }),
    ).toBeVisible();

    await widget.getByRole("link", { name: "Alterar CEP" }).click();
    const dialog = page.getByRole("dialog", { name: "Alterar o CEP" });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(page).not.toHaveURL(/alterar=1/);

    await widget.getByRole("link", { name: "Alterar CEP" }).click();
    await dialog.getByLabel("CEP da lavoura").fill("");
    await dialog.getByLabel("CEP da lavoura").pressSequentially("85800000");
    await dialog.getByRole("button", { name: "Ver recomendação" }).click();
    await expect(
      widget.getByRole("heading", { name: "Recomendação para Cascavel, PR (CEP 85.800-000)" }),
    ).toBeVisible();
    await expect(dialog).toHaveCount(0);
  });

  test.describe("when the crop advisor fails", () => {
    test.use({ ownUpstreams: true });
    test("the crop advisor failing is the widget's own error with a retry link, then it recovers", async ({ page }) => {
      test.skip(!jsOn(), "the error state and its retry link are server HTML: once, in js-on");
      test.slow();
      // A CEP no other test asks for: nothing is cached to serve instead.
      const address = `${PAGE}?cep=38400000`;
      await setFault("crop-advisor", { mode: "status", status: 503 });
      const response = await page.goto(address);
      expect(response?.status()).toBe(200);
      const error = page.getByRole("heading", { name: "Não foi possível carregar a recomendação" });
      await expect(error).toBeVisible();
      await expectNoAxeViolations(page);
      await clearFaults("crop-advisor");
      await page.getByRole("link", { name: "Tentar de novo" }).click();
      await expect(error).toHaveCount(0);
      await expect(
        page.getByRole("heading", { name: "Recomendação para Uberlândia, MG (CEP 38.400-000)" }),
      ).toBeVisible();
    });
  });
});
