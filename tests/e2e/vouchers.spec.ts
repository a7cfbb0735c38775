import { readFileSync } from "node:fs";

import type { Page } from "@playwright/test";

import { expect, test } from "./fixtures";
import { expectNoAxeViolations, portal, sandbox, SERVER_HTML, signedIn } from "./support";

/**
 * The voucher flow (issue 12, spec 001 §2 §4 §5 §7; decision 0024), JavaScript
 * on and off: from a campaign product's page through both steps (rows added
 * and removed by submit buttons, errors beside the fields, edit keeping every
 * value) to the confirmation with the voucher id; a double submit making one
 * voucher; and the upstream failing, then recovering.
 */
const GROWER = "ar.conectado@surco.example";
const PRODUCT = "/es-ar/d/sg-1030-sts-soy";
const t = JSON.parse(readFileSync("locales/es-AR/vouchers.json", "utf8"));
const mf = JSON.parse(readFileSync("locales/es-AR/marketing-form.json", "utf8"));

const admin = (path: string, init?: RequestInit) => fetch(`${sandbox()}/_sandbox/vouchers${path}`, init);
async function vouchersOf(reference: string): Promise<{ voucherID: string }[]> {
  const all = (await (await admin("/vouchers")).json()) as { reference: string; voucherID: string }[];
  return all.filter((voucher) => voucher.reference === reference);
}

/** A distributor name of this test and project, so tests running side by side never share a failure rule. */
const distributorOf = (what: string) => `Agro ${what} ${test.info().project.name}`;

async function fillStepOne(page: Page, distributor: string) {
  await page.locator("#products-0-product").selectOption("sg-1030-sts-soy");
  await page.locator("#products-0-amount").fill("2");
  await page.getByRole("button", { name: t.products.add }).click();
  await expect(page.locator("#products-1-product")).toBeVisible();
  await page.locator("#products-1-product").selectOption("sg-1072-intacta-soy");
  await page.locator("#products-1-amount").fill("3");
  await page.locator("#distributor-name").fill(distributor);
  await page.locator("#distributor-email").fill("ventas@agro.example");
  await page.getByRole("button", { name: t.next }).click();
  await expect(page).toHaveURL(/\?step=client$/);
}

async function fillStepTwo(page: Page) {
  await page.locator("#mf-client-FirstName").fill("Ana");
  await page.locator("#mf-client-LastName").fill("Pereyra");
  await page.locator("#mf-client-Role").selectOption("owner");
  await page.locator("#mf-client-Crops").selectOption(["soy", "corn"]);
  await page.getByRole("checkbox", { name: "WhatsApp" }).check();
  await page.getByRole("checkbox", { name: new RegExp(t.consent.slice(0, 20)) }).check();
}

/** The confirmation's state title, looked at again until it says `title` (the page refreshes itself only with JavaScript). */
async function untilState(page: Page, title: string) {
  await expect
    .poll(
      async () => {
        await page.reload();
        return page.locator("#voucher-state").textContent();
      },
      { timeout: 60_000, intervals: [500, 1_000, 2_000] },
    )
    .toBe(title);
}

