import { countryOf, type Locale } from "~/countries";

import { cache, cacheKey, LIFETIMES } from "../cache.server";
import { isUpstreamError } from "../errors";
import { loyaltyCall } from "./client.server";
import { memberPathId } from "./contract";
import {
  type Invoice,
  invoice,
  invoiceList,
  type InvoiceProgramme,
  invoiceProgramme,
  type InvoiceRegistration,
  registeredKey,
} from "./invoices-contract";

/**
 * The loyalty API's invoice calls (issue 32, decision 0072). The programme's lists change with a release of the
 * programme, so they are cached like its recommendations (about an hour, served stale while the upstream fails); a
 * member's invoices move within minutes, so they are kept a few seconds only, for the page and its CSV to agree.
 */
const INVOICES_TTL_MS = 5_000;

export function getInvoiceProgramme(locale: Locale): Promise<InvoiceProgramme> {
  const country = countryOf(locale).code;
  return cache.get(
    cacheKey({ upstream: "loyalty", call: "invoice-programme", locale }),
    {
      ttlMs: LIFETIMES.loyaltyRecommendations,
      staleMs: LIFETIMES.loyaltyRecommendations * 24,
      name: "loyalty-invoice-programme",
    },
    () => loyaltyCall("loyalty-invoice-programme", "/invoice-programme", invoiceProgramme, { query: { country } }),
  );
}

/** When an access key was registered, by this member or another; null when it never was. Never cached. */
export async function keyRegisteredAt(accessKey: string): Promise<string | null> {
  try {
    const found = await loyaltyCall("loyalty-invoice-key", `/invoice-keys/${accessKey}`, registeredKey);
    return found.registeredAt;
  } catch (error) {
    if (isUpstreamError(error) && error.status === 404) return null;
    throw error;
  }
}

/** The member's invoices, newest first. */
export async function getInvoices(document: string, locale: Locale): Promise<Invoice[]> {
  const list = await cache.get(
    cacheKey({ upstream: "loyalty", call: "invoices", locale, user: document }),
    { ttlMs: INVOICES_TTL_MS, staleMs: INVOICES_TTL_MS * 60, name: "loyalty-invoices" },
    () => loyaltyCall("loyalty-invoices", `/invoices/${memberPathId(document)}`, invoiceList),
  );
  return list.invoices;
}

/** One of the member's invoices, or null when the key is not theirs (the upstream's 404): never someone else's. */
export async function getInvoice(document: string, accessKey: string): Promise<Invoice | null> {
  try {
    return await loyaltyCall("loyalty-invoice", `/invoices/${memberPathId(document)}/${accessKey}`, invoice);
  } catch (error) {
    if (isUpstreamError(error) && error.status === 404) return null;
    throw error;
  }
}

/** POST /invoices/{id}: registers an invoice under the outbox's key (the helper never repeats it: the outbox does). */
export function registerInvoice(document: string, registration: InvoiceRegistration, idempotencyKey: string) {
  return loyaltyCall("loyalty-invoice-register", `/invoices/${memberPathId(document)}`, invoice, {
    method: "POST",
    body: registration,
    headers: { "idempotency-key": idempotencyKey },
    timeoutMs: 10_000,
  });
}
