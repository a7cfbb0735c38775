import { accessKeyCheckDigit } from "../../app/domain/invoices/access-key";
import { previewInvoicePoints, type PreviewLine } from "../../app/domain/invoices/points-preview";
import { calculatorDefaults } from "../../app/domain/loyalty/points-calculator-form";
import type { Transaction } from "../../app/services/loyalty/contract";
import type { Invoice, InvoiceProgramme, InvoiceRegistration } from "../../app/services/loyalty/invoices-contract";
import { findAccountByDocument } from "./accounts";
import { PARTNERS } from "./loyalty";

/**
 * The loyalty programme's invoices (issue 32, decision 0072): who takes part (distributors by CNPJ, products by
 * GTIN), what each demo member has registered, and how an invoice moves: received, in analysis 30 s later, decided
 * 3 minutes after it was registered (approved, its points credited, or refused with the programme's reason), or
 * at once when a test moves it (`forced`). Every Brazilian member starts with invoices derived from their ledger,
 * so the list and the history agree from the first page view: the two pending invoice rows are in analysis, the
 * three latest credited ones approved, plus one not read yet and one refused.
 */

const ANALYSIS_AFTER_MS = 30_000;
const DECISION_AFTER_MS = 180_000;

/** A CNPJ with its two check digits (modulo 11, weights 2–9 from the right), from its first 12 digits. */
function cnpj(first12: string): string {
  const digit = (body: string) => {
    let sum = 0;
    for (let i = body.length - 1, w = 2; i >= 0; i--, w = w === 9 ? 2 : w + 1) sum += Number(body[i]) * w;
    const r = sum % 11;
    return r < 2 ? 0 : 11 - r;
  };
  const thirteen = first12 + digit(first12);
  return thirteen + digit(thirteen);
}

/** Brazil's distributors in the ledger's words, each with a CNPJ; the last one does not take part. */
const DISTRIBUTORS = PARTNERS.BR.map((name, index) => ({ cnpj: cnpj(`${41_220_330 + index * 7}0001`), name }));
export const NOT_PARTICIPATING = { cnpj: cnpj("229874410001"), name: "Comercial Agro Independente Ltda." };

const PRODUCTS: InvoiceProgramme["products"] = [
  { gtin: "7891234500017", name: "Semente de milho híbrido SC 2740 (saco 60 mil sementes)", kind: "corn" },
  { gtin: "7891234500024", name: "Semente de milho híbrido SC 3150 VIP3 (saco 60 mil sementes)", kind: "corn" },
  { gtin: "7891234500031", name: "Fungicida Orquestra Plus 5 L", kind: "reais" },
  { gtin: "7891234500048", name: "Herbicida Campo Limpo 20 L", kind: "reais" },
  { gtin: "7891234500055", name: "Inseticida Safra Forte 1 L", kind: "reais" },
  { gtin: "7891234500062", name: "Tratamento de sementes Raiz Firme 5 L", kind: "reais" },
];

export function invoiceProgrammeFor(country: string): InvoiceProgramme {
  return country === "BR" ? { distributors: DISTRIBUTORS, products: PRODUCTS } : { distributors: [], products: [] };
}

/** A member's documents besides the one they sign in with: the farm's CNPJ for the member the tests use. */
const OTHER_DOCUMENTS: Record<string, string[]> = { "73104625808": [cnpj("583019270001")] };
export const documentsOf = (document: string): string[] => [document, ...(OTHER_DOCUMENTS[document] ?? [])];

/** An access key: state 51 (Mato Grosso), the month, the issuer, model 55, series 1, the number, a code, its digit. */
export function accessKeyFor(issuedOn: string, issuerCnpj: string, number: number, code: number): string {
  const first43 = `51${issuedOn.slice(2, 4)}${issuedOn.slice(5, 7)}${issuerCnpj}55001${String(number).padStart(9, "0")}1${String(code).padStart(8, "0")}`;
  return first43 + accessKeyCheckDigit(first43);
}

/** The number as the DANFE prints it: 000.000.000. */
const invoiceNumberOf = (key: string) => key.slice(25, 34).replace(/(\d{3})(\d{3})(\d{3})/, "$1.$2.$3");

const hashOf = (text: string) => [...text].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0, 7);

