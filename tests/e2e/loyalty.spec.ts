import type { Page } from "@playwright/test";

import { expect, test } from "./fixtures";
import { expectNoAxeViolations, hydrated, hydratedIfScripted, RAW_HTTP, SERVER_HTML, signedIn } from "./support";

/**
 * Impulso part 1: the calculator with its breakdown, the history filtered and paged, a transaction's details (side
 * sheet with JavaScript, a page without), services redeemable and not, load more, the CSV download, and growers who
 * are not members. With JavaScript on and off where JavaScript changes what the grower gets (the calculator's mask,
 * the side sheet); once, without it, where the page is server HTML (decision 0039).
 */

const jsOn = () => test.info().project.use.javaScriptEnabled !== false;

async function cards(page: Page) {
  return page.locator("#resgate ul > li:visible");
}

test.describe("points calculator", () => {
  test("a direct purchase with corn, 4 stars, 3 years and 5 brands, with how each factor contributed", async ({
    page,
  }) => {
    await page.goto("/pt-br/calculadora-de-pontos");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Calculadora de pontos");
    // A visitor starts at one star and the indirect channel.
    await expect(page.getByRole("radio", { name: "1 estrela", exact: true })).toBeChecked();
    await expect(page.getByRole("link", { name: "Indireta" })).toHaveAttribute("aria-current", "page");

    await page.getByRole("link", { name: "Direta", exact: true }).click();
    await expect(page).toHaveURL(/channel=direct/);
    await expect(page.getByRole("link", { name: "Direta", exact: true })).toHaveAttribute("aria-current", "page");
    await page.getByRole("radio", { name: "4 estrelas", exact: true }).check();
    // The amount means what the grower typed, with JavaScript or without (one reading, app/domain/loyalty/amount.ts).
    if (jsOn()) await hydrated(page);
    await page.getByLabel("Compras em reais (R$)").fill("20.000.000");
    await page.getByLabel("Compras em sacas de milho (R$)").fill("8000");
    // Leaving the field, the browser shows it as the server will read it.
    if (jsOn()) await expect(page.getByLabel("Compras em reais (R$)")).toHaveValue("20.000.000,00");
    await page.getByLabel("Acelerador: marcas compradas").selectOption("5");
    await page.getByLabel("Acelerador: anos seguidos comprando").selectOption("3");
    await page.getByRole("button", { name: "Calcular" }).click();

    const result = page.locator("#resultado");
    await expect(result.getByText("112.511 impulsos").first()).toBeVisible();
    await expect(result.getByRole("status")).toHaveText(
      "Com essas compras na conta direta, você ganharia 112.511 impulsos.",
    );
    const table = result.getByRole("table", { name: "Como chegamos a esse número" });
    const row = (name: string | RegExp) =>
      table.getByRole("row").filter({ has: page.getByRole("rowheader", { name }) });
    await expect(row(/^Compras em reais/)).toContainText("100.000 unid.");
    await expect(row(/^Faixa até R\$ 5 milhões/)).toContainText("12.500 unid.");
    await expect(row(/^Faixa de R\$ 5 a 15 milhões/)).toContainText("50.000 unid.");
    await expect(row(/^Faixa de R\$ 15 a 30 milhões/)).toContainText("37.500 unid.");
    await expect(row(/^Sacas de milho/)).toContainText("10 unid.");
    await expect(row(/^Categoria 4 estrelas/)).toContainText("75.007,5 impulsos");
    await expect(row(/^Acelerador: 3 anos/)).toContainText("+22.502,25 impulsos");
    await expect(row(/^Acelerador: 5 marcas/)).toContainText("+15.001,5 impulsos");
    await expect(row(/^Total/)).toContainText("112.511 impulsos");
    // The form shows back how it read the amounts.
    await expect(page.getByLabel("Compras em reais (R$)")).toHaveValue("20.000.000,00");
    await expectNoAxeViolations(page);
  });

  test("calculate with nothing filled flags the empty inputs; 24 digits are refused; clear starts over", async ({
    page,
  }) => {
    await page.goto("/pt-br/calculadora-de-pontos?channel=indirect");
    await page.getByRole("button", { name: "Calcular" }).click();
    await expect(page).toHaveURL(/intent=calculate/);
    const reais = page.getByLabel("Compras em reais (R$)");
    await expect(reais).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Compras em sacas de milho (R$)")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Informe o valor das compras em reais ou em sacas de milho.")).toHaveCount(2);
    await expect(page.locator("#resultado").getByRole("status")).toHaveText(
      "Confira os campos destacados para calcular.",
    );
    await expectNoAxeViolations(page);

    if (jsOn()) await hydrated(page);
    await reais.fill("1".repeat(22));
    await page.getByRole("button", { name: "Calcular" }).click();
    await expect(page.getByText("Use no máximo 23 dígitos.")).toBeVisible();

    await page.getByRole("radio", { name: "5 estrelas", exact: true }).check();
    await page.getByRole("button", { name: "Limpar" }).click();
    // (Without JavaScript the browser keeps the form's #resultado through the redirect.)
    await expect(page).toHaveURL(/\/pt-br\/calculadora-de-pontos\?channel=indirect(#resultado)?$/);
    await expect(page.getByRole("radio", { name: "1 estrela", exact: true })).toBeChecked();
    await expect(page.getByLabel("Compras em reais (R$)")).toHaveValue("");
  });

  test("clear resets what was typed even before any calculation (the address does not change)", async ({ page }) => {
    await page.goto("/pt-br/calculadora-de-pontos?channel=direct");
    if (jsOn()) await hydrated(page);
    await page.getByRole("radio", { name: "5 estrelas", exact: true }).check();
    await page.getByLabel("Compras em reais (R$)").fill("2.500");
    await page.getByRole("button", { name: "Limpar" }).click();
    await expect(page).toHaveURL(/\/pt-br\/calculadora-de-pontos\?channel=direct(#resultado)?$/);
    await expect(page.getByRole("radio", { name: "1 estrela", exact: true })).toBeChecked();
    await expect(page.getByLabel("Compras em reais (R$)")).toHaveValue("");
    await expect(page.getByRole("link", { name: "Direta", exact: true })).toHaveAttribute("aria-current", "page");
  });

  // Once, without JavaScript: the member's defaults are server HTML (the mask is tested above).
  test("a member starts from their own stars, channel and accelerators", SERVER_HTML, async ({ page }) => {
    await signedIn(page, "br.lider@surco.example", "/pt-br/calculadora-de-pontos");
    await expect(page).toHaveURL(/\/pt-br\/calculadora-de-pontos$/);
    await expect(page.getByRole("radio", { name: "4 estrelas", exact: true })).toBeChecked();
    await expect(page.getByRole("link", { name: "Direta", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(page.getByLabel("Acelerador: marcas compradas")).toHaveValue("4");
    await expect(page.getByLabel("Acelerador: anos seguidos comprando")).toHaveValue("3");
    await expect(page.getByText("Sua categoria hoje: 4 estrelas.")).toBeVisible();
    await expect(page.getByRole("link", { name: "ACESSAR MEU IMPULSO" })).toHaveAttribute("href", "/pt-br/meu-impulso");
    // Indirect, R$ 10.000 at 4 stars and 3 years: 100 units × 0.75 × 1.3 = 97.5 → 97.
    await page.getByRole("link", { name: "Indireta" }).click();
    await expect(page.getByRole("link", { name: "Indireta" })).toHaveAttribute("aria-current", "page");
    await page.getByLabel("Compras em reais (R$)").fill("10.000");
    await page.getByRole("button", { name: "Calcular" }).click();
    await expect(page.locator("#resultado").getByRole("status")).toHaveText(
      "Com essas compras na conta indireta, você ganharia 97 impulsos.",
    );
  });

  // Once, without JavaScript: tabs, band and 'Ver Mais' are links and a GET form.
  test("the product/service search: tabs, a points band, 8 at a time and 'Ver Mais'", SERVER_HTML, async ({ page }) => {
    await page.goto("/pt-br/calculadora-de-pontos?channel=indirect&reais=10.000&intent=calculate");
    const search = page.locator("#catalogo");
    await expect(search.getByRole("list", { name: "Serviços" }).getByRole("listitem")).toHaveCount(8);
    await search.getByRole("link", { name: "Produtos" }).click();
    await expect(page).toHaveURL(/tab=products/);
    await expect(search.getByLabel("Cultura")).toHaveCount(0);
    await search.getByLabel("Faixa de pontos").selectOption("under-50000");
    await search.getByRole("button", { name: "Filtrar" }).click();
    await expect(page).toHaveURL(/band=under-50000/);
    const items = search.getByRole("list", { name: "Produtos" }).getByRole("listitem");
    await expect(items).toHaveCount(8);
    await search.getByRole("link", { name: "Ver Mais" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(items).toHaveCount(16);
    // The calculation is still there.
    await expect(page.locator("#resultado").getByRole("status")).toContainText("você ganharia 50 impulsos");
    await expectNoAxeViolations(page);
  });

  // Once, without JavaScript: the breakdown is server HTML (the mask is tested above).
  test("the breakdown shows the exact values that make the total, and '1 impulso'", SERVER_HTML, async ({ page }) => {
    await page.goto("/pt-br/calculadora-de-pontos?channel=indirect");
    await page.getByLabel("Compras em reais (R$)").fill("1.999,99");
    await page.getByRole("button", { name: "Calcular" }).click();
    const result = page.locator("#resultado");
    const table = result.getByRole("table", { name: "Como chegamos a esse número" });
    const row = (name: string | RegExp) =>
      table.getByRole("row").filter({ has: page.getByRole("rowheader", { name }) });
    // Before: "20 unid. × 0,5 = 10 … → 9 impulsos".
    await expect(row(/^Compras em reais/)).toContainText("19,9999 unid.");
    await expect(row(/^Categoria 1 estrela/)).toContainText("9,99995 impulsos");
    await expect(row(/^Total/)).toContainText("9,99995, arredondado para baixo");
    await expect(row(/^Total/)).toContainText("9 impulsos");

    await page.getByLabel("Compras em reais (R$)").fill("200");
    await page.getByRole("button", { name: "Calcular" }).click();
    await expect(result.getByRole("status")).toHaveText(
      "Com essas compras na conta indireta, você ganharia 1 impulso.",
    );
    await expect(row(/^Total/)).toContainText("1 impulso");
    await expectNoAxeViolations(page);
  });

  // With JavaScript and without (issue 26: with it, "1500" used to become "15,00" as it was typed, 0 impulsos).
  test("the reais field means what the grower typed: 1500, 1.500 and 1.500,00 are R$ 1.500,00", async ({ page }) => {
    const reais = page.getByLabel("Compras em reais (R$)");
    for (const typed of ["1500", "1.500", "1.500,00"]) {
      await page.goto("/pt-br/calculadora-de-pontos?channel=indirect");
      await hydratedIfScripted(page);
      await reais.pressSequentially(typed);
      await page.getByRole("button", { name: "Calcular" }).click();
      // 15 units × 0,5 = 7,5 → 7 (before, "1500" was read as R$ 15,00: 0 impulsos).
      await expect(page.locator("#resultado").getByRole("status")).toHaveText(
        "Com essas compras na conta indireta, você ganharia 7 impulsos.",
      );
      await expect(reais).toHaveValue("1.500,00");
    }
    // Argentina writes amounts the same way.
    await page.goto("/es-ar/calculadora-de-puntos?channel=indirect");
    await hydratedIfScripted(page);
    await page.getByLabel("Compras en pesos ($)").pressSequentially("1.500");
    await page.getByRole("button", { name: "Calcular" }).click();
    await expect(page.getByLabel("Compras en pesos ($)")).toHaveValue("1.500,00");
    // An amount that is not written the locale's way is refused next to the field, as typed, never guessed.
    await page.goto("/pt-br/calculadora-de-pontos?channel=indirect");
    await hydratedIfScripted(page);
    await reais.pressSequentially("1,500.00");
    await page.getByRole("button", { name: "Calcular" }).click();
    await expect(reais).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Digite o valor assim: 1500, 1.500 ou 1.500,00.")).toBeVisible();
    await expect(reais).toHaveValue("1,500.00");
    await expectNoAxeViolations(page);
  });
});

test.describe("points page, history and services", () => {
  // Once, without JavaScript: the points page is server HTML.
  test(
    "the points page: status, balance, expiry alert, accumulated points, latest transactions",
    SERVER_HTML,
    async ({ page }) => {
      await signedIn(page, "br.3estrelas@surco.example", "/pt-br/meu-impulso");
      await expect(page).toHaveURL(/\/pt-br\/meu-impulso$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Meu Impulso");
      const status = page.getByRole("region", { name: "Seus impulsos" });
      await expect(status).toContainText("126.750");
      await expect(status).toContainText("Faltam 73.250 impulsos para chegar a 4 estrelas.");
      await expect(status.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "51");
      const balance = page.getByRole("region", { name: "Saldo de pontos" });
      await expect(balance).toContainText("84.200 impulsos");
      // Brazil registers invoices in the portal (issue 32); the programme's page is the second way, in a new window.
      await expect(balance.getByRole("link", { name: "CADASTRAR NOTAS" })).toHaveAttribute(
        "href",
        "/pt-br/cadastrar-nota",
      );
      await expect(balance.getByRole("link", { name: /Cadastrar no site do programa/ })).toHaveAttribute(
        "target",
        "_blank",
      );
      // Points expiring within 45 days: the alert links to the history.
      const alert = page.getByRole("note").filter({ hasText: "expiram nos próximos" });
      await expect(alert.getByRole("link", { name: "Ver no histórico" })).toHaveAttribute("href", "/pt-br/historico");
      await expect(page.getByRole("region", { name: "Pontos acumulados" })).toContainText("Resgatados");
      await expect(
        page.getByRole("list", { name: "Últimas movimentações de pontos" }).getByRole("listitem"),
      ).toHaveCount(5);
      await expectNoAxeViolations(page);
    },
  );

  // Before: "Ainda válidos" 66.840 / 164.208 / 36.865 under balances of 84.200 / 176.450 / 38.900.
  const brazil = { balance: "Saldo de pontos", accumulated: "Pontos acumulados", closing: "Saldo disponível hoje" };
  const argentina = { balance: "Saldo de puntos", accumulated: "Puntos acumulados", closing: "Saldo disponible hoy" };
  for (const [email, path, names, balanceText] of [
    ["br.3estrelas@surco.example", "/pt-br/meu-impulso", brazil, "84.200"],
    ["br.lider@surco.example", "/pt-br/meu-impulso", brazil, "176.450"],
    ["ar.conectado@surco.example", "/es-ar/mi-impulso", argentina, "38.900"],
  ] as const) {
    // Once, without JavaScript: the statement is server HTML.
    test(
      `${email}: the accumulated statement ends at the balance the balance card shows (${balanceText})`,
      SERVER_HTML,
      async ({ page }) => {
        await signedIn(page, email, path);
        const balance = page.getByRole("region", { name: names.balance });
        await expect(balance).toContainText(`${balanceText} impulsos`);
        const accumulated = page.getByRole("region", { name: names.accumulated });
        const closing = accumulated.locator("dl > div").filter({ hasText: names.closing }).locator("dd");
        await expect(closing).toHaveText(`${balanceText} impulsos`);
        // Every line of the statement adds up to it.
        const values = await accumulated.locator("dl > div dd").allInnerTexts();
        const number = (text: string) => Number(text.replace(/[^\d−-]/g, "").replace("−", "-"));
        const lines = values.slice(0, -1).map(number);
        expect(lines.reduce((sum, v) => sum + v, 0)).toBe(number(balanceText));
      },
    );
  }

  // Once, without JavaScript: server HTML and a CSV download.
  test(
    "the ledger is plain: pending total, pending last movement, expiry notices as notices, 5 stars says so",
    SERVER_HTML,
    async ({ page }) => {
      // Several pages, each checked with axe, on a small shared machine.
      test.setTimeout(60_000);
      await signedIn(page, "br.3estrelas@surco.example", "/pt-br/meu-impulso");
      const balance = page.getByRole("region", { name: "Saldo de pontos" });
      await expect(balance).toContainText("Pendentes");
      await expect(balance).toContainText("2.850 impulsos em análise");
      await expect(balance).toContainText(/Última movimentação\s*\+[\d.]+ em \d{2}\/\d{2}\/\d{4}, ainda pendente/);
      const recent = page.getByRole("list", { name: "Últimas movimentações de pontos" }).getByRole("listitem");
      const notices = recent.filter({ hasText: "Pontos a expirar em" });
      await expect(notices.first()).toContainText(/Aviso: [\d.]+/);
      for (const text of await notices.allInnerTexts()) expect(text).not.toMatch(/\+[\d.]+/);
      await expectNoAxeViolations(page);

      // The history page shows the same statement above its rows.
      await page.goto("/pt-br/historico");
      const statement = page.getByRole("region", { name: "Pontos acumulados" });
      await expect(statement.locator("dl > div").filter({ hasText: "Saldo disponível hoje" }).locator("dd")).toHaveText(
        "84.200 impulsos",
      );
      await expect(statement).toContainText("Mais 2.850 impulsos pendentes, que ainda não entram no saldo.");

      // The download is that statement, and says the days it covers.
      const days = (await statement.getByText(/^Ganhos de /).innerText()).match(
        /\d{2}\/\d{2}\/\d{4} a \d{2}\/\d{2}\/\d{4}/,
      )![0];
      await expect(page.getByRole("link", { name: `Baixar CSV do extrato de ${days}`, exact: true })).toHaveAttribute(
        "href",
        "/pt-br/historico.csv",
      );
      const csv = await page.request.get("/pt-br/historico.csv");
      const lines = (await csv.text())
        .replace(/^\uFEFF/, "")
        .trim()
        .split("\r\n");
      // The statement the page shows: it ends at the balance, the pending points beside it, never in the points column
      // (tests/e2e/loyalty-statement.spec.ts reconciles every figure).
      expect(lines).toContainEqual(
        expect.stringMatching(/^\d{2}\/\d{2}\/\d{4};;;Saldo disponível hoje, [\d/]+;;;;;;84200;;$/),
      );
      expect(lines).toContain(";;;Pendentes;;;;;2850;;;");
      expect(lines.some((line) => line.includes(";Pontos a expirar;") && line.includes(";;Não: aviso;"))).toBe(true);
      expect(lines.some((line) => line.includes(";Pendente;") && line.includes(";;Não: pendente;"))).toBe(true);
    },
  );

  // Once, without JavaScript: server HTML.
  test("five stars is the top, not '100 % of the way to the next star'", SERVER_HTML, async ({ page }) => {
    await signedIn(page, "br.5estrelas@surco.example", "/pt-br/meu-impulso");
    const bar = page.getByRole("region", { name: "Seus impulsos" }).getByRole("progressbar");
    await expect(bar).toHaveAttribute("aria-valuetext", "5 estrelas: a categoria mais alta");
    await expect(page.getByText("do caminho até a próxima estrela")).toHaveCount(0);
  });

  // Once, without JavaScript: the history's filters are a GET form.
  test(
    "the history: past the last page, an invoice number without dots, categories in Portuguese",
    SERVER_HTML,
    async ({ page }) => {
      // Several pages, each checked with axe, on a small shared machine.
      test.setTimeout(60_000);
      await signedIn(page, "br.3estrelas@surco.example", "/pt-br/historico?page=30");
      const status = page.getByRole("status").filter({ hasText: /página \d+ de \d+/ });
      const [, shown, pages] = /página (\d+) de (\d+)/.exec((await status.innerText())!)!;
      expect(shown).toBe(pages);
      await expect(
        page
          .getByRole("note")
          .filter({ hasText: `A página 30 não existe: o histórico tem ${pages}. Esta é a última.` }),
      ).toBeVisible();
      await expect(page.getByRole("list", { name: "Movimentações" }).getByRole("listitem").first()).toBeVisible();
      await expect(page.getByText("Suas movimentações aparecerão aqui.")).toHaveCount(0);

      await page.goto("/pt-br/historico?category=1");
      const invoice = page.getByRole("list", { name: "Movimentações" }).getByRole("link").first();
      const number = /(\d{3}\.\d{3}\.\d{3})/.exec((await invoice.getAttribute("aria-label"))!)![1];
      await page.getByLabel("Buscar").fill(number.replace(/\./g, ""));
      await page.getByRole("button", { name: "Filtrar" }).click();
      await expect(
        page
          .getByRole("list", { name: "Movimentações" })
          .getByRole("link", { name: new RegExp(number.replace(/\./g, "\\.")) }),
      ).toHaveCount(1);

      await page.goto("/pt-br/historico?category=7");
      await expect(page.getByRole("checkbox", { name: "Bônus", exact: true })).toBeChecked();
      const rows = page.getByRole("list", { name: "Movimentações" }).getByRole("listitem");
      await expect(rows.first()).toBeVisible();
      // The category line of each row, not the description (before: the programme's "Bonus").
      for (const text of await rows.allInnerTexts())
        expect(text.split("\n").map((line) => line.trim())).toContain("Bônus");
      await expectNoAxeViolations(page);
    },
  );

  // Once, without JavaScript: server HTML.
  test("points expiring today, and the family-group variant", SERVER_HTML, async ({ page }) => {
    await signedIn(page, "br.membro@surco.example", "/pt-br/meu-impulso");
    await expect(page.getByRole("note").filter({ hasText: "expiram hoje" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Seus impulsos" })).toContainText(
      "Você faz parte do grupo familiar Grupo Familiar Bertolini",
    );
  });

  // Once, without JavaScript: the filters and 'load more' are a GET form and links.
  test("services: redeemable and not, the group's wording, filters and load more", SERVER_HTML, async ({ page }) => {
    await signedIn(page, "br.3estrelas@surco.example", "/pt-br/meu-impulso?band=under-50000#resgate");
    const block = page.locator("#resgate");
    // Under 50,000 points with 84,200 in the balance: everything is redeemable (or free).
    const under = block.locator("[data-button]");
    await expect(under.first()).toBeVisible();
    for (const kind of await under.evaluateAll((links) => links.map((a) => a.getAttribute("data-button")))) {
      expect(["redeem", "free"]).toContain(kind);
    }
    await expect(block.getByRole("link", { name: /^Resgatar agora — / }).first()).toBeVisible();

    await block.getByLabel("Faixa de pontos").selectOption("over-150000");
    await block.getByRole("button", { name: "Filtrar" }).click();
    await expect(page).toHaveURL(/band=over-150000/);
    await expect(block.getByRole("link", { name: /^Acessar — / }).first()).toBeVisible();
    await expect(block.locator('[data-button="redeem"]')).toHaveCount(0);
    await expect(block.getByText(/Faltam [\d.]+ impulsos para resgatar\./).first()).toBeVisible();

    await block.getByRole("link", { name: "Limpar filtros" }).click();
    await expect(await cards(page)).toHaveCount(16);
    await block.getByRole("link", { name: "Ver mais serviços" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(await cards(page)).toHaveCount(32);
    await expectNoAxeViolations(page);
  });

  // Once, without JavaScript: server HTML.
  test("a group member sees 'your group' wording", SERVER_HTML, async ({ page }) => {
    await signedIn(page, "br.membro@surco.example", "/pt-br/meu-impulso#resgate");
    await expect(
      page
        .locator("#resgate")
        .getByRole("link", { name: /^Resgatar pelo seu grupo — / })
        .first(),
    ).toBeVisible();
    await expect(page.locator('#resgate [data-button="redeem"]')).toHaveCount(0);
  });

  // Once, without JavaScript: a GET form validated on the server.
  test(
    "a range that ends before it starts is said next to the dates, as typed; the other filters still apply",
    SERVER_HTML,
    async ({ page }) => {
      await signedIn(page, "br.3estrelas@surco.example", "/pt-br/historico?from=2025-12-31&to=2025-01-01&size=25");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Histórico de pontos");
      const from = page.getByLabel("De", { exact: true });
      await expect(from).toHaveAttribute("aria-invalid", "true");
      await expect(from).toHaveValue("2025-12-31");
      await expect(page.getByLabel("Até", { exact: true })).toHaveValue("2025-01-01");
      // Said once, under the first date, and tied to it for screen readers.
      await expect(page.getByText("A data inicial deve ser anterior à data final.")).toHaveCount(1);
      await expect(from).toHaveAccessibleDescription(/A data inicial deve ser anterior/);
      await expect(page.getByRole("list", { name: "Movimentações" }).getByRole("listitem")).toHaveCount(25);
    },
  );

  test("the history filtered by category, 25 per page, paged, and a transaction's details", async ({ page }) => {
    // Several pages, each checked with axe, on a small shared machine.
    test.setTimeout(60_000);
    await signedIn(page, "br.3estrelas@surco.example", "/pt-br/historico");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Histórico de pontos");
    await expect(page.getByRole("list", { name: "Movimentações" }).getByRole("listitem")).toHaveCount(10);
    // The categories are folded until one is chosen.
    await page.locator("summary", { hasText: "Categorias" }).click();
    await page.getByLabel("Cadastro de nota").check();
    await page.getByLabel("Itens por página").selectOption("25");
    await page.getByRole("button", { name: "Filtrar" }).click();
    await expect(page).toHaveURL(/category=1/);
    await expect(page).toHaveURL(/size=25/);
    const rows = page.getByRole("list", { name: "Movimentações" }).getByRole("listitem");
    await expect(rows).toHaveCount(25);
    for (const text of await rows.allInnerTexts()) expect(text).toContain("Cadastro de nota");
    await expect(page.getByRole("status").filter({ hasText: "página 1 de" })).toBeVisible();

    await page.getByRole("navigation", { name: "Páginas do histórico" }).getByRole("link", { name: "Próxima" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByRole("status").filter({ hasText: "página 2 de" })).toBeVisible();
    await expect(rows).toHaveCount(25);
    await expectNoAxeViolations(page);

    // Dates dd/mm/yyyy and times HH:mm.
    expect(await rows.first().innerText()).toMatch(/\d{2}\/\d{2}\/\d{4}\s+\d{2}:\d{2}/);
    const first = rows.first().getByRole("link");
    const number = await first.getAttribute("data-transaction");
    await first.click();
    if (jsOn()) {
      const sheet = page.getByRole("dialog");
      await expect(sheet).toBeVisible();
      await expect(sheet.getByRole("heading", { name: "Nota fiscal", exact: true })).toBeVisible();
      await expect(sheet).toContainText(number!);
      await expect(page).toHaveURL(/page=2/);
      await expectNoAxeViolations(page);
      await page.keyboard.press("Escape");
      await expect(sheet).toHaveCount(0);
      await expect(first).toBeFocused();
    } else {
      await expect(page).toHaveURL(new RegExp(`/pt-br/historico/${number}\\?`));
      await expect(page.getByRole("heading", { level: 2, name: "Nota fiscal" })).toBeVisible();
      await expect(page.getByText("Número da nota")).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole("link", { name: "Voltar para o histórico" }).click();
      await expect(page).toHaveURL(/\/pt-br\/historico\?.*page=2/);
    }
  });

  // Once, without JavaScript: the order's own page is server HTML.
  test(
    "an order's details: items cut to 30 characters, subtotal, shipping and total",
    SERVER_HTML,
    async ({ page }) => {
      await signedIn(page, "br.3estrelas@surco.example", "/pt-br/historico?category=2");
      const link = page.getByRole("list", { name: "Movimentações" }).getByRole("link").first();
      const href = await link.getAttribute("href");
      await page.goto(href!);
      await expect(page.getByRole("heading", { level: 2, name: /^Pedido PED-/ })).toBeVisible();
      const table = page.getByRole("table", { name: "Itens do pedido" });
      await expect(table).toBeVisible();
      for (const cell of await table.locator("tbody td:nth-child(2) span[aria-hidden]").allInnerTexts()) {
        expect([...cell].length).toBeLessThanOrEqual(31);
      }
      await expect(page.getByText("Subtotal")).toBeVisible();
      await expect(page.getByText("Total do pedido")).toBeVisible();
    },
  );

  // Once, without JavaScript: a status code and server HTML.
  test("another member's transaction is a 404, and nothing of it is shown", SERVER_HTML, async ({ page }) => {
    await signedIn(page, "br.1estrela@surco.example", "/pt-br/historico");
    const response = await page.goto("/pt-br/historico/BR5808-000010");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Movimentação não encontrada");
  });

  // Once, without JavaScript: a link's address and the download's headers and body.
  test("the filtered history downloads as CSV", SERVER_HTML, async ({ page }) => {
    await signedIn(page, "br.3estrelas@surco.example", "/pt-br/historico?category=2");
    const csvLink = page.getByRole("link", { name: "Baixar CSV" });
    await expect(csvLink).toHaveAttribute("href", "/pt-br/historico.csv?category=2");
    const response = await page.request.get("/pt-br/historico.csv?category=2");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/csv");
    expect(response.headers()["content-disposition"]).toMatch(
      /attachment; filename="historico-impulso-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = (await response.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      "Data;Hora;Número;Descrição;Categoria;Situação;Impulsos;Conta no saldo;Fora do saldo;Saldo;Expira em;Parceiro",
    );
    expect(lines.length).toBeGreaterThan(10);
    // A filtered download is only its rows, oldest first: no balance beside them and no statement under them.
    for (const line of lines.slice(1)) expect(line).toMatch(/;Resgate de pedido;Debitado;-\d+;Sim;;;;Orbia$/);
    const days = lines.slice(1).map((line) => line.slice(0, 10).split("/").reverse().join("-"));
    expect(days).toEqual([...days].sort());
  });

  // Once, without JavaScript: server HTML.
  test("Argentina: Mi Impulso and the history in Spanish", SERVER_HTML, async ({ page }) => {
    await signedIn(page, "ar.permitido@surco.example", "/es-ar/mi-impulso");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mi Impulso");
    await expect(page.getByRole("region", { name: "Saldo de puntos" })).toContainText("19.400 impulsos");
    await page.goto("/es-ar/historial?q=zzzz-no-existe");
    await expect(page.getByRole("heading", { name: "Ningún resultado" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("growers who are not members", () => {
  // Once, without JavaScript: server HTML.
  test(
    "Brazil: the restricted-access page, and the programme's services with the steps and a connect button",
    SERVER_HTML,
    async ({ page }) => {
      await signedIn(page, "br.cadastro@surco.example", "/pt-br/meu-impulso");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Acesso Restrito");
      await expect(
        page.getByText("Depois do cadastro, seus dados podem levar até 2 dias para chegar aqui."),
      ).toBeVisible();
      await expect(page.getByRole("link", { name: /Cadastrar no site do parceiro/ })).toHaveAttribute(
        "target",
        "_blank",
      );
      await expect(page.getByRole("link", { name: "Conheça o programa Impulso" })).toBeVisible();
      const block = page.locator("#resgate");
      await expect(block.getByRole("heading", { name: "Para resgatar, participe do Impulso" })).toBeVisible();
      await expect(block.getByRole("link", { name: /^Conectar conta — / }).first()).toBeVisible();
      await expect(block.locator('[data-button="redeem"]')).toHaveCount(0);
      await expectNoAxeViolations(page);
      await page.goto("/pt-br/historico");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Acesso Restrito");
      await page.goto("/pt-br/historico/BR5808-000010");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Acesso Restrito");
    },
  );

  // Once, without JavaScript: server HTML.
  test("Argentina: 'Acceso restringido'", SERVER_HTML, async ({ page }) => {
    await signedIn(page, "ar.finanzasypedidos@surco.example", "/es-ar/mi-impulso");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Acceso restringido");
    await expectNoAxeViolations(page);
  });

  // Once: redirects and status codes over raw HTTP.
  test("anonymous visitors are sent to log in; the US has no Impulso", RAW_HTTP, async ({ page }) => {
    const response = await page.request.get("/pt-br/historico", { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe("/api/auth/login?state=%2Fpt-br%2Fhistorico");
    expect((await page.request.get("/en-us/meu-impulso", { maxRedirects: 0 })).status()).toBe(404);
  });
});
