import { describe, expect, it } from "vitest";

import { accessKeyCheckDigit } from "~/domain/invoices/access-key";
import { i18nServer } from "~/i18n/i18next.server";
import type { InvoiceProgramme } from "~/services/loyalty/invoices-contract";

import { waitingRow } from "./invoice-view.server";

/**
 * A registration still waiting in the outbox (issue 32) names its distributor as the rest of the list does: by the
 * programme's name for it, else the name its XML gave, and only when neither is known by the CNPJ its key carries.
 */
const ISSUER = "04512387000115";
// State 43, November 2025, the issuer, model 55, series 001, number 000.123.456, normal issue, its code.
const KEY = `432511${ISSUER}55001000123456100098765`;
const ACCESS_KEY = `${KEY}${accessKeyCheckDigit(KEY)}`;
const programme: InvoiceProgramme = { distributors: [{ cnpj: ISSUER, name: "Agro Planalto Ltda" }], products: [] };
const submission = (invoice: unknown = null) => ({
  payload: { document: "73104625808", registration: { accessKey: ACCESS_KEY, invoice } },
  reference: null,
  receivedAt: "2026-11-29T12:00:00.000Z",
});
const xmlRead = {
  issuerCnpj: ISSUER,
  issuerName: "AGRO PLANALTO COMERCIO DE INSUMOS LTDA",
  buyerDocument: "73104625808",
  items: [{ gtin: "7891234567895", description: "Semente", quantity: 1, valueCents: 100 }],
  totalCents: 100,
};

describe("a registration waiting in the outbox", () => {
  it("is named by the programme's distributor, else its XML's issuer, else the CNPJ as printed", async () => {
    const t = await i18nServer.getFixedT("pt-BR", "invoices");
    expect(waitingRow(t, "pt-BR", submission(), programme)?.distributor).toBe("Agro Planalto Ltda");
    expect(waitingRow(t, "pt-BR", submission(xmlRead), null)?.distributor).toBe(xmlRead.issuerName);
    expect(waitingRow(t, "pt-BR", submission(), null)?.distributor).toBe("04.512.387/0001-15");
  });

  it("is not listed when what the outbox keeps is not a registration", async () => {
    const t = await i18nServer.getFixedT("pt-BR", "invoices");
    const broken = { ...submission(), payload: { registration: { accessKey: "123" } } };
    expect(waitingRow(t, "pt-BR", broken, programme)).toBeNull();
  });
});
