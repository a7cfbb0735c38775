import type { Session } from "@remix-run/node";

import { getSession, sessionStorage } from "~/auth/session.server";
import type { InvoiceRegistration } from "~/services/loyalty/invoices-contract";
import { submissionKey } from "~/store/portal-outbox.server";

import { INVOICE_KIND } from "./deliver-invoice.server";

/**
 * An invoice read and previewed, waiting for the grower's confirmation (issue 32): kept in the grower's
 * server-side session (decision 0017) under the idempotency key its confirmation submits with, so a reload of the
 * preview, the back button or a second tap on "register" are the same registration.
 */
export interface InvoiceDraft {
  key: string;
  registration: InvoiceRegistration;
}
const DRAFT = "invoiceDraft";

export async function readInvoiceDraft(request: Request): Promise<{ session: Session; draft: InvoiceDraft | null }> {
  const session = await getSession(request);
  return { session, draft: (session.get(DRAFT) as InvoiceDraft | undefined) ?? null };
}

/** A new draft for what was read, under a fresh key; the answer's Set-Cookie header. */
export function saveInvoiceDraft(session: Session, registration: InvoiceRegistration): Promise<string> {
  session.set(DRAFT, { key: submissionKey(INVOICE_KIND), registration } satisfies InvoiceDraft);
  return sessionStorage.commitSession(session);
}
