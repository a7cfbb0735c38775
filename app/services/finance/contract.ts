import { z } from "zod";

import { QUOTE_UNITS } from "~/domain/finance/quotation";

/**
 * The finance upstream (FINANCE_API_URL): market quotations and the grower's
 * choice of them, the central bank's exchange rate and the digital-finance
 * credit and debt records (spec 001 §3 §7, spec 000 §7). The client validates
 * every answer with these schemas; the sandbox serves data that satisfies them
 * (docs/decisions/0025-quotations-finance-onboarding.md).
 *
 *   GET   /quotation?country=AR                    the default ticker list (anonymous visitors)
 *   GET   /quotation/{document}?country=AR         the grower's list, each item with `checked`
 *   PATCH /preference/user-preference/{document}    { itemId, checked } + Idempotency-Key
 *   GET   /market-quotation/{proName}               { status, results[0].fecha, results[0].detalle[0].tipoCotizacion,
 *                                                   its moneda and unidad }
 *   GET   /central-bank/{base}/{currency}           { currency, base, rate, date }
 *   GET   /digital-finance   X-Grower-Email, Authorization → the grower's records, one per CUIT
 *
 * Digital finance is a read, so a GET (spec 000 §7 has the browser POST {email, authorization} to the portal's own
 * API; the upstream behind it is not shown): the HTTP helper retries it twice with the spec's backoff, and the
 * email travels in a header, never in a URL that logs keep.
 */

const quotationItem = z.object({
  itemId: z.string().min(1),
  title: z.string().min(1),
  /** The ticker symbol the market quotation is asked for. */
  proName: z.string().min(1),
  checked: z.boolean(),
});
export type QuotationItem = z.infer<typeof quotationItem>;

export const quotationGroups = z.array(z.object({ name: z.string(), items: z.array(quotationItem) }));
export type QuotationGroups = z.infer<typeof quotationGroups>;

export const preferenceChange = z.object({ itemId: z.string().min(1), checked: z.boolean() });
export type PreferenceChange = z.infer<typeof preferenceChange>;

export const marketQuotation = z.object({
  status: z.string(),
  results: z
    .array(
      z.object({
        /** ISO instant of the quote; null when the market did not say. */
        fecha: z.string().nullable(),
        detalle: z
          .array(
            z.object({
              tipoCotizacion: z.number(),
              /** The currency of the quote (ISO 4217), ours beyond the spec's fields: ARS in Rosario, BRL in Paranaguá. */
              moneda: z.string().regex(/^[A-Z]{3}$/),
              /** What the quote is per (domain/finance/quotation.ts): a tonne, a 60 kg sack... */
              unidad: z.enum(QUOTE_UNITS),
            }),
          )
          .min(1),
      }),
    )
    .min(1),
});
export type MarketQuotation = z.infer<typeof marketQuotation>;

export const centralBankRate = z.object({
  currency: z.string().length(3),
  base: z.string().length(3),
  /** Units of `base` for one unit of `currency`. */
  rate: z.number().positive(),
  date: z.string(),
});
export type CentralBankRate = z.infer<typeof centralBankRate>;

/** One currency's figures of a record (spec 001 §3: credit summary and debt summary per currency). */
const currencyFigures = z.object({
  credit: z.number(),
  totalConsumed: z.number(),
  available: z.number(),
  monsantoDebt: z.number(),
  monsantoOverdueDebt: z.number(),
  monsantoDebtDue: z.number(),
});
export type CurrencyFigures = z.infer<typeof currencyFigures>;

const digitalFinanceRecord = z.object({
  cuit: z.string().regex(/^\d{11}$/),
  businessName: z.string(),
  /** Keyed by ISO currency: ARS and USD. */
  totalDebt: z.record(z.string(), currencyFigures),
});
export type DigitalFinanceRecord = z.infer<typeof digitalFinanceRecord>;

export const digitalFinance = z.object({ records: z.array(digitalFinanceRecord) });