// Once, without JavaScript (decision 0039): the page ships no script (issue 16), so JavaScript cannot change the flow.
test(
  "the whole voucher flow: entry, rows, errors, edit, client data, confirmation with the voucher id",
  SERVER_HTML,
  async ({ page }) => {
    test.setTimeout(300_000);
    await signedIn(page, GROWER, PRODUCT);
    await expect(page.getByRole("heading", { name: t.entry.heading })).toBeVisible();
    await page.waitForLoadState("load");
    await page.getByRole("link", { name: t.entry.cta }).click();
    await expect(page.getByRole("heading", { level: 1, name: t.heading })).toBeVisible();
    await expectNoAxeViolations(page);

    // Nothing chosen: errors beside the fields, the page keeps what was typed.
    await page.locator("#distributor-email").fill("ventas@");
    await page.getByRole("button", { name: t.next }).click();
    await expect(page.getByRole("alert")).toHaveText(t.formError);
    await expect(page.getByText(t.errors.productRequired)).toBeVisible();
    await expect(page.getByText(t.errors.distributorNameRequired)).toBeVisible();
    await expect(page.getByText(t.errors.distributorEmail)).toBeVisible();
    await expect(page.locator("#distributor-email")).toHaveValue("ventas@");
    await expectNoAxeViolations(page);

    // Removing the only row resets it; adding appends an empty row with amount 1; removing one of two drops it.
    await page.locator("#products-0-product").selectOption("sg-1030-sts-soy");
    await page.locator("#products-0-amount").fill("4");
    await page.getByRole("button", { name: t.products.removeLabel.replace("{{n}}", "1") }).click();
    await expect(page.locator("#products-0-product")).toHaveValue("");
    await expect(page.locator("#products-0-amount")).toHaveValue("1");
    await page.getByRole("button", { name: t.products.add }).click();
    await expect(page.locator("#products-1-amount")).toHaveValue("1");
    await page.getByRole("button", { name: t.products.removeLabel.replace("{{n}}", "2") }).click();
    await expect(page.locator("#products-1-amount")).toHaveCount(0);

    await page.locator("#distributor-email").fill("");
    await fillStepOne(page, distributorOf("Norte"));
    await expect(page.getByText("SG 1030 STS × 2")).toBeVisible();

    // Edit goes back to step 1 with everything kept, and what was typed in step 2 too.
    await page.locator("#mf-client-FirstName").fill("Ana");
    await page.getByRole("button", { name: t.edit }).click();
    await expect(page).toHaveURL(/\?step=products$/);
    await expect(page.locator("#products-1-product")).toHaveValue("sg-1072-intacta-soy");
    await expect(page.locator("#products-1-amount")).toHaveValue("3");
    await expect(page.locator("#distributor-name")).toHaveValue(distributorOf("Norte"));
    await page.getByRole("button", { name: t.next }).click();
    await expect(page.locator("#mf-client-FirstName")).toHaveValue("Ana");

    // Step 2's errors: the definition's required fields and consent.
    await page.getByRole("button", { name: t.submit }).click();
    await expect(page.getByText(t.errors.consentRequired)).toBeVisible();
    await expect(page.getByText(mf.errors.chooseOne)).toBeVisible();
    await expectNoAxeViolations(page);

    await fillStepTwo(page);
    await page.getByRole("button", { name: t.submit }).click();
    await expect(page).toHaveURL(/\/es-ar\/cupon\/confirmacion\/[\w-]{22}\.[\w-]{22}$/);
    await untilState(page, t.confirmation.fulfilled.title);
    const voucherId = (await page
      .locator("strong")
      .filter({ hasText: /^VC-\d{6}$/ })
      .textContent())!;
    await expect(
      page.getByText(t.confirmation.fulfilled.body.replace("{{voucherId}}", voucherId).replace("{{email}}", GROWER)),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    // The distributor was told, with the products as name:amount;…
    const notifications = (await (await admin("/notifications")).json()) as {
      voucherID: string;
      body: { products: string };
    }[];
    expect(notifications.filter((n) => n.voucherID === voucherId).map((n) => n.body.products)).toEqual([
      "SG 1030 STS:2;SG 1072 Intacta:3",
    ]);
  },
);

// Once, without JavaScript (decision 0039): the page ships no script (issue 16), so JavaScript cannot change the flow.
test(
  "a double submit (two POSTs with the same key) makes one voucher, which only its owner reads",
  SERVER_HTML,
  async ({ page, browser }) => {
    test.setTimeout(120_000);
    await signedIn(page, GROWER, "/es-ar/cupon");
    await fillStepOne(page, distributorOf("Doble"));
    await fillStepTwo(page);
    const key = await page.locator('input[name="idempotencyKey"]').inputValue();
    // The form as the browser posts it (built here: with JavaScript off the page cannot run a script to read it).
    const body = new URLSearchParams([
      ["idempotencyKey", key],
      ["client.FirstName", "Ana"],
      ["client.LastName", "Pereyra"],
      ["client.Role", "owner"],
      ["client.Crops", "soy"],
      ["client.Crops", "corn"],
      ["client.ContactBy", "whatsapp"],
      ["consent", "on"],
    ]);
    body.set("intent", "submit");
    const post = () =>
      page.request.post("/es-ar/cupon?step=client", {
        headers: { "content-type": "application/x-www-form-urlencoded" },
        data: body.toString(),
        maxRedirects: 0,
      });
    const answers = await Promise.all([post(), post()]);
    expect(answers.map((a) => a.status())).toEqual([303, 303]);
    expect(answers[0].headers().location).toBe(`/es-ar/cupon/confirmacion/${key}`);
    expect(answers[1].headers().location).toBe(answers[0].headers().location);

    await page.goto(answers[0].headers().location);
    await untilState(page, t.confirmation.fulfilled.title);
    expect(await vouchersOf(key)).toHaveLength(1);
    // Once more after delivery: the same confirmation, still one voucher.
    expect((await post()).headers().location).toBe(answers[0].headers().location);
    expect(await vouchersOf(key)).toHaveLength(1);

    // Only its owner reads it (issue 26): another grower, or nobody signed in, gets the 404 the key would give if it
    // held nothing, on the confirmation and on the submission's receipt.
    const receipt = `/es-ar/recibo/${key}`;
    expect((await page.goto(receipt))?.status()).toBe(200);
    const other = await browser.newContext({ baseURL: portal(), javaScriptEnabled: false });
    try {
      const stranger = await other.newPage();
      expect((await stranger.request.get(receipt)).status()).toBe(404);
      await signedIn(stranger, "ar.permitido@surco.example", "/es-ar");
      for (const address of [answers[0].headers().location, receipt])
        expect((await stranger.goto(address))?.status(), address).toBe(404);
    } finally {
      await other.close();
    }
  },
);

test("a quantity that is not whole bags, or past the campaign's maximum, is an error beside the field, as typed", async ({
  page,
}) => {
  await signedIn(page, GROWER, "/es-ar/cupon");
  const amount = page.locator("#products-0-amount");
  await expect(page.getByText("Bolsas enteras, hasta 5.000 por producto.")).toBeVisible();
  for (const [typed, message] of [
    ["99999999999999999999", "El máximo por producto en esta campaña es de 5.000 bolsas."],
    ["1.5", t.errors.amountWhole],
  ] as const) {
    await page.locator("#products-0-product").selectOption("sg-1030-sts-soy");
    await amount.fill(typed);
    await page.locator("#distributor-name").fill("Agro Norte");
    await page.getByRole("button", { name: t.next }).click();
    await expect(page).not.toHaveURL(/step=client/);
    await expect(amount).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText(message)).toBeVisible();
    await expect(amount).toHaveValue(typed);
  }
});

