import { beforeEach, describe, expect, it, vi } from "vitest";

import { i18nServer } from "~/i18n/i18next.server";

/** The credit summary's states from the digital-finance answer, the client stubbed and the log watched. */
const client = vi.hoisted(() => ({ getDigitalFinance: vi.fn() }));
const logger = vi.hoisted(() => ({ log: vi.fn() }));
vi.mock("~/services/finance/client.server", () => client);
vi.mock("~/services/log.server", () => logger);

const { creditSummary, DIGITAL_FINANCE_FAILURE } = await import("./credit-summary.server");

const figures = (credit: number, consumed: number) => ({
  credit,
  totalConsumed: consumed,
  available: credit - consumed,
  monsantoDebt: consumed,
  monsantoOverdueDebt: 0,
  monsantoDebtDue: consumed,
});
const records = [
  { cuit: "27281204594", businessName: "Gabriela", totalDebt: { ARS: figures(100, 40), USD: figures(50, 75) } },
  { cuit: "30712345671", businessName: "Estancia", totalDebt: { ARS: figures(200, 50), USD: figures(10, 1) } },
];
const user = { id: "g", email: "g@surco.example" } as never;
const summary = async (query: string) =>
  creditSummary(
    await i18nServer.getFixedT("es-AR", "finance"),
    "es-AR",
    user,
    new URL(`http://x/es-ar/finanzas${query}`),
  );

beforeEach(() => vi.resetAllMocks());

describe("credit and debt summary", () => {
  it("defaults to ARS and the first CUIT, with a selector when there are several", async () => {
    client.getDigitalFinance.mockResolvedValue(records);
    const view = await summary("");
    if (view.kind !== "standard") throw new Error(view.kind);
    expect(view.filters.currency.value).toBe("ARS");
    expect(view.filters.cuit?.options.map((o) => o.value)).toEqual(["27281204594", "30712345671"]);
    expect(view.credit.consumed.percentage).toBe("40%");
    expect(view.credit.graph).toMatchObject({ size: 250, share: 40 });
  });

  it("follows the CUIT and currency asked, the graph capped at 100 %", async () => {
    client.getDigitalFinance.mockResolvedValue(records);
    const usd = await summary("?currency=USD");
    if (usd.kind !== "standard") throw new Error(usd.kind);
    expect(usd.credit.consumed.percentage).toBe("150%");
    expect(usd.credit.graph.share).toBe(100);
    const second = await summary("?cuit=30712345671&currency=bogus");
    if (second.kind !== "standard") throw new Error(second.kind);
    expect(second.filters.cuit?.value).toBe("30712345671");
    expect(second.filters.currency.value).toBe("ARS");
  });

  it("no selector for a single CUIT; the empty state without records", async () => {
    client.getDigitalFinance.mockResolvedValue([records[0]]);
    const one = await summary("");
    expect(one.kind === "standard" && one.filters.cuit).toBeNull();
    client.getDigitalFinance.mockResolvedValue([]);
    expect((await summary("")).kind).toBe("empty");
  });

  it("a failure: the error state with a retry of this address, 'Failed to fetch digital finance data' logged", async () => {
    client.getDigitalFinance.mockRejectedValue(new Error("answered 500"));
    const view = await summary("?currency=USD");
    expect(view).toMatchObject({ kind: "error", retry: { href: "/es-ar/finanzas?currency=USD" } });
    expect(logger.log).toHaveBeenCalledWith("error", DIGITAL_FINANCE_FAILURE, { reason: "answered 500" });
    expect(DIGITAL_FINANCE_FAILURE).toBe("Failed to fetch digital finance data");
  });
});
