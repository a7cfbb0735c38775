import { z } from "zod";

import { registerInvoice } from "~/services/loyalty/invoices-client.server";
import { invoiceRegistration } from "~/services/loyalty/invoices-contract";
import type { Deliver } from "~/store/outbox-rules.server";

/** What the outbox keeps of a registration (kind "invoice"): whose it is and what goes upstream. */
const invoiceSubmission = z.object({ document: z.string().min(1), registration: invoiceRegistration });
export type InvoiceSubmission = z.infer<typeof invoiceSubmission>;

/** A registration as the outbox keeps it, read back (its receipt, the list's waiting rows); null for anything else. */
export function readInvoiceSubmission(payload: unknown): InvoiceSubmission | null {
  const read = invoiceSubmission.safeParse(payload);
  return read.success ? read.data : null;
}

export const INVOICE_KIND = "invoice";

/**
 * The "invoice" delivery (issue 32): POST /invoices/{id} with the submission's key as Idempotency-Key, so a repeated
 * delivery registers once. A refusal (the key registered meanwhile by someone else: 409) is final, and the
 * programme's words stay on the receipt. The upstream's name for it is its access key.
 */
export const deliverInvoice: Deliver = async (payload, { key }) => {
  const { document, registration } = invoiceSubmission.parse(payload);
  const registered = await registerInvoice(document, registration, key);
  return { reference: registered.accessKey };
};
