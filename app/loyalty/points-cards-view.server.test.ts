import { describe, expect, it } from "vitest";

import { type LedgerStatement, ledgerStatement, yearPeriod } from "~/domain/loyalty/ledger";
import { i18nServer } from "~/i18n/i18next.server";

import { member, tx } from "./loyalty-test-support";
import { accumulatedCard, balanceCard, statusCard } from "./points-cards-view.server";

/** The points cards' builders with the real Portuguese texts: the domain's rules on upstream data, as the grower reads them. */
const t = await i18nServer.getFixedT("pt-BR", "loyalty");

describe("the points cards", () => {
  /** The year's statement as the loader reads it: the impulses earned from 1 January to today. */
  const year = (earned: number): { ok: true; value: LedgerStatement } => ({
    ok: true,
    value: ledgerStatement(
      earned
        ? [
            {
              kind: "credit",
              status: "confirmed",
              category: "invoice",
              pointsAmount: earned,
              day: "2026-03-01",
              at: "2026-03-01T15:00:00Z",
            },
          ]
        : [],
      yearPeriod("2026-11-22"),
      Math.max(earned, 84_200),
    ),
  });
  const failed = { ok: false as const, error: new Error("x") };

  it("status: the year's impulses and the days they cover, stars and the points still needed; the family-group variant; empty and error", () => {
    const standard = statusCard(t, "pt-BR", member(), year(126_750), true);
    expect(standard).toMatchObject({
      state: "standard",
      pointsLabel: "Impulsos ganhos de 01/01/2026 a 22/11/2026",
      points: "126.750",
      starsText: "3 estrelas",
      progress: { percent: 51, label: "Faltam 73.250 impulsos para chegar a 4 estrelas." },
      group: null,
      cta: { label: "ACESSAR MEU IMPULSO", href: "/pt-br/meu-impulso" },
    });
    // The figure is the ledger's, not the member record's: they cannot disagree on the page.
    expect(statusCard(t, "pt-BR", member({ impulsePoints: 999_999 }), year(33_990), false)).toMatchObject({
      points: "33.990",
      progress: { label: "Faltam 16.010 impulsos para chegar a 3 estrelas." },
    });
    const top = statusCard(t, "pt-BR", member({ stars: 5 }), year(712_300), false);
    expect(top).toMatchObject({
      progress: { percent: 100, label: "Você está no topo: 5 estrelas (550.000 impulsos ou mais)." },
      cta: null,
    });
    // Five stars is the top: nothing is "on the way to the next star".
    expect(top).toMatchObject({ progress: { valueText: "5 estrelas: a categoria mais alta" } });
    expect(standard).toMatchObject({ progress: { valueText: "51% do caminho até a próxima estrela" } });
    expect(
      statusCard(
        t,
        "pt-BR",
        member({ nmGroup: "Grupo Familiar Bertolini", familiarGroup: { starsGroup: 4 } }),
        year(126_750),
        false,
      ),
    ).toMatchObject({
      group: {
        label: "Você faz parte do grupo familiar",
        name: "Grupo Familiar Bertolini",
        stars: 4,
        starsText: "Grupo com 4 estrelas",
      },
    });
    expect(statusCard(t, "pt-BR", member(), year(0), false)).toMatchObject({
      state: "empty",
      title: "Você ainda não ganhou impulsos neste ano (01/01/2026 a 22/11/2026)",
      action: { href: "/pt-br/meu-impulso" },
    });
    // The history unreadable: the stars stay, the figure says so, no progress is made up.
    expect(statusCard(t, "pt-BR", member(), failed, false, new Date("2026-11-22T15:00:00Z"))).toMatchObject({
      state: "standard",
      pointsLabel: "Impulsos ganhos de 01/01/2026 a 22/11/2026",
      points: "Indisponível no momento",
      starsText: "3 estrelas",
      progress: null,
    });
    expect(statusCard(t, "pt-BR", null, year(1), false)).toEqual({
      state: "error",
      title: "Erro ao carregar as informações",
      subtitle: "Atualize a página para tentar de novo.",
      action: { label: "Recarregar a página", href: "/pt-br/meu-impulso" },
    });
    expect(statusCard(t, "es-AR" as never, null, year(1), false)).toMatchObject({
      action: { href: "/es-ar/mi-impulso" },
    });
  });

  const statement: LedgerStatement = {
    period: { from: "2023-11-22", to: "2026-11-22" },
    opening: 19_190,
    earned: 112_890,
    received: 2_650,
    adjusted: 2_090,
    redeemed: 41_420,
    sent: 1_750,
    expired: 9_450,
    closing: 84_200,
    pending: 2_850,
    noticed: 3_470,
    movements: [],
  };

  it("balance: expiring, pending and last transaction, each 'unavailable' on its own when its call failed", () => {
    const card = balanceCard(
      t,
      "pt-BR",
      member(),
      { kind: "today", total: 1_500, days: 0, latestDate: "2026-05-10" },
      failed,
      { ok: true, value: statement },
    );
    expect(card).toMatchObject({
      balance: "84.200 impulsos",
      rows: [
        { term: "A expirar", value: "Atenção: 1.500 impulsos expiram hoje." },
        { term: "Pendentes", value: "2.850 impulsos em análise: entram no saldo quando forem confirmados" },
        { term: "Última movimentação", value: "Indisponível no momento" },
      ],
      // Brazil registers invoices in the portal (issue 32): the button leads there, the programme's page stays beside.
      invoices: { label: "CADASTRAR NOTAS", href: "/pt-br/cadastrar-nota", newWindow: null },
      list: { href: "/pt-br/minhas-notas" },
      outside: { href: "https://parceiro.impulso.example/br/notas-fiscais" },
    });
    expect(balanceCard(t, "pt-BR", member(), null, failed, failed)).toMatchObject({
      rows: [{ value: "Indisponível no momento" }, { value: "Indisponível no momento" }, {}],
    });
  });

  it("balance: the last movement says when it is still pending", () => {
    const recent = (status: "pending" | "confirmed") => ({
      ok: true as const,
      value: { totalItems: 1, totalPages: 1, result: [tx({ status, pointsAmount: 450, kind: "credit" })] },
    });
    const last = (status: "pending" | "confirmed") =>
      (
        balanceCard(t, "pt-BR", member(), null, recent(status), { ok: true, value: statement }) as {
          rows: { value: string }[];
        }
      ).rows[2].value;
    expect(last("pending")).toBe("+450 em 21/11/2026, ainda pendente — Nota fiscal 163.722.795");
    expect(last("confirmed")).toBe("+450 em 21/11/2026 — Nota fiscal 163.722.795");
  });

  it("accumulated points: a statement from the balance the day before the 3 years to today's balance, each line's days said", () => {
    const card = accumulatedCard(t, "pt-BR", { ok: true, value: statement });
    expect(card).toMatchObject({
      total: "112.890 impulsos",
      totalLabel: "Ganhos de 22/11/2023 a 22/11/2026 (pontos valem 3 anos)",
      rows: [
        { term: "Saldo em 21/11/2023", value: "19.190" },
        { term: "Ganhos (notas, bônus, campanhas, parceiros)", value: "+112.890" },
        { term: "Transferências recebidas", value: "+2.650" },
        { term: "Ajustes", value: "+2.090" },
        { term: "Resgatados", value: "−41.420" },
        { term: "Transferências enviadas", value: "−1.750" },
        { term: "Expirados", value: "−9.450" },
      ],
      // The same figure as the balance card: 84.200 (before: "Ainda válidos 66.840").
      closing: { term: "Saldo disponível hoje, 22/11/2026", value: "84.200 impulsos" },
      pending: "Mais 2.850 impulsos pendentes, que ainda não entram no saldo.",
    });
    const empty = {
      ...statement,
      opening: 0,
      earned: 0,
      received: 0,
      adjusted: 0,
      redeemed: 0,
      sent: 0,
      expired: 0,
      closing: 0,
      pending: 0,
    };
    expect(accumulatedCard(t, "pt-BR", { ok: true, value: empty })).toMatchObject({ state: "empty" });
    expect(accumulatedCard(t, "pt-BR", { ok: false, error: null })).toMatchObject({ state: "error" });
  });
});
