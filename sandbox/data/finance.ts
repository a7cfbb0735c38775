import type { DefaultTicker, QuoteUnit } from "../../app/domain/finance/quotation";
import type {
  CentralBankRate,
  CurrencyFigures,
  DigitalFinanceRecord,
  MarketQuotation,
  QuotationGroups,
  QuotationItem,
} from "../../app/services/finance/contract";

/**
 * The finance upstream's demo data (sandbox/upstreams/finance.ts): deterministic, dates relative to today.
 *
 * - Quotations: a catalogue of tickers per country, in its own markets and words; the items standing for the spec's
 *   default ticker list (cotton, rice, coffee, corn, soybean, wheat, dollar, euro, gold, oil, live cattle) are on.
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

/** A ticker of a country's catalogue; `market` names the default ticker it stands for (spec 002 §9). */
type CatalogueItem = Omit<QuotationItem, "checked"> & { market?: DefaultTicker };

const CATALOGUE: Record<Country, { name: string; items: CatalogueItem[] }[]> = {
  AR: [
    {
      name: "Granos (Rosario)",
      items: [
        { itemId: "ar-soja", title: "Soja", proName: "SOJA", market: "soybean" },
        { itemId: "ar-maiz", title: "Maíz", proName: "MAIZ", market: "corn" },
        { itemId: "ar-trigo", title: "Trigo", proName: "TRIGO", market: "wheat" },
        { itemId: "ar-girasol", title: "Girasol", proName: "GIRASOL" },
        { itemId: "ar-sorgo", title: "Sorgo", proName: "SORGO" },
        { itemId: "ar-cebada", title: "Cebada", proName: "CEBADA" },
      ],
    },
    {
      name: "Mercados internacionales",
      items: [
        { itemId: "ar-algodon", title: "Algodón", proName: "ALGODON-ICE", market: "cotton" },
        { itemId: "ar-arroz", title: "Arroz", proName: "ARROZ-FOB", market: "rice" },
        { itemId: "ar-cafe", title: "Café", proName: "CAFE-ICE", market: "coffee" },
        { itemId: "ar-oro", title: "Oro", proName: "ORO", market: "gold" },
        { itemId: "ar-petroleo", title: "Petróleo WTI", proName: "WTI", market: "oil" },
      ],
    },
    {
      name: "Monedas y hacienda",
      items: [
        { itemId: "ar-dolar", title: "Dólar BNA", proName: "USD-BNA", market: "dollar" },
        { itemId: "ar-euro", title: "Euro BNA", proName: "EUR-BNA", market: "euro" },
        { itemId: "ar-novillo", title: "Novillo (Cañuelas)", proName: "NOVILLO-MAG", market: "live-cattle" },
      ],
    },
  ],
  BR: [
    {
      name: "Grãos e fibras",
      items: [
        { itemId: "br-soja", title: "Soja", proName: "SOJA-PR", market: "soybean" },
        { itemId: "br-milho", title: "Milho", proName: "MILHO-PR", market: "corn" },
        { itemId: "br-cafe", title: "Café arábica", proName: "CAFE", market: "coffee" },
        { itemId: "br-algodao", title: "Algodão", proName: "ALGODAO", market: "cotton" },
        { itemId: "br-arroz", title: "Arroz", proName: "ARROZ-RS", market: "rice" },
        { itemId: "br-trigo", title: "Trigo", proName: "TRIGO-PR", market: "wheat" },
        { itemId: "br-sorgo", title: "Sorgo", proName: "SORGO-GO" },
      ],
    },
    {
      name: "Moedas, metais, energia e pecuária",
      items: [
        { itemId: "br-dolar", title: "Dólar comercial", proName: "USD-BRL", market: "dollar" },
        { itemId: "br-euro", title: "Euro", proName: "EUR-BRL", market: "euro" },
        { itemId: "br-ouro", title: "Ouro", proName: "OURO-B3", market: "gold" },
        { itemId: "br-petroleo", title: "Petróleo Brent", proName: "BRENT", market: "oil" },
        { itemId: "br-boi", title: "Boi gordo", proName: "BOI-B3", market: "live-cattle" },
      ],
    },
  ],
};

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

/** Whether an item is on before anyone chooses: it stands for one of the default ticker list's markets. */
const onByDefault = (item: CatalogueItem) => item.market !== undefined;

/** The list with `checked` from the grower's saved choices, or from the default ticker list where they chose nothing. */
export function quotationList(country: Country, choices: Record<string, boolean> = {}): QuotationGroups {
  return CATALOGUE[country].map((group) => ({
    name: group.name,
    items: group.items.map(({ market, ...item }) => ({
      ...item,
      checked: choices[item.itemId] ?? onByDefault({ ...item, market }),
    })),
  }));
}

/** The markets a country's default list stands for (sandbox/finance.test.ts holds them to the spec's list). */
export function defaultMarketsOf(country: Country): DefaultTicker[] {
  return CATALOGUE[country].flatMap((group) => group.items.filter(onByDefault).map((item) => item.market!));
}

/** Each ticker's price today, in the currency and per the unit its market quotes it in. */
const BASE_PRICES: Record<string, { price: number; moneda: string; unidad: QuoteUnit }> = {
  SOJA: { price: 312_450.75, moneda: "ARS", unidad: "t" },
  MAIZ: { price: 178_900.4, moneda: "ARS", unidad: "t" },
  TRIGO: { price: 201_310.99, moneda: "ARS", unidad: "t" },
  GIRASOL: { price: 389_120.5, moneda: "ARS", unidad: "t" },
  SORGO: { price: 150_200.25, moneda: "ARS", unidad: "t" },
  "ALGODON-ICE": { price: 1_512.6, moneda: "USD", unidad: "t" },
  "ARROZ-FOB": { price: 398.2, moneda: "USD", unidad: "t" },
  "CAFE-ICE": { price: 5_480.35, moneda: "USD", unidad: "t" },
  ORO: { price: 2_652.8, moneda: "USD", unidad: "troy-oz" },
  WTI: { price: 69.74, moneda: "USD", unidad: "barrel" },
  "USD-BNA": { price: 1_062.5, moneda: "ARS", unidad: "usd" },
  "EUR-BNA": { price: 1_118.9, moneda: "ARS", unidad: "eur" },
  "NOVILLO-MAG": { price: 2_835.45, moneda: "ARS", unidad: "kg" },
  "SOJA-PR": { price: 138.87, moneda: "BRL", unidad: "sack-60kg" },
  "MILHO-PR": { price: 71.45, moneda: "BRL", unidad: "sack-60kg" },
  CAFE: { price: 1_652.9, moneda: "BRL", unidad: "sack-60kg" },
  ALGODAO: { price: 145.35, moneda: "BRL", unidad: "arroba" },
  "ARROZ-RS": { price: 96.4, moneda: "BRL", unidad: "sack-50kg" },
  "TRIGO-PR": { price: 1_395.1, moneda: "BRL", unidad: "t" },
  "SORGO-GO": { price: 58.3, moneda: "BRL", unidad: "sack-60kg" },
  "USD-BRL": { price: 543.21, moneda: "BRL", unidad: "usd-100" },
  "EUR-BRL": { price: 572.65, moneda: "BRL", unidad: "eur-100" },
  "OURO-B3": { price: 482.3, moneda: "BRL", unidad: "g" },
  BRENT: { price: 73.18, moneda: "USD", unidad: "barrel" },
  "BOI-B3": { price: 312.55, moneda: "BRL", unidad: "arroba" },
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
