import { expect, test } from "./fixtures";
import { clearFaults, expectNoAxeViolations, logIn, sandbox, setFault, upstreamsRecovered } from "./support";

// Faults here are this spec's own: its tests have upstreams of their own (fixtures.ts).
test.use({ ownUpstreams: true });
/**
 * The loyalty upstream failing: every Impulso page still answers 200 and each
 * widget shows its own error or empty state (spec 001 §8). Faults and one-call failures are the test's own
 * (fixtures.ts), as are its upstream cache and circuits: nothing another test warmed or opened reaches it.
 *
 * br.falha is reserved for the whole-upstream failures; br.carbono for one call failing.
 */

/** Clears this test's loyalty faults and one-call failures (fetch carries the test's scope: fixtures.ts). */
async function clearLoyaltyFaults() {
  await clearFaults("loyalty");
  await fetch(`${sandbox()}/_sandbox/loyalty/failures`, { method: "DELETE" });
}

async function failOneCall(call: string, status: number) {
  const response = await fetch(`${sandbox()}/_sandbox/loyalty/failures`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ call, status }),
  });
  expect(response.status).toBe(204);
}

test.afterEach(clearLoyaltyFaults);

test("one call failing (the history) degrades its widgets only", async ({ page }) => {
  // Signed in on a page that reads no history (the calculator's status card reads it, decision 0051).
  await logIn(page, "br.carbono@surco.example", "/pt-br/contato");
  // The test's own cache and circuits (fixtures.ts): nothing of the history is cached, no circuit is open.
  await failOneCall("history", 503);

  const history = await page.goto("/pt-br/historico?q=falha");
  expect(history?.status()).toBe(200);
  await expect(
    page.getByRole("heading", { level: 3, name: "Ocorreu um erro: o programa respondeu com o erro 503" }),
  ).toBeVisible();
  // The filters still work: the categories came from their own call.
  await expect(page.getByLabel("Cadastro de nota")).toHaveCount(1);
  await expect(page.getByRole("link", { name: "Tentar de novo" })).toHaveAttribute("href", "/pt-br/historico?q=falha");
  await expectNoAxeViolations(page);

  // The history page's two failing calls (its list, and the statement's reading) retried are enough failures in a row
  // to open the loyalty circuit; closed again, the points page shows what one failing call does there.
  await upstreamsRecovered();
  const points = await page.goto("/pt-br/meu-impulso?segunda=1");
  expect(points?.status()).toBe(200);
  // The latest transactions and the statement show the cards' error state; the status card keeps its stars, and its
  // impulses of the year, read from the history, say they are unavailable.
  const recent = page.getByRole("region", { name: "Últimas movimentações" });
  await expect(recent.getByRole("heading", { name: "Erro ao carregar as informações" })).toBeVisible();
  await expect(recent.getByRole("link", { name: "Recarregar a página" })).toHaveAttribute("href", "/pt-br/meu-impulso");
  const status = page.getByRole("region", { name: "Seus impulsos" });
  await expect(status).toContainText("Indisponível no momento");
  await expect(status).toContainText("3 estrelas");
  await expect(
    page
      .getByRole("region", { name: "Pontos acumulados" })
      .getByRole("heading", { name: "Erro ao carregar as informações" }),
  ).toBeVisible();
  // The balance stays; the pending points (from the statement) and the last movement are unavailable.
  const balance = page.getByRole("region", { name: "Saldo de pontos" });
  await expect(balance).toContainText("52.900 impulsos");
  await expect(balance.getByText("Indisponível no momento")).toHaveCount(2);

  const csv = await page.request.get("/pt-br/historico.csv?q=falha");
  expect(csv.status()).toBe(503);
});

for (const [name, fault] of [
  ["answers 500", { mode: "status", status: 500 }],
  ["sends a malformed body", { mode: "malformed", malformed: "shape" }],
] as const) {
  test(`the whole loyalty upstream ${name}: every Impulso page answers 200 with its widgets' error states`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await setFault("loyalty", fault);
    await logIn(page, "br.falha@surco.example", "/pt-br/meu-impulso");
    await expect(page).toHaveURL(/\/pt-br\/meu-impulso$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Meu Impulso");
    for (const card of ["Seus impulsos", "Saldo de pontos", "Pontos acumulados"]) {
      const region = page.getByRole("region", { name: card });
      await expect(region.getByRole("heading", { name: "Erro ao carregar as informações" })).toBeVisible();
      await expect(region.getByText("Atualize a página para tentar de novo.")).toBeVisible();
      await expect(region.getByRole("link", { name: "Recarregar a página" })).toHaveAttribute(
        "href",
        "/pt-br/meu-impulso",
      );
    }
    // The services block falls back to its placeholder empty state.
    await expect(page.locator("#resgate").getByRole("heading", { name: "Nenhum serviço para mostrar" })).toBeVisible();
    await expectNoAxeViolations(page);

    const history = await page.goto("/pt-br/historico");
    expect(history?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 3, name: /^Ocorreu um erro: / })).toBeVisible();
    // The filters stay usable (the categories may come from the cache, which outlives a failing upstream).
    await expect(page.getByLabel("Buscar")).toBeVisible();

    // The calculator's rules need no upstream; its search shows the placeholder (a search no other test caches).
    const calculator = await page.goto(
      "/pt-br/calculadora-de-pontos?channel=indirect&reais=10.000&intent=calculate&tab=products&band=100000-150000",
    );
    expect(calculator?.status()).toBe(200);
    await expect(page.locator("#resultado").getByRole("status")).toHaveText(
      "Com essas compras na conta indireta, você ganharia 50 impulsos.",
    );
    await expect(
      page.locator("#catalogo").getByText("Não conseguimos fazer a busca agora. Tente de novo em instantes."),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
