import type { QuoteUnit } from "../../app/domain/finance/quotation";
import type {
  CentralBankRate,
  CurrencyFigures,
  DigitalFinanceRecord,
  MarketQuotation,
  QuotationGroups,
} from "../../app/services/finance/contract";

/**
 * The finance upstream's demo data (sandbox/upstreams/finance.ts): deterministic, dates relative to today.
 *
 * - Quotations: a catalogue of tickers per country; the first three of each country are the default list.
 *   A grower's choices are kept by the upstream (the sandbox store) and start from the defaults.
 * - Market quotations: one per ticker, dated today at 13:00 UTC, values with decimals so the floor shows, each in
 *   its market's currency and unit (Rosario: pesos per tonne; Paranaguá: reais per 60 kg sack, cotton per arroba);
 *   GIRASOL has no date (the widget writes '---'); CEBADA's market publishes no quote (404: the ticker's error
 *   state, whatever the cache holds).
 * - Digital finance, by the grower's email: ar.finanzas holds three CUITs (the selector), the second of which
 *   has consumed more than its USD limit (the graph stops at 100 %); ar.conectado, ar.permitido and
 *   ar.finanzasypedidos one CUIT each; ar.sinconectar has no finance data (the empty state).
 */

type Country = "AR" | "BR";

const CATALOGUE: Record<Country, QuotationGroups> = {
  AR: [
    {
      name: "Granos (Rosario)",
      items: [
        { itemId: "ar-soja", title: "Soja", proName: "SOJA", checked: false },
        { itemId: "ar-maiz", title: "Maíz", proName: "MAIZ", checked: false },
        { itemId: "ar-trigo", title: "Trigo", proName: "TRIGO", checked: false },
        { itemId: "ar-girasol", title: "Girasol", proName: "GIRASOL", checked: false },
        { itemId: "ar-sorgo", title: "Sorgo", proName: "SORGO", checked: false },
        { itemId: "ar-cebada", title: "Cebada", proName: "CEBADA", checked: false },
      ],
    },
  ],
  BR: [
    {
      name: "Grãos (Paranaguá)",
      items: [
        { itemId: "br-soja", title: "Soja", proName: "SOJA-PR", checked: false },
        { itemId: "br-milho", title: "Milho", proName: "MILHO-PR", checked: false },
        { itemId: "br-cafe", title: "Café arábica", proName: "CAFE", checked: false },
        { itemId: "br-algodao", title: "Algodão", proName: "ALGODAO", checked: false },
      ],
    },
  ],
};

/** How many of a country's tickers are on by default. */
const DEFAULT_COUNT = 3;

export function isCountry(value: unknown): value is Country {
  return value === "AR" || value === "BR";
}

/** Every item id of a country's catalogue. */
function itemIds(country: Country): string[] {
  return CATALOGUE[country].flatMap((group) => group.items.map((item) => item.itemId));
}

/** Whether any country's catalogue has this item. */
export function isKnownItem(itemId: string): boolean {
  return (Object.keys(CATALOGUE) as Country[]).some((country) => itemIds(country).includes(itemId));
}

/** The list with `checked` from the grower's saved choices, or from the defaults where they chose nothing. */
export function quotationList(country: Country, choices: Record<string, boolean> = {}): QuotationGroups {
  const defaults = new Set(itemIds(country).slice(0, DEFAULT_COUNT));
  return CATALOGUE[country].map((group) => ({
    name: group.name,
    items: group.items.map((item) => ({ ...item, checked: choices[item.itemId] ?? defaults.has(item.itemId) })),
  }));
}

