// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { addYears, memberDay } from "../app/domain/loyalty/calendar";
import { expiringPoints } from "../app/domain/loyalty/expiry";
import { ledgerRowOf, ledgerStatement, validityPeriod, yearPeriod } from "../app/domain/loyalty/ledger";
import { bandRange, POINTS_BANDS } from "../app/domain/loyalty/points-bands";
import { SERVICE_CATEGORIES, SERVICE_CROPS, SERVICE_JOURNEYS } from "../app/domain/loyalty/service-filters";
import { starsFor } from "../app/domain/loyalty/stars";
import {
  calculatorSearch,
  expiration,
  historyPage,
  memberPathId,
  servicesPage,
  transaction,
  transactionCategories,
} from "../app/services/loyalty/contract";
import { DEMO_ACCOUNTS, findAccountByEmail } from "./data/accounts";
import { authorityCopy } from "./data/invoices";
import { EXPIRY_SCENARIOS, filterHistory, ledgerOf, servicesOf } from "./data/loyalty";
import { clearFaults, loyaltyToken, setFault, startTestSandbox, type TestSandbox } from "./test-support";

const members = DEMO_ACCOUNTS.filter((account) => account.member !== null);

describe("the demo histories (sandbox/data/loyalty.ts)", () => {
  it("every member has an expiry scenario, and only members do", () => {
    expect(Object.keys(EXPIRY_SCENARIOS).sort()).toEqual(members.map((m) => m.email).sort());
    expect(new Set(Object.values(EXPIRY_SCENARIOS))).toEqual(new Set(["today", "soon", "none"]));
  });

  it.each(members.map((m) => [m.email, m] as const))(
    "%s: hundreds of transactions in every category, summing to the balance",
    (_email, account) => {
      const ledger = ledgerOf(account.document!)!;
      const { transactions } = ledger;
      expect(transactions.length).toBeGreaterThanOrEqual(200);
      for (const t of transactions) transaction.parse(t);
      expect(new Set(transactions.map((t) => t.category.id))).toEqual(
        new Set(["1", "2", "3", "4", "5", "6", "7", "8", "9"]),
      );
      const counted = transactions.filter((t) => t.status === "confirmed" && t.kind !== "notice");
      expect(counted.reduce((sum, t) => sum + t.pointsAmount, 0)).toBe(account.member!.orbiaPoints);
      // Newest first, unique numbers, credits expire three years after the day they were earned.
      const dates = transactions.map((t) => t.transactionDate);
      expect([...dates].sort().reverse()).toEqual(dates);
      expect(new Set(transactions.map((t) => t.transactionDetails[0].transactionNumber)).size).toBe(
        transactions.length,
      );
      for (const t of transactions.filter((t) => t.kind === "credit")) {
        const earned = memberDay(t.transactionDate);
        expect(t.transactionDetails[0].expirationDate!.slice(5)).toBe(
          earned.slice(5) === "02-29" ? "02-28" : earned.slice(5),
        );
        expect(Number(t.transactionDetails[0].expirationDate!.slice(0, 4)) - Number(earned.slice(0, 4))).toBe(3);
      }
      // Orders carry their items, subtotal, shipping and total; transfers their sender and receiver.
      for (const t of transactions.filter((t) => t.category.icon === "order")) {
        const d = t.transactionDetails[0];
        expect(d.orderItems.length).toBeGreaterThan(0);
        expect(d.subTotalOrder! + d.shippingFee!).toBe(d.totalPointsOrder);
        expect(d.orderItems.reduce((s, i) => s + i.productPoints, 0)).toBe(d.subTotalOrder);
        expect(-t.pointsAmount).toBe(d.totalPointsOrder);
      }
      for (const t of transactions.filter((t) => t.category.icon === "transfer"))
        expect(t.transferPoints).not.toBeNull();
      const pending = transactions.filter((t) => t.status === "pending").reduce((sum, t) => sum + t.pointsAmount, 0);
      expect(pending).toBeGreaterThan(0);
    },
  );

  // Issue 26: a ledger whose balance went below zero before the period gave "Saldo em 28/11/2023 −420" (br.1estrela),
  // and the year's earnings (33.990) were not the member record's impulses of the year (126.750, br.3estrelas).
  const days = ["2026-01-01", "2026-01-02", "2026-06-15", "2026-11-28", "2027-02-28", "2028-02-29", "2029-12-31"];
  it.each(members.flatMap((m) => days.map((day) => [m.email, day, m] as const)))(
    "%s on %s: a ledger that could be real, whose year adds up to the member record",
    (_email, day, account) => {
      const now = new Date(`${day}T15:00:00Z`);
      const { transactions, today, expiration } = ledgerOf(account.document!, now)!;
      const rows = transactions.map(ledgerRowOf);
      const balance = account.member!.orbiaPoints;
      // The whole ledger as one statement: it refuses a balance that goes below zero on any day, the opening included.
      const whole = ledgerStatement(rows, { from: rows.at(-1)!.day, to: today }, balance);
      expect(whole.opening).toBe(0);
      // The points the expiry call lists were never spent: from the day each was earned, the balance holds them all.
      const listed = expiration.expirations.map((e) => e.expirationDate);
      let held = 0;
      for (const { row, balanceAfter } of whole.movements) {
        if (row.kind === "credit" && row.status === "confirmed" && listed.includes(addYears(row.day, 3)))
          held += row.pointsAmount;
        if (balanceAfter !== null) expect(balanceAfter).toBeGreaterThanOrEqual(held);
      }
      expect(held).toBe(expiration.expirations.reduce((sum, e) => sum + e.points, 0));
      const year = ledgerStatement(rows, yearPeriod(today), balance);
      expect(year.earned).toBe(account.member!.impulsePoints);
      expect(starsFor(year.earned)).toBe(account.member!.stars);
      expect(ledgerStatement(rows, validityPeriod(today), balance).closing).toBe(balance);
    },
  );

  it.each(members.map((m) => [m.email, EXPIRY_SCENARIOS[m.email]] as const))(
    "%s expires points: %s",
    (email, scenario) => {
      const ledger = ledgerOf(findAccountByEmail(email)!.document!)!;
      expect(expiringPoints(ledger.expiration.expirations, ledger.today).kind).toBe(scenario);
      expiration.parse(ledger.expiration);
    },
  );

  it("the data is the same on every start for a given day", () => {
    const document = findAccountByEmail("br.3estrelas@surco.example")!.document!;
    const day = new Date("2026-06-01T15:00:00Z");
    const again = new Date("2026-06-01T20:00:00Z");
    expect(JSON.stringify(ledgerOf(document, day))).toBe(JSON.stringify(ledgerOf(document, again)));
  });

  it.each(["BR", "AR"] as const)("%s services cover every crop, journey, category and points band", (country) => {
    const services = servicesOf(country);
    for (const crop of SERVICE_CROPS)
      expect(
        services.some((s) => s.crops.includes(crop)),
        crop,
      ).toBe(true);
    for (const journey of SERVICE_JOURNEYS)
      expect(
        services.some((s) => s.journeys.includes(journey)),
        journey,
      ).toBe(true);
    for (const category of SERVICE_CATEGORIES)
      expect(services.filter((s) => s.ctgService === category).length, category).toBeGreaterThan(8);
    for (const band of POINTS_BANDS) {
      const { min, max } = bandRange(band.min);
      expect(services.filter((s) => s.vlPricePoints >= min && s.vlPricePoints <= max).length, band.id).toBeGreaterThan(
        5,
      );
    }
    expect(services.some((s) => s.vlPricePoints === 0)).toBe(true);
    expect(services.some((s) => s.vlPreviousPricePoints !== null)).toBe(true);
  });

  it("search folds accents and case, and finds an invoice number typed without its dots", () => {
    const { transactions } = ledgerOf(findAccountByEmail("br.3estrelas@surco.example")!.document!)!;
    const filter = { categories: [], startDate: null, endDate: null };
    expect(filterHistory(transactions, { ...filter, search: "TRANSFERENCIA" }).length).toBeGreaterThan(0);
    const invoice = transactions.find((t) => t.transactionDetails[0].invoiceNumber)!.transactionDetails[0]
      .invoiceNumber!;
    expect(invoice).toMatch(/^\d{3}\.\d{3}\.\d{3}$/);
    const found = filterHistory(transactions, { ...filter, search: invoice.replace(/\./g, "") });
    expect(found.map((t) => t.transactionDetails[0].invoiceNumber)).toContain(invoice);
  });
});

