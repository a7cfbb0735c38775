import { beforeEach, describe, expect, it, vi } from "vitest";

import type { QuotationGroups } from "~/services/finance/contract";

/**
 * The quotations bar's states with the finance client stubbed: each widget degrades alone, a failed fetch of the
 * grower's list keeps the old one, anonymous visitors get the defaults and no preference list.
 */
const client = vi.hoisted(() => ({
  getDefaultQuotations: vi.fn(),
  getQuotations: vi.fn(),
  getMarketQuotation: vi.fn(),
  getCentralBankRate: vi.fn(),
  savePreference: vi.fn(),
}));
const session = vi.hoisted(() => ({ sessionUser: vi.fn() }));
vi.mock("~/services/finance/client.server", () => client);
vi.mock("~/auth/user.server", () => session);

const { quotationsBar } = await import("./quotations.server");
const { savedToggle } = await import("./preference-toggle.server");

const list = (checked: Record<string, boolean>): QuotationGroups => [
  {
    name: "Granos",
    items: Object.entries(checked).map(([proName, on]) => ({
      itemId: proName.toLowerCase(),
      title: proName,
      proName,
      checked: on,
    })),
  },
];
const quote = (value: number, fecha: string | null) => ({
  status: "OK",
  results: [{ fecha, detalle: [{ tipoCotizacion: value, moneda: "ARS", unidad: "t" }] }],
});
const request = () => new Request("http://localhost/es-ar?x=1");
const grower = { id: "g1", email: "g@surco.example", document: "20274518635" };

beforeEach(() => {
  vi.resetAllMocks();
  client.getDefaultQuotations.mockResolvedValue(list({ SOJA: true, MAIZ: false }));
  client.getMarketQuotation.mockImplementation(async (proName: string) =>
    proName === "SOJA" ? quote(312_450.75, "2026-11-23T13:00:00Z") : quote(178_900.4, null),
  );
  client.getCentralBankRate.mockResolvedValue({ base: "ARS", currency: "USD", rate: 1045.75, date: "2026-11-23" });
});

describe("quotations bar", () => {
  it("anonymous: the default list, floored values in their currency and unit, es-AR dates or '---', no preference list", async () => {
    session.sessionUser.mockResolvedValue(null);
    const bar = (await quotationsBar(request(), "es-AR"))!;
    expect(bar.tickers.map((t) => [t.title, t.quote?.value.replace(/\u00a0/g, " "), t.quote?.date])).toEqual([
      ["SOJA", "$ 312.450/t", "23/11/2026"],
    ]);
    expect(bar.preferences).toBeNull();
    expect(bar.rate).toMatchObject({ value: "1.045,75", error: null });
  });

  it("signed in: the grower's list and a toggle per item that posts to the finance page and returns here", async () => {
    session.sessionUser.mockResolvedValue(grower);
    client.getQuotations.mockResolvedValue(list({ SOJA: true, MAIZ: true }));
    const bar = (await quotationsBar(request(), "es-AR"))!;
    expect(bar.tickers.map((t) => t.quote?.date)).toEqual(["23/11/2026", "---"]);
    expect(bar.preferences).toMatchObject({ action: "/es-ar/finanzas", returnTo: "/es-ar?x=1" });
    expect(bar.preferences!.groups[0].items.map((i) => [i.itemId, i.checked])).toEqual([
      ["soja", true],
      ["maiz", true],
    ]);
  });

  it("a fetch error keeps the old list (spec 001 §4 §8), including a toggle saved since", async () => {
    session.sessionUser.mockResolvedValue(grower);
    client.getQuotations.mockResolvedValueOnce(list({ SOJA: false, MAIZ: true }));
    await quotationsBar(request(), "es-AR");
    client.savePreference.mockResolvedValue({ itemId: "soja", checked: true });
    expect(await savedToggle(grower.document, { itemId: "soja", checked: true }, "key-00000001")).toBe(true);
    client.getQuotations.mockRejectedValue(new Error("down"));
    const bar = (await quotationsBar(request(), "es-AR"))!;
    expect(bar.tickers.map((t) => t.title)).toEqual(["SOJA", "MAIZ"]);
  });

  it("a toggle the upstream refuses is not saved, and says so", async () => {
    client.savePreference.mockRejectedValue(new Error("down"));
    expect(await savedToggle(grower.document, { itemId: "soja", checked: false }, "key-00000002")).toBe(false);
  });

  it("a market quotation that fails shows its own error with a refresh link to this page", async () => {
    session.sessionUser.mockResolvedValue(null);
    client.getMarketQuotation.mockRejectedValue(new Error("down"));
    const bar = (await quotationsBar(request(), "es-AR"))!;
    expect(bar.tickers[0].quote).toBeNull();
    expect(bar.tickers[0].error).toEqual({
      title: "No pudimos cargar esta cotización.",
      refresh: { label: "Actualizar", href: "/es-ar?x=1" },
    });
    expect(bar.rate?.value).toBe("1.045,75");
  });

  it("the central bank's rate that fails says 'Unable to retrieve quotation' for the currency", async () => {
    session.sessionUser.mockResolvedValue(null);
    client.getCentralBankRate.mockRejectedValue(new Error("down"));
    expect((await quotationsBar(request(), "en-US")) ?? "none").toBe("none");
    const ar = (await quotationsBar(request(), "es-AR"))!;
    expect(ar.rate).toMatchObject({ value: null, error: "No se pudo obtener la cotización del USD." });
    expect(ar.tickers).toHaveLength(1);
  });
});
