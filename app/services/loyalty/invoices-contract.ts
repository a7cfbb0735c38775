import { z } from "zod";

/**
 * The loyalty API's invoice calls (issue 32; paths and fields are ours, decision 0072 and
 * docs/integrations/loyalty.md). The portal's client validates every answer with these schemas and the sandbox
 * builds its answers from them, so the two cannot drift.
 *
 *   GET  /invoice-programme?country=BR          the participating distributors and the eligible products
 *   GET  /invoice-keys/{accessKey}              when a key was registered (by anyone), or 404
 *   POST /invoices/{base64 id}                  register (Idempotency-Key): 201 an invoice, 409 a duplicate
 *   GET  /invoices/{base64 id}                  the member's invoices, newest first
 *   GET  /invoices/{base64 id}/{accessKey}      one of them; 404 when the key is not this member's
 */

const digits = (length: number) => z.string().regex(new RegExp(`^\\d{${length}}$`));
const accessKey = digits(44);
const instant = z.string().datetime({ offset: true });

/** A distributor taking part in the programme: its invoices earn points. */
const distributor = z.object({ cnpj: digits(14), name: z.string().min(1) });

/** A product that earns points, by the GTIN printed on invoices: corn seed counts by the sack, the rest in reais. */
const eligibleProduct = z.object({
  gtin: z.string().regex(/^\d{8,14}$/),
  name: z.string().min(1),
  kind: z.enum(["corn", "reais"]),
});

export const invoiceProgramme = z.object({
  distributors: z.array(distributor),
  products: z.array(eligibleProduct),
});
export type InvoiceProgramme = z.infer<typeof invoiceProgramme>;

/** GET /invoice-keys/{accessKey}: the key is taken. */
export const registeredKey = z.object({ registeredAt: instant });

/** An item as read from the invoice's XML (cents, as the NF-e writes its amounts). */
const invoiceItem = z.object({
  gtin: z.string(),
  description: z.string(),
  quantity: z.number().min(0),
  valueCents: z.number().int().min(0),
});

/** POST /invoices/{id}: the key alone (the programme reads the invoice from the tax authority), or the XML read. */
export const invoiceRegistration = z.object({
  accessKey,
  invoice: z
    .object({
      issuerCnpj: digits(14),
      issuerName: z.string(),
      buyerDocument: z.string().regex(/^(\d{11}|\d{14})$/),
      items: z.array(invoiceItem).min(1),
      totalCents: z.number().int().min(0),
    })
    .nullable(),
});
export type InvoiceRegistration = z.infer<typeof invoiceRegistration>;

export const INVOICE_STATUSES = ["received", "inAnalysis", "approved", "refused"] as const;
export const REFUSAL_REASONS = [
  "duplicate",
  "distributorNotParticipating",
  "buyerNotMember",
  "productsNotEligible",
] as const;

/** One registered invoice and where it is: received → in analysis → approved (points credited) or refused. */
export const invoice = z.object({
  accessKey,
  /** The invoice's number as the DANFE prints it (000.000.000), also the ledger's invoiceNumber. */
  number: z.string().min(1),
  registeredAt: instant,
  updatedAt: instant,
  status: z.enum(INVOICE_STATUSES),
  distributor: z.object({ cnpj: digits(14), name: z.string().nullable() }),
  /** The points it earns once read (pending in the ledger until approved); null while it is not read yet. */
  points: z.number().int().min(0).nullable(),
  /** Why it was refused, in the programme's words and as a code; null unless refused. */
  refusal: z.object({ reason: z.enum(REFUSAL_REASONS), message: z.string() }).nullable(),
  /** The ledger's transaction for its points (pending or credited); null while none. */
  transactionNumber: z.string().nullable(),
});
export type Invoice = z.infer<typeof invoice>;

export const invoiceList = z.object({ invoices: z.array(invoice) });