test.describe("the voucher upstream failing, then recovering", () => {
  test.describe.configure({ mode: "serial" });

  test("the confirmation says we keep trying, then shows the voucher id", async ({ page }) => {
    test.setTimeout(150_000);
    const distributor = distributorOf("Falla");
    const rule = `/failures?distributorName=${encodeURIComponent(distributor)}`;
    await admin("/failures", {
      method: "POST",
      headers: { "content-type": "application/json" },
      // Two failures (the first attempt and its first retry), then it answers again: the outbox's third attempt.
      body: JSON.stringify({ distributorName: distributor, times: 2 }),
    });
    try {
      await signedIn(page, GROWER, "/es-ar/cupon");
      await fillStepOne(page, distributor);
      await fillStepTwo(page);
      await page.getByRole("button", { name: t.submit }).click();
      await expect(page).toHaveURL(/\/confirmacion\//);
      await untilState(page, t.confirmation.retrying.title);
      await expect(page.getByText(t.confirmation.retrying.body)).toBeVisible();
      await expect(page.getByText(/Server responded/)).toHaveCount(0);
      await expectNoAxeViolations(page);
    } finally {
      await admin(rule, { method: "DELETE" });
    }
    await untilState(page, t.confirmation.fulfilled.title);
    await expect(page.locator("strong").filter({ hasText: /^VC-\d{6}$/ })).toBeVisible();
  });
});
