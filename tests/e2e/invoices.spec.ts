import { readFileSync } from "node:fs";

import type { Page } from "@playwright/test";

import { invoiceProgrammeFor } from "../../sandbox/data/invoices";
import { freshNfe, withOneDigitWrong } from "../../test-fixtures/invoices/nfe";
import { expect, test, testScope } from "./fixtures";
import { expectNoAxeViolations, RAW_HTTP, sandbox, signedIn, upstreamsRecovered } from "./support";

/**
 * Impulso invoices (issue 32) as br.3estrelas, JavaScript on and off: an XML uploaded, its points previewed per
 * product, registered once through the outbox with a receipt that leads to its status; the same key again refused
 * as a duplicate naming when; a key with a digit changed refused beside the field with what was typed kept; the
 * list with the programme's reason for a refused invoice and the ledger movement of an approved one; the balance
 * card's button. Over raw HTTP: a 2 MB upload refused unread, and another member's invoice a 404.
 */
const GROWER = "br.3estrelas@surco.example";
const OTHER = "br.5estrelas@surco.example";
const DOCUMENT = "73104625808";
const REGISTER = "/pt-br/cadastrar-nota";
const LIST = "/pt-br/minhas-notas";
const t = JSON.parse(readFileSync("locales/pt-BR/invoices.json", "utf8"));
const BR = invoiceProgrammeFor("BR");
const CORN = BR.products.find((p) => p.kind === "corn")!;
const REAIS = BR.products.find((p) => p.kind === "reais")!;

const freshInvoice = () =>
  freshNfe({
    issuerCnpj: BR.distributors[1].cnpj,
    issuerName: BR.distributors[1].name,
    buyerCpf: DOCUMENT,
    items: [
      { gtin: CORN.gtin, description: CORN.name, quantity: 25, value: "60000.00" },
      { gtin: REAIS.gtin, description: REAIS.name, quantity: 8, value: "12480.00" },
      { gtin: "SEM GTIN", description: "Frete", quantity: 1, value: "640.00" },
    ],
  });
const grouped = (key: string) => key.replace(/(\d{4})(?=\d)/g, "$1 ");

async function upload(page: Page, xml: string) {
  await page.getByLabel(t.register.xmlLabel).setInputFiles({
    name: "nota.xml",
    mimeType: "text/xml",
    buffer: Buffer.from(xml),
  });
  await page.getByRole("button", { name: t.register.preview }).click();
}

