import { describe, expect, it } from "vitest";

import { CATEGORY_KEYS, type LedgerStatement, ledgerStatement, yearPeriod } from "~/domain/loyalty/ledger";
import { serviceFiltersSchema } from "~/domain/loyalty/service-filters-url";
import { seenOn } from "~/domain/text/cut-pieces";
import { readQuery } from "~/forms/read-query";
import { i18nServer } from "~/i18n/i18next.server";
import { UpstreamError } from "~/services/errors";
import type { Member, Service, ServicesPage, Transaction } from "~/services/loyalty/contract";

import { failureMessage } from "./failure-message.server";
import { accumulatedCard, balanceCard, categoryName, servicesBlock, statusCard, transactionRow } from "./view.server";

/**
 * The loaders' view builders with the real Portuguese texts: the rules of the
 * domain applied to upstream data, as the grower reads them.
 */
const t = await i18nServer.getFixedT("pt-BR", "loyalty");

const member = (over: Partial<Member> = {}): Member => ({
  nmMember: "Ana Carolina Mendes",
  impulsePoints: 126_750,
  stars: 3,
  familiarGroup: null,
  nmGroup: null,
  flGroupLeader: false,
  impulsePercent: 51,
  impulseLeft: 73_250,
  minPoints: 50_000,
  orbiaPoints: 84_200,
  accountType: "direct",
  acceleratorMix: 3,
  acceleratorFrequency: 2,
  contactInformation: { contactUs: { name: "", phone: "", email: "", whatsapp: "" }, advisorContact: [] },
  ...over,
});

/** An invoice credit of 450 on 21/11/2026, confirmed unless told. */
const tx = (over: Partial<Transaction> = {}): Transaction => ({
  transactionDate: "2026-11-21T14:14:00Z",
  pointsAmount: 450,
  category: { id: "1", name: "Cadastro de nota", icon: "invoice" },
  transactionDetails: [
    {
      description: "Nota fiscal 163.722.795",
      transactionNumber: "BR0001-000300",
      invoiceDate: "2026-11-20",
      invoiceNumber: "163.722.795",
      partnerName: null,
      orderNumber: null,
      expirationDate: "2029-11-21",
      pointsAmount: over.pointsAmount ?? 450,
      orderItems: [],
      subTotalOrder: null,
      shippingFee: null,
      totalPointsOrder: null,
    },
  ],
  transferPoints: null,
  nmMember: "Ana",
  kind: "credit",
  status: "confirmed",
  ...over,
});

const service = (id: string, cost: number, over: Partial<Service> = {}): Service => ({
  idOrbia: id,
  cdSkuOrbia: id,
  tpService: "service",
  nmVendor: "Vendor",
  nmService: `Service ${id}`,
  ctgService: "agro-software",
  qtStars: 1,
  vlPricePoints: cost,
  vlPreviousPricePoints: null,
  dsLink: `https://orbia.example/${id}`,
  imgBase64Html: null,
  imgUrl: "/images/loyalty/services/agro-software.svg",
  recommendationTag: null,
  crops: ["corn"],
  journeys: ["harvest"],
  ...over,
});

const page = (services: Service[], nextPage: number | null = null) => ({
  ok: true as const,
  value: { data: { results: services, page: 1, next_page: nextPage } } satisfies ServicesPage,
});

function block(services: Service[], opts: { member?: Member | null; query?: string; nextPage?: number | null } = {}) {
  const params = new URLSearchParams(opts.query ?? "");
  return servicesBlock({
    t,
    locale: "pt-BR",
    path: "/pt-br/meu-impulso",
    params,
    filters: readQuery(params, serviceFiltersSchema).value,
    result: page(services, opts.nextPage ?? null),
    member: opts.member === undefined ? member() : opts.member,
  });
}

