import { groupAccessKey, readAccessKey } from "~/domain/invoices/access-key";
import { MAX_INVOICE_XML_BYTES, readInvoiceXml } from "~/domain/invoices/nfe-xml";
import { invoiceOwnershipProblem } from "~/domain/invoices/ownership";
import { log } from "~/services/log.server";
import { getInvoiceProgramme, keyRegisteredAt } from "~/services/loyalty/invoices-client.server";
import type { InvoiceProgramme, InvoiceRegistration } from "~/services/loyalty/invoices-contract";
import { recentSubmissions } from "~/store/portal-outbox.server";

import { INVOICE_KIND, readInvoiceSubmission } from "./deliver-invoice.server";

/**
 * What the register form sent (issue 32), read in the order a grower can act on: the XML when a file was chosen
 * (its size, then the parser's checks, then whose it is), otherwise the typed key; then whether the key was
 * registered before, by anyone. Errors are i18n keys of the "invoices" namespace with what they name.
 */
export type FieldName = "accessKey" | "xml";
interface FieldError {
  key: string;
  values?: Record<string, string>;
}
export type Reading =
  { ok: true; registration: InvoiceRegistration } | { ok: false; field: FieldName; error: FieldError; typed: string };

/** The typed key as the grower sees it back: grouped by four when it is only digits and separators. */
function keptKey(typed: string): string {
  const digits = typed.replace(/[\s./-]/g, "");
  return /^\d+$/.test(digits) ? groupAccessKey(digits) : typed.slice(0, 80);
}

/** The programme's lists, or null when it cannot answer (its checks are then left to the programme itself). */
async function programmeOrNull(locale: Parameters<typeof getInvoiceProgramme>[0]): Promise<InvoiceProgramme | null> {
  try {
    return await getInvoiceProgramme(locale);
  } catch (error) {
    log("warn", "invoice programme unavailable", { error: String(error) });
    return null;
  }
}

export async function readRegistration({
  form,
  today,
  locale,
  documents,
  grower,
}: {
  form: FormData;
  today: string;
  locale: Parameters<typeof getInvoiceProgramme>[0];
  documents: readonly string[];
  grower: string;
}): Promise<Reading> {
  const typedRaw = form.get("accessKey");
  const typed = typeof typedRaw === "string" ? typedRaw.trim() : "";
  const file = form.get("xml");
  const fail = (field: FieldName, key: string, values?: Record<string, string>): Reading => ({
    ok: false,
    field,
    error: { key, values },
    typed: keptKey(typed),
  });
  let registration: InvoiceRegistration;
  let field: FieldName;
  if (file instanceof File && file.size > 0) {
    field = "xml";
    if (file.size > MAX_INVOICE_XML_BYTES) return fail("xml", "errors.xml.tooLarge");
    const read = readInvoiceXml(new Uint8Array(await file.arrayBuffer()), today);
    if (!read.ok) return fail("xml", `errors.xml.${read.problem}`);
    const { invoice } = read;
    if (typed && readAccessKey(typed, today).ok && typed.replace(/\D/g, "") !== invoice.key.digits)
      return fail("accessKey", "errors.key.notTheXml");
    // Asked only once what the grower sent reads right: a mistyped key never waits for the programme.
    const programme = await programmeOrNull(locale);
    // The buyer is always checked; the distributor when the programme's list is at hand (else its analysis decides).
    const participating = new Set(programme ? programme.distributors.map((d) => d.cnpj) : [invoice.issuerCnpj]);
    const problem = invoiceOwnershipProblem(invoice, documents, participating);
    if (problem) return fail("xml", `errors.xml.${problem}`);
    registration = {
      accessKey: invoice.key.digits,
      invoice: {
        issuerCnpj: invoice.issuerCnpj,
        issuerName: invoice.issuerName,
        buyerDocument: invoice.buyerDocument.replace(/\D/g, ""),
        items: invoice.items.map((item) => ({
          gtin: item.gtin,
          description: item.description,
          quantity: item.quantity,
          valueCents: item.valueCents,
        })),
        totalCents: invoice.totalCents,
      },
    };
  } else {
    field = "accessKey";
    if (!typed) return fail("accessKey", "errors.key.required");
    const read = readAccessKey(typed, today);
    if (!read.ok) return fail("accessKey", `errors.key.${read.problem}`);
    const programme = await programmeOrNull(locale);
    if (programme && !programme.distributors.some((d) => d.cnpj === read.key.issuerCnpj))
      return fail("accessKey", "errors.key.distributorNotParticipating");
    registration = { accessKey: read.key.digits, invoice: null };
  }
  const registeredAt = await whenRegistered(registration.accessKey, grower);
  if (registeredAt) return fail(field, "errors.duplicate", { at: registeredAt });
  return { ok: true, registration };
}

/**
 * When the key was registered, by anyone (the programme's word), or sent by this grower and still waiting in the
 * outbox; null when neither. The programme not answering is no duplicate: its own 409 at delivery then decides.
 */
export async function whenRegistered(accessKey: string, grower: string): Promise<string | null> {
  const waiting = await recentSubmissions(INVOICE_KIND, grower, new Date(Date.now() - 86_400_000));
  const mine = waiting.find((each) => readInvoiceSubmission(each.payload)?.registration.accessKey === accessKey);
  if (mine) return mine.receivedAt;
  try {
    return await keyRegisteredAt(accessKey);
  } catch (error) {
    log("warn", "invoice key check unavailable", { error: String(error) });
    return null;
  }
}
