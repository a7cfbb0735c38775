import { XMLParser } from "fast-xml-parser";

import { type AccessKey, type AccessKeyProblem, readAccessKey } from "./access-key";

/**
 * An NF-e's XML as the distributor sends it (issue 32): the invoice (`infNFe`), bare or inside `nfeProc` with the tax
 * authority's protocol. Read with a maintained XML parser; the checks a grower's upload must pass before anything is
 * read from it: at most 1 MB, no DOCTYPE (so no entity of its own, internal or external: no XXE and no entity
 * expansion), well formed, an NF-e, and a key whose own check digit and rules hold.
 */
export const MAX_INVOICE_XML_BYTES = 1024 * 1024;

interface InvoiceItem {
  code: string;
  /** The product's GTIN (cEAN), what the programme's eligible products are listed by; "" for "SEM GTIN". */
  gtin: string;
  description: string;
  quantity: number;
  unit: string;
  /** The item's value (vProd), in cents. */
  valueCents: number;
}

export interface InvoiceDocument {
  key: AccessKey;
  issuerCnpj: string;
  issuerName: string;
  /** The buyer's CPF (11 digits) or CNPJ (14 digits). */
  buyerDocument: string;
  items: InvoiceItem[];
  totalCents: number;
}

export type InvoiceXmlProblem =
  | "tooLarge"
  | "doctype"
  | "malformed"
  | "notNfe"
  /** The issuer the invoice names is not the one its own key names: a forged or mixed-up file. */
  | "issuerMismatch"
  | AccessKeyProblem;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  removeNSPrefix: true,
  // Every value as written: a CNPJ's leading zeros and a key's 44 digits are text, not numbers.
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name) => name === "det",
});

type Node = Record<string, unknown>;
const node = (value: unknown): Node | undefined =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Node) : undefined;
const text = (value: unknown): string => (typeof value === "string" ? value.trim() : "");
/** An amount as NF-e writes it ("8000.00"): cents, or null for anything else (text, a sign, an exponent). */
const cents = (value: unknown): number | null => {
  const written = text(value);
  return /^\d{1,15}(\.\d{1,10})?$/.test(written) ? Math.round(Number(written) * 100) : null;
};

/** The invoice in an upload, or why it cannot be read. `today` bounds the key's month (see readAccessKey). */
export function readInvoiceXml(
  bytes: Uint8Array,
  today: string,
): { ok: true; invoice: InvoiceDocument } | { ok: false; problem: InvoiceXmlProblem } {
  if (bytes.byteLength > MAX_INVOICE_XML_BYTES) return { ok: false, problem: "tooLarge" };
  const xml = new TextDecoder("utf-8", { fatal: false }).decode(bytes);
  const upper = xml.toUpperCase();
  if (upper.includes("<!DOCTYPE") || upper.includes("<!ENTITY")) return { ok: false, problem: "doctype" };
  let document: Node;
  try {
    document = parser.parse(xml, true) as Node;
  } catch {
    return { ok: false, problem: "malformed" };
  }
  const nfe = node(node(document.nfeProc)?.NFe) ?? node(document.NFe);
  const info = node(nfe?.infNFe);
  if (!info) return { ok: false, problem: "notNfe" };
  const id = text(info["@Id"]);
  if (!id.startsWith("NFe")) return { ok: false, problem: "notNfe" };
  const key = readAccessKey(id.slice(3), today);
  if (!key.ok) return key;
  const issuer = node(info.emit);
  const buyer = node(info.dest);
  const details = Array.isArray(info.det) ? info.det : [];
  const items = details.flatMap((detail): InvoiceItem[] => {
    const product = node(node(detail)?.prod) ?? {};
    const valueCents = cents(product.vProd);
    if (valueCents === null) return [];
    return [
      {
        code: text(product.cProd),
        gtin: /^\d{8,14}$/.test(text(product.cEAN)) ? text(product.cEAN) : "",
        description: text(product.xProd),
        quantity: Number(text(product.qCom)) || 0,
        unit: text(product.uCom),
        valueCents,
      },
    ];
  });
  const totalCents = cents(node(node(info.total)?.ICMSTot)?.vNF);
  const buyerDocument = text(buyer?.CPF) || text(buyer?.CNPJ);
  if (!issuer || !buyerDocument || !items.length || totalCents === null) return { ok: false, problem: "notNfe" };
  // An item whose value is not an amount: the file is not an NF-e the portal can read.
  if (items.length !== details.length) return { ok: false, problem: "notNfe" };
  if (text(issuer.CNPJ) !== key.key.issuerCnpj) return { ok: false, problem: "issuerMismatch" };
  return {
    ok: true,
    invoice: {
      key: key.key,
      issuerCnpj: text(issuer.CNPJ),
      issuerName: text(issuer.xNome),
      buyerDocument,
      items,
      totalCents,
    },
  };
}