test("an XML previewed per product, registered once, its receipt leading to its status; again refused as a duplicate", async ({
  page,
}) => {
  const { xml, key } = freshInvoice();
  await signedIn(page, GROWER, REGISTER);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.register.heading);
  await expectNoAxeViolations(page);
  await upload(page, xml);

  await expect(page).toHaveURL(/\?step=preview$/);
  await expect(page.getByText(grouped(key))).toBeVisible();
  const table = page.getByRole("table", { name: t.preview.caption });
  const points = (name: string) =>
    table
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name }) })
      .getByRole("cell")
      .last();
  await expect(points(CORN.name)).toHaveText(/^\d[\d.]* pontos?$/);
  await expect(points(REAIS.name)).toHaveText(/^\d[\d.]* pontos?$/);
  await expect(points("Frete")).toHaveText(t.preview.notEligible);
  await expect(page.getByText(/^Esta nota deve render [\d.]+ pontos?\.$/)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: t.preview.confirm }).click();
  await expect(page).toHaveURL(/\/pt-br\/recibo\/[\w-]+\.[\w-]+$/);
  await expect(page.getByRole("main")).toContainText(`Nota fiscal de chave ${grouped(key)}.`);
  // The back button and a second tap land on the same registration: the list holds it once.
  await page.getByRole("link", { name: "Ver o andamento da nota" }).click();
  await expect(page).toHaveURL(`${LIST}/${key}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    `NF ${key.slice(25, 34).replace(/(\d{3})(?=\d)/g, "$1.")}`,
  );

  await page.goto(LIST);
  await expect(page.locator(`[data-invoice="${key}"]`)).toHaveCount(1);

  await page.goto(REGISTER);
  await page.getByLabel(t.register.keyLabel).fill(key);
  await page.getByRole("button", { name: t.register.preview }).click();
  const field = page.getByLabel(t.register.keyLabel);
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText(/^Esta nota já foi cadastrada em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/)).toBeVisible();
  await expect(field).toHaveValue(grouped(key));
});

test("a key with one digit changed is refused for its check digit, beside the field, as typed", async ({ page }) => {
  const { key } = freshInvoice();
  const changed = withOneDigitWrong(key);
  await signedIn(page, GROWER, REGISTER);
  await page.getByLabel(t.register.keyLabel).fill(grouped(changed));
  await page.getByRole("button", { name: t.register.preview }).click();
  const field = page.getByLabel(t.register.keyLabel);
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#invoice-key-error")).toHaveText(t.errors.key.checkDigit);
  await expect(field).toHaveValue(grouped(changed));
  await expectNoAxeViolations(page);
});

/** The programme's invoice calls fail with `status` for this test's requests alone (sandbox/README.md), or work again. */
async function invoicesFailing(status: number | null) {
  const response = await fetch(`${sandbox()}/_sandbox/loyalty/failures`, {
    method: status ? "POST" : "DELETE",
    headers: { "content-type": "application/json", "x-test-scope": testScope() },
    body: status ? JSON.stringify({ call: "invoices", status }) : undefined,
  });
  expect(response.ok).toBe(true);
}

/** The receipt's state title, looked at again until it says `title` (the page refreshes itself only with JavaScript). */
async function untilReceiptSays(page: Page, title: string) {
  await expect
    .poll(
      async () => {
        await page.reload();
        return page.locator("#receipt-state").textContent();
      },
      { timeout: 60_000, intervals: [500, 1_000, 2_000] },
    )
    .toBe(title);
}

test("the programme failing: the registration is held, the grower told so, and delivered once it is back", async ({
  page,
}) => {
  const { key } = freshInvoice();
  await signedIn(page, GROWER, REGISTER);
  await invoicesFailing(503);
  await page.getByLabel(t.register.keyLabel).fill(key);
  await page.getByRole("button", { name: t.register.preview }).click();
  await page.getByRole("button", { name: t.preview.confirm }).click();
  await expect(page).toHaveURL(/\/pt-br\/recibo\//);
  await untilReceiptSays(page, "Continuamos tentando");
  await expect(page.getByRole("main")).toContainText("a nota está guardada e será cadastrada assim que ele voltar");
  await invoicesFailing(null);
  await upstreamsRecovered();
  await untilReceiptSays(page, "Enviado");
  await page.goto(LIST);
  await expect(page.locator(`[data-invoice="${key}"]`)).toHaveCount(1);
});

test("a key alone: its points shown once it is read", async ({ page }) => {
  const { key } = freshInvoice();
  await signedIn(page, GROWER, REGISTER);
  await page.getByLabel(t.register.keyLabel).fill(key.replace(/(\d{4})(?=\d)/g, "$1."));
  await page.getByRole("button", { name: t.register.preview }).click();
  await expect(page).toHaveURL(/\?step=preview$/);
  await expect(page.getByText(t.preview.pointsLater)).toBeVisible();
  await expect(page.getByRole("table")).toHaveCount(0);
});

test("the list: each status, a refusal's reason from the programme, an approved invoice's ledger movement", async ({
  page,
}) => {
  await signedIn(page, GROWER, "/pt-br/meu-impulso");
  await page.getByRole("link", { name: "CADASTRAR NOTAS" }).click();
  await expect(page).toHaveURL(REGISTER);
  await page.getByRole("link", { name: t.register.toList }).click();
  await expect(page).toHaveURL(LIST);
  const list = page.getByRole("list", { name: t.list.label });
  for (const state of ["received", "inAnalysis", "approved", "refused"])
    await expect(list.locator(`[data-state="${state}"]`).first()).toContainText(t.statuses[state]);
  await expect(list.locator('[data-state="refused"]').first()).toContainText(
    "Distribuidor não participante do programa",
  );
  const approved = list.locator('[data-state="approved"]').first();
  const movement = approved.getByRole("link", { name: t.list.movementCredited });
  const number = await movement.getAttribute("data-movement");
  await movement.click();
  await expect(page).toHaveURL(new RegExp(`/pt-br/historico/${number}$`));
  await expect(page.getByRole("main")).toContainText(number!);
  await page.goto(LIST);
  await expectNoAxeViolations(page);
  const csv = await page.request.get(`${LIST}.csv`);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  expect(await csv.text()).toContain("Distribuidor não participante do programa");
});

test(
  "a 2 MB upload is refused before it is read; another member's invoice and receipt are the 404",
  RAW_HTTP,
  async ({ page, browser }) => {
    await signedIn(page, GROWER, LIST);
    const big = await page.request.post(REGISTER, {
      multipart: {
        accessKey: "",
        intent: "preview",
        xml: { name: "nota.xml", mimeType: "text/xml", buffer: Buffer.alloc(2 * 1024 * 1024, "<a/>") },
      },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(big.status()).toBe(413);
    expect(await big.text()).toContain(t.errors.xml.tooLarge);

    // A registration by key over plain form posts: its receipt and its status are the grower's.
    const { key } = freshInvoice();
    const origin = new URL(page.url()).origin;
    const preview = await page.request.post(REGISTER, {
      form: { accessKey: key, intent: "preview" },
      headers: { origin },
    });
    const idempotencyKey = /name="idempotencyKey" value="([^"]+)"/.exec(await preview.text())?.[1];
    expect(idempotencyKey).toBeTruthy();
    const sent = await page.request.post(`${REGISTER}?step=preview`, {
      form: { idempotencyKey: idempotencyKey!, intent: "submit" },
      headers: { origin },
      maxRedirects: 0,
    });
    expect(sent.status()).toBe(303);
    const receipt = sent.headers().location;
    expect(receipt).toMatch(/^\/pt-br\/recibo\//);
    const mine = [
      `${LIST}/${key}`,
      receipt,
      `${LIST}/${await page.locator("[data-invoice]").first().getAttribute("data-invoice")}`,
    ];
    for (const path of mine) expect((await page.request.get(path)).status(), path).toBe(200);
    const other = await browser.newContext({ javaScriptEnabled: false });
    const theirs = await other.newPage();
    await signedIn(theirs, OTHER, LIST);
    for (const path of mine) expect((await theirs.request.get(path)).status(), path).toBe(404);
    await other.close();
  },
);
