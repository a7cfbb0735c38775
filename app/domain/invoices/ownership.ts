import type { InvoiceDocument } from "./nfe-xml";

/**
 * Whose an uploaded invoice is (issue 32): the buyer's CPF or CNPJ must be one of the member's own documents, and the
 * issuer a distributor taking part in the programme (the loyalty upstream's list). Documents are compared as digits
 * only: growers' records write them with and without dots, slashes and hyphens.
 */
export type OwnershipProblem = "notTheMember" | "distributorNotParticipating";

const digitsOf = (document: string) => document.replace(/\D/g, "");

export function invoiceOwnershipProblem(
  invoice: Pick<InvoiceDocument, "buyerDocument" | "issuerCnpj">,
  memberDocuments: readonly string[],
  participatingCnpjs: ReadonlySet<string>,
): OwnershipProblem | null {
  const buyer = digitsOf(invoice.buyerDocument);
  if (!buyer || !memberDocuments.some((document) => digitsOf(document) === buyer)) return "notTheMember";
  if (!participatingCnpjs.has(digitsOf(invoice.issuerCnpj))) return "distributorNotParticipating";
  return null;
}