describe("the services block", () => {
  it.each([
    ["a member without a group who can afford it", member(), 84_200, "redeem", "Resgatar agora"],
    ["the same member, one point short", member(), 84_201, "access", "Acessar"],
    [
      "a group leader who can afford it",
      member({ nmGroup: "Grupo", flGroupLeader: true }),
      50_000,
      "redeem",
      "Resgatar agora",
    ],
    ["a group member", member({ nmGroup: "Grupo", flGroupLeader: false }), 50_000, "group", "Resgatar pelo seu grupo"],
    ["anyone, for a free service", member({ nmGroup: "Grupo" }), 0, "free", "Grátis: acessar"],
    ["a grower not enrolled", null, 10, "connect", "Conectar conta"],
  ] as const)("%s sees %s", (_who, who, cost, kind, label) => {
    const [card] = block([service("A", cost)], { member: who }).cards;
    expect(card.button).toMatchObject({ kind, label });
    if (kind === "connect") expect(card.button.href).toBe("https://parceiro.impulso.example/br/cadastro");
    else expect(card.button.href).toBe("https://orbia.example/A");
  });

  it("says how many points are missing, and shows free, previous costs and stars required", () => {
    const [short, free, cheaper] = block([
      service("A", 90_000),
      service("B", 0),
      service("C", 5_000, { vlPreviousPricePoints: 6_000, qtStars: 2 }),
    ]).cards;
    expect(short.button.hint).toBe("Faltam 5.800 impulsos para resgatar.");
    expect(free.cost).toBe("Grátis");
    expect(cheaper).toMatchObject({
      cost: "5.000 impulsos",
      previousCost: "6.000 impulsos",
      starsText: "Requer 2 estrelas",
    });
  });

  it("loads more: 8 per page on mobile, 16 on desktop; the link keeps the filters and goes one page on", () => {
    const sixteen = Array.from({ length: 16 }, (_, i) => service(String(i), 1_000));
    const more = block(sixteen, { query: "crop=corn", nextPage: 2 });
    expect(more.mobileCount).toBe(8);
    expect(more.more).toEqual({
      label: "Ver mais serviços",
      href: "/pt-br/meu-impulso?crop=corn&page=2",
      mobileOnly: false,
    });
    expect(more.status).toEqual({ before: "", count: "16", mobileCount: "8", after: " serviços na lista" });
    // Twelve cards and nothing after them: only mobile (which shows 8) has more to load.
    const twelve = block(sixteen.slice(0, 12));
    expect(twelve.more).toMatchObject({ mobileOnly: true, href: "/pt-br/meu-impulso?page=2" });
    expect(block(sixteen.slice(0, 8)).more).toBeNull();
    // Page 2 shows 16 on mobile.
    expect(block(sixteen, { query: "page=2" }).mobileCount).toBe(16);
  });

  it("a failure or an empty list is the placeholder empty state; filters offer a way back", () => {
    const failed = servicesBlock({
      t,
      locale: "pt-BR",
      path: "/pt-br/meu-impulso",
      params: new URLSearchParams(),
      filters: readQuery(new URLSearchParams(), serviceFiltersSchema).value,
      result: { ok: false, error: new UpstreamError("loyalty", "timeout", "slow") },
      member: member(),
    });
    expect(failed).toMatchObject({
      state: "empty",
      cards: [],
      more: null,
      empty: { title: "Nenhum serviço para mostrar" },
    });
    expect(failed.empty.body).toMatch(/Não conseguimos carregar/);
    const filtered = block([], { query: "band=over-150000" });
    expect(filtered.empty.body).toBe("Nenhum serviço com esses filtros. Tente outros.");
    expect(filtered.form.clear).toEqual({ label: "Limpar filtros", href: "/pt-br/meu-impulso" });
  });

  it("shows only images the page's CSP allows", () => {
    const cards = block([
      service("A", 1, { imgUrl: "https://cdn.example/x.png" }),
      service("B", 1, { imgUrl: "//evil.example/x.png" }),
      service("C", 1),
    ]).cards;
    expect(cards.map((c) => c.image)).toEqual([null, null, "/images/loyalty/services/agro-software.svg"]);
  });
});

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
      invoices: { label: "CADASTRAR NOTAS", href: "https://parceiro.impulso.example/br/notas-fiscais" },
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

