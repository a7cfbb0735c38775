// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { DEFAULT_TICKERS } from "../app/domain/finance/quotation";
import { centralBankRate, digitalFinance, marketQuotation, quotationGroups } from "../app/services/finance/contract";
import { defaultMarketsOf } from "./data/finance";
import { clearFaults, setFault, startTestSandbox, type TestSandbox } from "./test-support";

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox?.dispose();
});

const api = (path: string) => `${sandbox.env.FINANCE_API_URL}${path}`;
const patch = (document: string, body: unknown, key?: string) =>
  fetch(api(`/preference/user-preference/${document}`), {
    method: "PATCH",
    headers: { "content-type": "application/json", ...(key ? { "idempotency-key": key } : {}) },
    body: JSON.stringify(body),
  });
const checkedOf = async (document: string, itemId: string) => {
  const groups = quotationGroups.parse(await (await fetch(api(`/quotation/${document}?country=AR`))).json());
  return groups.flatMap((g) => g.items).find((item) => item.itemId === itemId)?.checked;
};

describe("finance sandbox: quotations", () => {
  it("serves a list per country that satisfies the contract, the default ticker list checked (spec 002 §9)", async () => {
    for (const country of ["AR", "BR"] as const) {
      const groups = quotationGroups.parse(await (await fetch(api(`/quotation?country=${country}`))).json());
      // Each of cotton, rice, coffee, corn, soybean, wheat, dollar, euro, gold, oil and live cattle, once.
      expect([...defaultMarketsOf(country)].sort()).toEqual([...DEFAULT_TICKERS].sort());
      const checked = groups.flatMap((g) => g.items).filter((item) => item.checked);
      expect(checked).toHaveLength(DEFAULT_TICKERS.length);
      // More than the defaults is offered: a grower may add a ticker.
      expect(groups.flatMap((g) => g.items).length).toBeGreaterThan(checked.length);
      // Every default ticker has a market quotation.
      for (const item of checked) expect((await fetch(api(`/market-quotation/${item.proName}`))).status).toBe(200);
    }
    expect((await fetch(api("/quotation?country=US"))).status).toBe(400);
  });

  it("saves a toggle once per idempotency key", async () => {
    const document = "20274518635";
    expect(await checkedOf(document, "ar-girasol")).toBe(false);
    const first = await patch(document, { itemId: "ar-girasol", checked: true }, "key-girasol-0001");
    expect(first.status).toBe(200);
    expect(await checkedOf(document, "ar-girasol")).toBe(true);
    // Another key turns it off; the first key replayed does not turn it on again.
    expect((await patch(document, { itemId: "ar-girasol", checked: false }, "key-girasol-0002")).status).toBe(200);
    const replay = await patch(document, { itemId: "ar-girasol", checked: true }, "key-girasol-0001");
    expect(replay.status).toBe(200);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(await checkedOf(document, "ar-girasol")).toBe(false);
  });

  it("refuses a key reused with another body, a missing key and an unknown item", async () => {
    expect((await patch("20274518635", { itemId: "ar-soja", checked: false }, "key-girasol-0002")).status).toBe(422);
    expect((await patch("20274518635", { itemId: "ar-soja", checked: false })).status).toBe(400);
    expect((await patch("20274518635", { itemId: "nope", checked: false }, "key-unknown-0001")).status).toBe(400);
  });

  it("quotes every ticker, GIRASOL without a date, and the central bank's rate", async () => {
    const soja = marketQuotation.parse(await (await fetch(api("/market-quotation/SOJA"))).json());
    expect(soja.results[0].fecha).toMatch(/^\d{4}-\d{2}-\d{2}T13:00:00/);
    // Each quote says its currency and what it is per (issue 27: "Soja 312.450", "Milho 71" said neither).
    expect(soja.results[0].detalle[0]).toMatchObject({ moneda: "ARS", unidad: "t" });
    const milho = marketQuotation.parse(await (await fetch(api("/market-quotation/MILHO-PR"))).json());
    expect(milho.results[0].detalle[0]).toMatchObject({ moneda: "BRL", unidad: "sack-60kg" });
    const girasol = marketQuotation.parse(await (await fetch(api("/market-quotation/GIRASOL"))).json());
    expect(girasol.results[0].fecha).toBeNull();
    expect((await fetch(api("/market-quotation/NOPE"))).status).toBe(404);
    expect(centralBankRate.parse(await (await fetch(api("/central-bank/ARS/USD"))).json()).rate).toBeGreaterThan(0);
  });

  it("fails on demand", async () => {
    await setFault(sandbox, { upstream: "finance", mode: "status", status: 500 });
    expect((await fetch(api("/market-quotation/SOJA"))).status).toBe(500);
    await clearFaults(sandbox, "finance");
    expect((await fetch(api("/market-quotation/SOJA"))).status).toBe(200);
  });
});

describe("finance sandbox: digital finance", () => {
  const records = async (email: string) =>
    digitalFinance.parse(
      await (
        await fetch(api("/digital-finance"), { headers: { "x-grower-email": email, authorization: "Grower x" } })
      ).json(),
    ).records;
  it("one grower with several CUITs, one with none", async () => {
    expect((await records("ar.finanzas@surco.example")).length).toBeGreaterThan(1);
    expect(await records("ar.sinconectar@surco.example")).toEqual([]);
  });
  it("needs the grower's email and an authorization", async () => {
    expect((await fetch(api("/digital-finance"))).status).toBe(400);
  });
});
