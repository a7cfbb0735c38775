import { describe, expect, it } from "vitest";

import { CATEGORY_KEYS } from "~/domain/loyalty/ledger";
import { seenOn } from "~/domain/text/cut-pieces";
import { i18nServer } from "~/i18n/i18next.server";
import { UpstreamError } from "~/services/errors";

import { failureMessage } from "./failure-message.server";
import { tx } from "./loyalty-test-support";
import { categoryName, transactionRow } from "./transactions-view.server";

/** The history's rows and failures with the real Portuguese texts, as the grower reads them. */
const t = await i18nServer.getFixedT("pt-BR", "loyalty");

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