export interface StoredInvoice {
  accessKey: string;
  document: string;
  idempotencyKey: string;
  /** The registration as sent, to tell a replay from another registration under the same Idempotency-Key. */
  body: string;
  registeredAt: string;
  /** Read from the XML sent, or from the tax authority's copy (a key alone). */
  content: NonNullable<InvoiceRegistration["invoice"]>;
  /** A key alone is read by the programme once analysis starts. */
  keyAlone: boolean;
  forced: { status: Invoice["status"]; at: string; reason: Refusal | null } | null;
  /** The test scope it was registered in ("" outside tests): only requests of that scope see it. */
  scope?: string;
}
type Refusal = NonNullable<Invoice["refusal"]>["reason"];

const REFUSAL_MESSAGES: Record<Refusal, string> = {
  duplicate: "Nota já cadastrada",
  distributorNotParticipating: "Distribuidor não participante do programa",
  buyerNotMember: "O comprador da nota não é o participante",
  productsNotEligible: "Nenhum produto da nota participa do programa",
};

/** The tax authority's copy of an invoice registered by its key: the member's purchase of a few eligible products. */
export function authorityCopy(accessKey: string, document: string): StoredInvoice["content"] {
  const h = hashOf(accessKey);
  const issuer = accessKey.slice(6, 20);
  const items = [0, 1].slice(0, 1 + (h % 2)).map((i) => {
    const product = PRODUCTS[(h + i * 3) % PRODUCTS.length];
    // R$ 100,000 to R$ 1,000,000 a line: a season's purchase of a grower.
    const valueCents = (2 + ((h >>> (4 + i * 5)) % 19)) * 5_000_000;
    return { gtin: product.gtin, description: product.name, quantity: 10, valueCents };
  });
  return {
    issuerCnpj: issuer,
    issuerName: DISTRIBUTORS.find((d) => d.cnpj === issuer)?.name ?? "",
    buyerDocument: document,
    items,
    totalCents: items.reduce((sum, item) => sum + item.valueCents, 0),
  };
}

/** The points an invoice earns by the calculator's rules, for the member who registered it. */
function pointsOf(content: StoredInvoice["content"], document: string): number {
  const member = findAccountByDocument(document)?.member;
  if (!member) return 0;
  const lines: PreviewLine[] = content.items.map((item) => ({
    description: item.description,
    valueCents: item.valueCents,
    category: PRODUCTS.find((p) => p.gtin === item.gtin)?.kind ?? "notEligible",
  }));
  return Number(previewInvoicePoints(lines, calculatorDefaults(member)).calculation.points);
}

/** Why the analysis refuses an invoice, or null when it earns its points. */
function analysisOutcome(stored: StoredInvoice): Refusal | null {
  const { content } = stored;
  if (!DISTRIBUTORS.some((d) => d.cnpj === content.issuerCnpj)) return "distributorNotParticipating";
  if (!documentsOf(stored.document).includes(content.buyerDocument)) return "buyerNotMember";
  if (!content.items.some((item) => PRODUCTS.some((p) => p.gtin === item.gtin))) return "productsNotEligible";
  return null;
}

const transactionNumberOf = (stored: StoredInvoice) =>
  `NF-${stored.accessKey.slice(25, 34)}-${stored.accessKey.slice(-4)}`;

/** Where a registered invoice is at `now`. */
export function invoiceOf(stored: StoredInvoice, now: number): Invoice {
  const registered = Date.parse(stored.registeredAt);
  const outcome = analysisOutcome(stored);
  let status: Invoice["status"];
  let updatedAt: number;
  let reason: Refusal | null = null;
  if (stored.forced) {
    status = stored.forced.status;
    updatedAt = Date.parse(stored.forced.at);
    reason = status === "refused" ? (stored.forced.reason ?? outcome ?? "productsNotEligible") : null;
  } else if (now >= registered + DECISION_AFTER_MS) {
    status = outcome ? "refused" : "approved";
    updatedAt = registered + DECISION_AFTER_MS;
    reason = outcome;
  } else if (now >= registered + ANALYSIS_AFTER_MS) {
    status = "inAnalysis";
    updatedAt = registered + ANALYSIS_AFTER_MS;
  } else {
    status = "received";
    updatedAt = registered;
  }
  const read = !(status === "received" && stored.keyAlone) && status !== "refused";
  const issuer = stored.content.issuerCnpj;
  return {
    accessKey: stored.accessKey,
    number: invoiceNumberOf(stored.accessKey),
    registeredAt: stored.registeredAt,
    updatedAt: new Date(updatedAt).toISOString(),
    status,
    distributor: {
      cnpj: issuer,
      name: DISTRIBUTORS.find((d) => d.cnpj === issuer)?.name ?? (stored.content.issuerName || null),
    },
    points: read ? pointsOf(stored.content, stored.document) : null,
    refusal: reason ? { reason, message: REFUSAL_MESSAGES[reason] } : null,
    transactionNumber: read ? transactionNumberOf(stored) : null,
  };
}