/** Each ticker's price today, in the currency and per the unit its market quotes it in. */
const BASE_PRICES: Record<string, { price: number; moneda: string; unidad: QuoteUnit }> = {
  SOJA: { price: 312_450.75, moneda: "ARS", unidad: "t" },
  MAIZ: { price: 178_900.4, moneda: "ARS", unidad: "t" },
  TRIGO: { price: 201_310.99, moneda: "ARS", unidad: "t" },
  GIRASOL: { price: 389_120.5, moneda: "ARS", unidad: "t" },
  SORGO: { price: 150_200.25, moneda: "ARS", unidad: "t" },
  "SOJA-PR": { price: 138.87, moneda: "BRL", unidad: "sack-60kg" },
  "MILHO-PR": { price: 71.45, moneda: "BRL", unidad: "sack-60kg" },
  CAFE: { price: 1_652.9, moneda: "BRL", unidad: "sack-60kg" },
  ALGODAO: { price: 145.35, moneda: "BRL", unidad: "arroba" },
};

/** Today's quote of a ticker, or null when the market does not know it. */
export function marketQuotationOf(proName: string, today: Date): MarketQuotation | null {
  const quote = BASE_PRICES[proName];
  if (quote === undefined) return null;
  const at = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), 13, 0, 0));
  return {
    status: "OK",
    results: [
      {
        fecha: proName === "GIRASOL" ? null : at.toISOString(),
        detalle: [{ tipoCotizacion: quote.price, moneda: quote.moneda, unidad: quote.unidad }],
      },
    ],
  };
}

const RATES: Record<string, number> = { "ARS/USD": 1_045.75, "BRL/USD": 5.4321 };

/** The central bank's rate of `currency` in `base`, dated today, or null for a pair it does not quote. */
export function centralBankRateOf(base: string, currency: string, today: Date): CentralBankRate | null {
  const rate = RATES[`${base}/${currency}`];
  if (rate === undefined) return null;
  return { base, currency, rate, date: today.toISOString().slice(0, 10) };
}

function figures(credit: number, totalConsumed: number, debt: number, overdue: number): CurrencyFigures {
  return {
    credit,
    totalConsumed,
    available: credit - totalConsumed,
    monsantoDebt: debt,
    monsantoOverdueDebt: overdue,
    monsantoDebtDue: debt - overdue,
  };
}

const FINANCE: Record<string, DigitalFinanceRecord[]> = {
  "ar.finanzas@surco.example": [
    {
      cuit: "27281204594",
      businessName: "Gabriela Inés Montenegro",
      totalDebt: {
        ARS: figures(150_000_000, 60_000_000, 42_500_000, 7_250_000),
        USD: figures(120_000, 30_000, 25_000, 0),
      },
    },
    {
      cuit: "30712345671",
      businessName: "Estancia La Montenegrina S.A.",
      totalDebt: {
        ARS: figures(80_000_000, 20_000_000, 12_000_000, 0),
        USD: figures(50_000, 62_500, 62_500, 12_500),
      },
    },
    {
      cuit: "30709988129",
      businessName: "Agro Montenegro Hnos. S.R.L.",
      totalDebt: { ARS: figures(25_000_000, 0, 0, 0), USD: figures(0, 0, 0, 0) },
    },
  ],
  "ar.conectado@surco.example": [
    {
      cuit: "20274518635",
      businessName: "Martín Ezequiel Aguirre",
      totalDebt: {
        ARS: figures(60_000_000, 45_000_000, 30_000_000, 4_000_000),
        USD: figures(40_000, 10_000, 8_000, 0),
      },
    },
  ],
  "ar.permitido@surco.example": [
    {
      cuit: "23298441705",
      businessName: "Santiago Nicolás Giménez",
      totalDebt: {
        ARS: figures(30_000_000, 7_500_000, 5_000_000, 1_000_000),
        USD: figures(20_000, 5_000, 2_000, 0),
      },
    },
  ],
  "ar.finanzasypedidos@surco.example": [
    {
      cuit: "30715248693",
      businessName: "Agropecuaria Los Talas S.A.",
      totalDebt: {
        ARS: figures(200_000_000, 110_000_000, 95_000_000, 15_000_000),
        USD: figures(150_000, 90_000, 60_000, 5_000),
      },
    },
  ],
};

/** A grower's digital-finance records: none for a grower the service does not know (ar.sinconectar). */
export function digitalFinanceOf(email: string): DigitalFinanceRecord[] {
  return FINANCE[email.toLowerCase()] ?? [];
}