describe("the Impulso calls over HTTP", () => {
  let sandbox: TestSandbox;
  let token: string;
  const ana = findAccountByEmail("br.3estrelas@surco.example")!;
  const get = async (path: string) => {
    const response = await fetch(`${sandbox.env.LOYALTY_API_URL}${path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return { status: response.status, body: (await response.json()) as unknown };
  };

  beforeAll(async () => {
    sandbox = await startTestSandbox();
    token = await loyaltyToken(sandbox);
  });
  afterAll(async () => {
    await sandbox?.dispose();
  });

  it("serves the categories in each country's language", async () => {
    const br = transactionCategories.parse((await get("/transaction-category?country=BR")).body);
    const ar = transactionCategories.parse((await get("/transaction-category?country=AR")).body);
    expect(br.map((c) => c.name)).toEqual([
      "Cadastro de nota",
      "Resgate de pedido",
      "Transferência de pontos",
      "Pontos expirados",
      "Pontos a expirar",
      "Outras transações",
      "Bonus",
      "Campanha",
      "Outros parceiros Orbia",
    ]);
    expect(ar[0].name).toBe("Registro de factura");
  });

  it("pages, filters and searches the history", async () => {
    const id = memberPathId(ana.document!);
    const all = historyPage.parse((await get(`/transaction-history/${id}?page=1&per_page=10`)).body);
    expect(all.result).toHaveLength(10);
    expect(all.totalPages).toBe(Math.ceil(all.totalItems / 10));
    const second = historyPage.parse((await get(`/transaction-history/${id}?page=2&per_page=10`)).body);
    expect(second.result[0].transactionDate <= all.result[9].transactionDate).toBe(true);
    const orders = historyPage.parse((await get(`/transaction-history/${id}?page=1&per_page=100&categories=2,3`)).body);
    expect(orders.result.every((t) => ["2", "3"].includes(t.category.id))).toBe(true);
    const from = memberDay(all.result[20]?.transactionDate ?? all.result[0].transactionDate);
    const ranged = historyPage.parse(
      (await get(`/transaction-history/${id}?per_page=100&startDate=${from}&endDate=${from}`)).body,
    );
    expect(ranged.result.every((t) => memberDay(t.transactionDate) === from)).toBe(true);
    const number = all.result[3].transactionDetails[0].transactionNumber;
    const found = historyPage.parse((await get(`/transaction-history/${id}?search=${number.toLowerCase()}`)).body);
    expect(found.result.map((t) => t.transactionDetails[0].transactionNumber)).toEqual([number]);
    expect((await get(`/transaction-history/${id}?per_page=101`)).status).toBe(400);
    expect((await get(`/transaction-history/${memberPathId("52736804171")}`)).status).toBe(404);
  });

  it("serves a transaction's details to its member only", async () => {
    const id = memberPathId(ana.document!);
    const page = historyPage.parse((await get(`/transaction-history/${id}?per_page=1`)).body);
    const number = page.result[0].transactionDetails[0].transactionNumber;
    const mine = await get(`/transaction-details/${number}?member=${id}`);
    expect(mine.status).toBe(200);
    expect(transaction.parse(mine.body)).toEqual(page.result[0]);
    const other = memberPathId(findAccountByEmail("br.1estrela@surco.example")!.document!);
    expect((await get(`/transaction-details/${number}?member=${other}`)).status).toBe(404);
    expect((await get(`/transaction-details/${number}`)).status).toBe(400);
  });

  it("serves expiry, services and the calculator search within their contracts", async () => {
    const id = memberPathId(ana.document!);
    expiration.parse((await get(`/expiration/points/${id}`)).body);
    const mine = servicesPage.parse(
      (
        await get(
          `/recommendation/Services/${id}?page=1&limit=16&per_page=16&orbiaImgUrl=true&min_points=50000&max_points=100000&service_crop=corn`,
        )
      ).body,
    );
    expect(mine.data.results.length).toBeGreaterThan(0);
    expect(
      mine.data.results.every(
        (s) => s.vlPricePoints >= 50_000 && s.vlPricePoints <= 100_000 && s.crops.includes("corn"),
      ),
    ).toBe(true);
    const generic = servicesPage.parse(
      (await get("/srv-exp-recommendation/services?page=1&per_page=8&base64Html=true&country=AR")).body,
    );
    expect(generic.data.results).toHaveLength(8);
    expect(generic.data.next_page).toBe(2);
    expect(generic.data.results[0].idOrbia.startsWith("AR-")).toBe(true);
    const products = calculatorSearch.parse(
      (
        await get(
          "/calculator-rewards?item_type=products&items_per_page=8&page=1&min_points=0&max_points=50000&country=BR",
        )
      ).body,
    );
    expect(products.data.results.every((p) => p.points <= 50_000)).toBe(true);
    const services = calculatorSearch.parse(
      (
        await get(
          "/calculator-rewards?item_type=services&items_per_page=8&service_category=courses-training&country=BR",
        )
      ).body,
    );
    expect(services.data.results.length).toBeGreaterThan(0);
    expect((await get("/calculator-rewards?item_type=seeds")).status).toBe(400);
  });

  it("fails one call on demand, and the whole upstream with the shared faults", async () => {
    const id = memberPathId(ana.document!);
    const admin = `${sandbox.url}/_sandbox/loyalty/failures`;
    expect(
      (
        await fetch(admin, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ call: "history", status: 503 }),
        })
      ).status,
    ).toBe(204);
    expect((await get(`/transaction-history/${id}`)).status).toBe(503);
    expect((await get(`/expiration/points/${id}`)).status).toBe(200);
    expect((await fetch(admin, { method: "DELETE" })).status).toBe(204);
    expect((await get(`/transaction-history/${id}`)).status).toBe(200);
    await setFault(sandbox, { upstream: "loyalty", mode: "status", status: 500 });
    expect((await get(`/expiration/points/${id}`)).status).toBe(500);
    await clearFaults(sandbox);
  });
});

describe("the tax authority's copy of an invoice registered by its key (issue 32)", () => {
  it("is always a purchase: one or two lines of the programme's products, each worth R$ 100,000 to R$ 1,000,000", () => {
    // Keys whose hash has its top bit set too: a signed shift of it once made a negative line.
    for (let serial = 0; serial < 3_000; serial += 1) {
      const key = `5126117733221100019155001${String(serial).padStart(9, "0")}1${"00004242"}`.slice(0, 44);
      const { items, totalCents } = authorityCopy(key, "73104625808");
      expect(items.length).toBeGreaterThanOrEqual(1);
      for (const item of items) {
        expect(item.gtin).toMatch(/^789123450\d{4}$/);
        expect(item.valueCents).toBeGreaterThanOrEqual(10_000_000);
        expect(item.valueCents).toBeLessThanOrEqual(100_000_000);
      }
      expect(totalCents).toBe(items.reduce((sum, item) => sum + item.valueCents, 0));
    }
  });
});
