import { expect, test } from "@playwright/test";

import { clearFaults, expectNoAxeViolations, setFault } from "./support";

/**
 * The contacts upstream failing under the finder (issue 15, decision 0038). Here, in the faults project's own
 * portal, because the js projects' portal keeps the country's contacts once read and would never meet the fault;
 * once read here too, they are kept, so this is one test. The finder's results show their own error state with a
 * retry link while the form stays; a dealer's page shows the same state; both answer 200. The state is the
 * server's HTML, the same with JavaScript, so the page has none.
 */
test.afterEach(() => clearFaults());

const FINDER = "/pt-br/onde-comprar";

test("the contact list failing is the results' error state, the form kept; the retry link brings the list back", async ({
  browser,
}) => {
  const page = await browser.newPage({ javaScriptEnabled: false });
  await setFault("dealers", { mode: "status", status: 503 });
  const response = await page.goto(`${FINDER}?q=Rio+Verde#dealer`);
  expect(response?.status()).toBe(200);
  const finder = page.locator("section#dealer");
  await expect(finder.getByRole("heading", { name: "Não foi possível carregar a lista" })).toBeVisible();
  await expect(finder.getByRole("textbox", { name: "CEP ou cidade" })).toHaveValue("Rio Verde");
  const retry = await finder.getByRole("link", { name: "Tentar de novo" }).getAttribute("href");
  expect(retry).toMatch(/^\/pt-br\/onde-comprar\?q=Rio\+Verde#dealer$/);
  await expectNoAxeViolations(page, false);

  // A dealer's own page cannot be found without the list: the same state, not a 404.
  const dealer = await page.goto("/pt-br/revendas/br-dealer-1");
  expect(dealer?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "Não foi possível carregar a lista" })).toBeVisible();

  await clearFaults("dealers");
  // The failures may have opened the upstream's circuit: it lets a trial through shortly.
  await expect(async () => {
    await page.goto(retry!);
    await expect(finder.getByRole("list", { name: "Resultados" }).getByRole("listitem").first()).toBeVisible({
      timeout: 1_000,
    });
  }).toPass({ timeout: 30_000 });
  await page.close();
});
