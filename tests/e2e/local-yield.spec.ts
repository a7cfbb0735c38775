import type { Page } from "@playwright/test";

import { expect, test } from "./fixtures";
import { clearFaults, expectNoAxeViolations, setFault } from "./support";

/**
 * Local yield results (issue 13, spec 002 §2 §8 §9), without JavaScript: the pages ship none.
 *
 * The file runs in the js-on project only, with JavaScript off (test.use below): the pages are the same either way.
 */
// Generous: with JavaScript off each test also shows its page in a second context for axe (slow on a busy machine).
test.describe.configure({ timeout: 120_000 });
test.beforeEach(() => test.skip(test.info().project.name !== "js-on", "runs once, in the js-on project"));

const TOOL = "/en-us/tools/local-yield-results";
const BRAND = `${TOOL}/surco-genetics`;

async function search(page: Page, zip: string, crop = "Corn") {
  await page.getByRole("textbox", { name: "ZIP Code" }).fill(zip);
  await page.getByRole("combobox", { name: "Crop" }).selectOption({ label: crop });
  await page.getByRole("button", { name: "Show trial results" }).click();
  await expect(page).toHaveURL(new RegExp(`\\?zip=${zip}&crop=`));
}

const cards = (page: Page) => page.getByRole("region", { name: /^Trials near/ }).getByRole("listitem");

// Every page here ships no script (the home and the tool are complete as HTML: GET forms and links, issue 16), so
// with JavaScript on a test would do exactly what it does without it: each runs once, without JavaScript.
const javaScriptEnabled = false;
test.use({ javaScriptEnabled });

test("a US grower finds the tool from the home page and picks a brand", async ({ page }) => {
  await page.goto("/en-us");
  await page.locator(`main a[href="${TOOL}"]`).click();
  await expect(page.getByRole("heading", { level: 1, name: "Local yield results" })).toBeVisible();
  await page.getByRole("link", { name: "Surco Genetics trial results" }).click();
  await expect(page).toHaveURL(BRAND);
  await expect(page.getByText("Enter your Zip Code to view trial results in your area.")).toBeVisible();
  await expectNoAxeViolations(page, javaScriptEnabled);
});

test("search by zip: three trial cards, nearest first, with yield in bu/ac and miles", async ({ page }) => {
  await page.goto(BRAND);
  await search(page, "50010");
  await expect(page.getByRole("heading", { name: "Trials near Ames, IA" })).toBeVisible();
  await expect(cards(page)).toHaveCount(3);
  const places = await cards(page).allInnerTexts();
  expect(places.map((text) => text.split("\n").find((line) => /, IA/.test(line)))).toEqual([
    expect.stringContaining("Ames, IA"),
    expect.stringContaining("Nevada, IA"),
    expect.stringContaining("Marshalltown, IA"),
  ]);
  const miles = places.map((text) => Number(/(\d+) mi away/.exec(text)?.[1]));
  expect(miles).toEqual([...miles].sort((a, b) => a - b));
  for (const text of places) expect(text).toMatch(/\d{3}\.\d bu\/ac/);
  // The address is the search: it reloads (and can be sent on) as it is.
  await page.reload();
  await expect(cards(page)).toHaveCount(3);
  await expect(page.getByRole("textbox", { name: "ZIP Code" })).toHaveValue("50010");
  await expectNoAxeViolations(page, javaScriptEnabled);
});

test("a zip with no trial within 200 miles: the spec's text and a link", async ({ page }) => {
  await page.goto(BRAND);
  await search(page, "89501");
  await expect(page.getByText("There are no results within 200 miles of your area")).toBeVisible();
  await expect(page.getByRole("link", { name: "Ask our team about trials near you" })).toHaveAttribute(
    "href",
    "/en-us/contact",
  );
  await expectNoAxeViolations(page, javaScriptEnabled);
});

test("an unknown zip: the zip message next to the field, the zip kept", async ({ page }) => {
  await page.goto(BRAND);
  await search(page, "99999");
  const zip = page.getByRole("textbox", { name: "ZIP Code" });
  await expect(zip).toHaveValue("99999");
  await expect(zip).toHaveAttribute("aria-invalid", "true");
  await expect(zip).toHaveAccessibleDescription(/Enter your Zip Code to view trial results in your area\./);
  await expect(cards(page)).toHaveCount(0);
  await expectNoAxeViolations(page, javaScriptEnabled);
});

test("a crop the brand has no trials of: the message next to the crop (400 invalid-crop)", async ({ page }) => {
  const response = await page.goto(`${TOOL}/campo-alto?zip=50010&crop=soybeans`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("combobox", { name: "Crop" })).toHaveAccessibleDescription(
    "Campo Alto has no trials of that crop. Choose one from the list.",
  );
  await expectNoAxeViolations(page, javaScriptEnabled);
});

test("an unknown brand: a clear message and the brands there are, status 404 not 500", async ({ page }) => {
  const response = await page.goto(`${TOOL}/acme?zip=50010`);
  expect(response?.status()).toBe(404);
  await expect(page.getByText("We have no trial results for “acme”. Choose one of the brands below.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Campo Alto trial results" })).toBeVisible();
  await expectNoAxeViolations(page, javaScriptEnabled);
});

test("in US Spanish, from a shared address", async ({ page }) => {
  await page.goto("/es-us/herramientas/resultados-de-rendimiento-local/surco-genetics?zip=61820&crop=soybeans");
  await expect(page.getByRole("heading", { name: "Ensayos cerca de Champaign, IL" })).toBeVisible();
  await expect(page.getByRole("region", { name: /^Ensayos cerca/ }).getByRole("listitem")).toHaveCount(3);
  await expect(page.getByText(/\d{2}\.\d bu\/acre/).first()).toBeVisible();
});

test.describe("when the trials upstream fails", () => {
  test.use({ ownUpstreams: true });
  test("the trials upstream failing: the results' error state, page 200; then recovering with 'Try again'", async ({
    page,
  }) => {
    await page.goto(BRAND); // the brands are read (and cached) before the outage
    await setFault("yield-trials", { mode: "status", status: 500 });
    const response = await page.goto(`${BRAND}?zip=50010&crop=corn`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { name: "We couldn't load the trial results" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "ZIP Code" })).toHaveValue("50010");
    await expectNoAxeViolations(page, javaScriptEnabled);
    await clearFaults("yield-trials");
    await page.getByRole("link", { name: "Try again" }).click();
    await expect(cards(page)).toHaveCount(3);
  });
});