describe("history rows and failures", () => {
  it("a row: member-area date and time, both cuts of the description, signed points, the state in words", () => {
    const row = transactionRow(
      t,
      "pt-BR",
      {
        transactionDate: "2026-03-10T02:30:00Z",
        pointsAmount: -1_520,
        category: { id: "2", name: "Resgate de pedido", icon: "order" },
        transactionDetails: [
          {
            description: "Resgate do pedido PED-00023611 na loja do parceiro",
            transactionNumber: "BR5808-000236",
            invoiceDate: null,
            invoiceNumber: null,
            partnerName: null,
            orderNumber: "PED-00023611",
            expirationDate: null,
            pointsAmount: -1_520,
            orderItems: [],
            subTotalOrder: 1_520,
            shippingFee: 0,
            totalPointsOrder: 1_520,
          },
        ],
        transferPoints: null,
        nmMember: "Ana",
        kind: "debit",
        status: "confirmed",
      },
      "/pt-br/historico/BR5808-000236",
      "2026-03-10",
    );
    expect(row).toMatchObject({
      date: "09/03/2026",
      time: "23:30",
      fullDescription: "Resgate do pedido PED-00023611 na loja do parceiro",
      points: "−1.520",
      tone: "taken",
      state: "debited",
      stateLabel: "Debitado",
      linkLabel: "Resgate do pedido PED-00023611 na loja do parceiro (ver detalhes)",
    });
    expect(seenOn(row.description, "narrow")).toBe("Resgate do pedido PE…");
    expect(seenOn(row.description, "wide")).toBe("Resgate do pedido PED-00023611 na loja d…");
  });

  it("an expiry notice reads as a notice, not as a credit; a pending credit is not shown as added", () => {
    const expiring = { id: "5", name: "Pontos a expirar", icon: "expiring" };
    const notice = transactionRow(
      t,
      "pt-BR",
      tx({ kind: "notice", pointsAmount: 930, category: expiring }),
      "/x",
      "2026-11-22",
    );
    expect(notice).toMatchObject({
      points: "Aviso: 930",
      tone: "neutral",
      stateLabel: "A expirar",
      category: "Pontos a expirar",
    });
    const pending = transactionRow(t, "pt-BR", tx({ status: "pending" }), "/x", "2026-11-22");
    expect(pending).toMatchObject({ points: "+450", tone: "neutral", stateLabel: "Pendente" });
    expect(transactionRow(t, "pt-BR", tx({}), "/x", "2026-11-22")).toMatchObject({ points: "+450", tone: "added" });
  });

  it.each([
    ["pt-BR", "Bônus"],
    ["es-AR", "Bonificación"],
    ["en-US", "Bonus"],
    ["es-US", "Bonificación"],
  ] as const)(
    "category names are in the page's language (%s: %s), whatever the programme calls them",
    async (locale, name) => {
      const tl = await i18nServer.getFixedT(locale, "loyalty");
      expect(categoryName(tl, { name: "Bonus", icon: "bonus" })).toBe(name);
      expect(categoryName(tl, { name: "Categoria nova", icon: "unknown" })).toBe("Categoria nova");
      for (const key of CATEGORY_KEYS)
        expect(categoryName(tl, { name: "x", icon: key })).not.toBe(`transactionCategories.${key}`);
    },
  );

  it.each([
    [new UpstreamError("loyalty", "status", "x", 503), "o programa respondeu com o erro 503"],
    [new UpstreamError("loyalty", "timeout", "x"), "o programa demorou demais para responder"],
    [new UpstreamError("loyalty", "circuit-open", "x"), "o programa está fora do ar; tentaremos de novo em instantes"],
    [new Error("boom"), "algo inesperado aconteceu"],
  ])("'Ocorreu um erro: {message}' for %s", (error, message) => {
    expect(failureMessage(t, error)).toBe(message);
    expect(t("history.error", { message })).toBe(`Ocorreu um erro: ${message}`);
  });
});