/** The refusal of a key registered before. */
export const duplicateMessage = REFUSAL_MESSAGES.duplicate;

/** The ledger row of an invoice that is read: pending until approved, then credited. */
export function invoiceTransaction(stored: StoredInvoice, invoice: Invoice, memberName: string): Transaction | null {
  if (invoice.points === null || !invoice.transactionNumber) return null;
  const day = stored.registeredAt.slice(0, 10);
  const expiration = `${Number(day.slice(0, 4)) + 3}${day.slice(4)}`;
  return {
    transactionDate: stored.registeredAt,
    pointsAmount: invoice.points,
    category: { id: "1", name: "Cadastro de nota", icon: "invoice" },
    transactionDetails: [
      {
        description: `Nota fiscal ${invoice.number} — ${invoice.distributor.name ?? invoice.distributor.cnpj}`,
        transactionNumber: invoice.transactionNumber,
        invoiceDate: `20${stored.accessKey.slice(2, 4)}-${stored.accessKey.slice(4, 6)}-01`,
        invoiceNumber: invoice.number,
        partnerName: invoice.distributor.name,
        orderNumber: null,
        expirationDate: expiration,
        pointsAmount: invoice.points,
        orderItems: [],
        subTotalOrder: null,
        shippingFee: null,
        totalPointsOrder: null,
      },
    ],
    transferPoints: null,
    nmMember: memberName,
    kind: "credit",
    status: invoice.status === "approved" ? "confirmed" : "pending",
  };
}

/**
 * The invoices a Brazilian member starts with, read off their ledger: each pending invoice row in analysis, the
 * three latest credited ones approved (their rows are their movements), one registered by key and not read yet, and
 * one refused, neither of which is in the ledger.
 */
export function seededInvoices(document: string, transactions: readonly Transaction[], now: Date): Invoice[] {
  const invoiceRows = transactions.filter((tx) => tx.category.icon === "invoice" && tx.kind === "credit");
  const pending = invoiceRows.filter((tx) => tx.status === "pending");
  const credited = invoiceRows.filter((tx) => tx.status === "confirmed").slice(0, 3);
  const fromRow = (tx: Transaction, status: Invoice["status"]): Invoice => {
    const detail = tx.transactionDetails[0];
    const distributor = DISTRIBUTORS.find((d) => d.name === detail.partnerName) ?? DISTRIBUTORS[0];
    const number = Number((detail.invoiceNumber ?? "0").replace(/\D/g, ""));
    const key = accessKeyFor(
      detail.invoiceDate ?? tx.transactionDate,
      distributor.cnpj,
      number,
      hashOf(tx.transactionDate) % 1e8,
    );
    return {
      accessKey: key,
      number: invoiceNumberOf(key),
      registeredAt: tx.transactionDate,
      updatedAt: tx.transactionDate,
      status,
      distributor,
      points: tx.pointsAmount,
      refusal: null,
      transactionNumber: detail.transactionNumber,
    };
  };
  const day = (daysAgo: number) => new Date(now.getTime() - daysAgo * 86_400_000).toISOString();
  const made = (daysAgo: number, number: number, distributor: { cnpj: string; name: string }) =>
    accessKeyFor(day(daysAgo), distributor.cnpj, number, hashOf(document) % 1e8);
  const unread = made(0.5, 70_000 + (hashOf(document) % 9_999), DISTRIBUTORS[1]);
  const refused = made(12, 80_000 + (hashOf(document) % 9_999), NOT_PARTICIPATING);
  return [
    {
      accessKey: unread,
      number: invoiceNumberOf(unread),
      registeredAt: day(0.5),
      updatedAt: day(0.5),
      status: "received" as const,
      distributor: DISTRIBUTORS[1],
      points: null,
      refusal: null,
      transactionNumber: null,
    },
    ...pending.map((tx) => fromRow(tx, "inAnalysis")),
    {
      accessKey: refused,
      number: invoiceNumberOf(refused),
      registeredAt: day(12),
      updatedAt: day(9),
      status: "refused" as const,
      distributor: NOT_PARTICIPATING,
      points: null,
      refusal: {
        reason: "distributorNotParticipating" as const,
        message: REFUSAL_MESSAGES.distributorNotParticipating,
      },
      transactionNumber: null,
    },
    ...credited.map((tx) => fromRow(tx, "approved")),
  ].sort((a, b) => (a.registeredAt < b.registeredAt ? 1 : -1));
}
