import { randomBytes } from "node:crypto";

import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { DEMO_ACCOUNTS } from "../../../sandbox/data/accounts";
import { accessKeyFor, NOT_PARTICIPATING } from "../../../sandbox/data/invoices";
import { startTestSandbox, type TestSandbox } from "../../../sandbox/test-support";
import type * as LoyaltyClient from "./client.server";
import type * as InvoicesClient from "./invoices-client.server";
import { invoice as invoiceSchema, invoiceProgramme } from "./invoices-contract";

/** br.3estrelas, who registers; br.5estrelas, another member. */
const MEMBER = "73104625808";
const OTHER = "15937280423";
const BR_MEMBERS = DEMO_ACCOUNTS.filter((a) => a.country === "BR" && a.member).map((a) => a.document!);

let sandbox: TestSandbox;
let client: typeof InvoicesClient;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  Object.assign(process.env, sandbox.env);
  vi.resetModules();
  client = await import("./invoices-client.server");
});
afterAll(async () => {
  await sandbox?.dispose();
});

const today = () => new Date().toISOString().slice(0, 10);
const freshKey = async (issuer?: string) => {
  const programme = await client.getInvoiceProgramme("pt-BR");
  return accessKeyFor(today(), issuer ?? programme.distributors[0].cnpj, randomBytes(3).readUIntBE(0, 3), 4242);
};
const move = (key: string, status: string, reason?: string) =>
  fetch(`${sandbox.url}/_sandbox/loyalty/invoices/${key}/status`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ status, reason }),
  });
/** The history's rows for a member, fresh (the portal's cache bypassed: a new reading each time). */
async function historyOf(document: string) {
  vi.resetModules();
  const fresh = (await import("./client.server")) as typeof LoyaltyClient;
  return (
    await fresh.getHistory(document, "pt-BR", {
      page: 1,
      perPage: 100,
      categories: [],
      startDate: null,
      endDate: null,
      search: null,
    })
  ).result;
}

describe("the invoice programme (issue 32)", () => {
  it("serves Brazil's participating distributors and eligible products by the contract, cached by the client", async () => {
    const fetches = vi.spyOn(globalThis, "fetch");
    const first = await client.getInvoiceProgramme("pt-BR");
    await client.getInvoiceProgramme("pt-BR");
    expect(invoiceProgramme.parse(first).distributors.length).toBeGreaterThan(3);
    expect(first.distributors.map((d) => d.cnpj)).not.toContain(NOT_PARTICIPATING.cnpj);
    expect(new Set(first.products.map((p) => p.kind))).toEqual(new Set(["corn", "reais"]));
    expect(fetches.mock.calls.filter(([url]) => String(url).includes("/invoice-programme")).length).toBe(1);
    fetches.mockRestore();
  });
});

describe("registering an invoice", () => {
  it("once per key: a replay is the first answer, another registration of the key a 409 naming when", async () => {
    const key = await freshKey();
    const first = await client.registerInvoice(MEMBER, { accessKey: key, invoice: null }, "idem-key-0001");
    expect(first).toMatchObject({ accessKey: key, status: "received", points: null });
    expect(await client.registerInvoice(MEMBER, { accessKey: key, invoice: null }, "idem-key-0001")).toEqual(first);
    expect(await client.keyRegisteredAt(key)).toBe(first.registeredAt);
    for (const [who, idem] of [
      [MEMBER, "idem-key-0002"],
      [OTHER, "idem-key-0003"],
    ]) {
      const refused = await client.registerInvoice(who, { accessKey: key, invoice: null }, idem).catch((e) => e);
      // An UpstreamError of the module copy the client was loaded with.
      expect(refused).toMatchObject({ name: "UpstreamError", status: 409, upstreamMessage: "Nota já cadastrada" });
    }
    expect((await client.getInvoices(OTHER, "pt-BR")).map((i) => i.accessKey)).not.toContain(key);
  });

  it("an unknown key is never registered; another member's invoice is not found for this one", async () => {
    expect(await client.keyRegisteredAt(await freshKey())).toBeNull();
    const key = await freshKey();
    await client.registerInvoice(MEMBER, { accessKey: key, invoice: null }, "idem-key-0004");
    expect(await client.getInvoice(OTHER, key)).toBeNull();
    expect(invoiceSchema.parse(await client.getInvoice(MEMBER, key)).accessKey).toBe(key);
  });

  it("moves received → in analysis (pending in the ledger) → approved (credited, the balance grows by its points)", async () => {
    const key = await freshKey();
    await client.registerInvoice(MEMBER, { accessKey: key, invoice: null }, "idem-key-0005");
    const balance = (await fetchMember(MEMBER)).orbiaPoints;
    expect((await move(key, "inAnalysis")).status).toBe(204);
    const analysed = (await client.getInvoice(MEMBER, key))!;
    expect(analysed.points).toBeGreaterThan(0);
    const pending = (await historyOf(MEMBER)).find(
      (tx) => tx.transactionDetails[0].transactionNumber === analysed.transactionNumber,
    );
    expect(pending).toMatchObject({ status: "pending", pointsAmount: analysed.points });
    await move(key, "approved");
    const credited = (await historyOf(MEMBER)).find(
      (tx) => tx.transactionDetails[0].transactionNumber === analysed.transactionNumber,
    );
    expect(credited).toMatchObject({ status: "confirmed", pointsAmount: analysed.points });
    expect((await fetchMember(MEMBER)).orbiaPoints).toBe(balance + analysed.points!);
  });

  it("an invoice of a distributor not taking part is refused in analysis, with the programme's reason", async () => {
    const key = await freshKey(NOT_PARTICIPATING.cnpj);
    await client.registerInvoice(MEMBER, { accessKey: key, invoice: null }, "idem-key-0006");
    await move(key, "refused");
    const refused = (await client.getInvoice(MEMBER, key))!;
    expect(refused).toMatchObject({ status: "refused", points: null, transactionNumber: null });
    expect(refused.refusal?.reason).toBe("distributorNotParticipating");
  });
});

describe("every demo member's invoices and ledger agree", () => {
  it.each(BR_MEMBERS)(
    "%s: a read invoice is its pending or credited row, with its points; others have none",
    async (document) => {
      const invoices = await client.getInvoices(document, "pt-BR");
      expect(new Set(invoices.map((i) => i.status))).toEqual(
        new Set(["received", "inAnalysis", "refused", "approved"]),
      );
      const rows = await historyOf(document);
      for (const invoice of invoices) {
        const row = rows.find((tx) => tx.transactionDetails[0].transactionNumber === invoice.transactionNumber);
        if (invoice.points === null) {
          expect(invoice.transactionNumber).toBeNull();
          continue;
        }
        expect(row, invoice.number).toMatchObject({
          pointsAmount: invoice.points,
          status: invoice.status === "approved" ? "confirmed" : "pending",
        });
        expect(row!.transactionDetails[0].invoiceNumber).toBe(invoice.number);
      }
      // Every pending invoice row of the ledger is an invoice of the list.
      const pendingRows = rows.filter((tx) => tx.category.icon === "invoice" && tx.status === "pending");
      for (const row of pendingRows)
        expect(invoices.map((i) => i.transactionNumber)).toContain(row.transactionDetails[0].transactionNumber);
    },
  );
});

async function fetchMember(document: string) {
  vi.resetModules();
  const fresh = (await import("./client.server")) as typeof LoyaltyClient;
  return fresh.getMember(document, "pt-BR");
}
