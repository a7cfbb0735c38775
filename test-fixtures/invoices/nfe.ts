import { randomInt } from "node:crypto";

import { accessKeyCheckDigit } from "../../app/domain/invoices/access-key";
import { dayIn } from "../../app/format/dates";
import { accessKeyFor } from "../../sandbox/data/invoices";

/**
 * An NF-e's XML as a distributor sends it (inside nfeProc, with the tax authority's protocol), for the invoice
 * tests (issue 32): the key built from the month, the issuer and the number with its check digit, the buyer's
 * CPF, the items with their GTINs and values. Written here, not kept as a file, so each test can make an invoice
 * no one registered yet.
 */
export interface NfeItem {
  gtin: string;
  description: string;
  quantity: number;
  /** R$, as the XML writes it: "8000.00". */
  value: string;
}

export function nfeXml({
  issued,
  issuerCnpj,
  issuerName,
  buyerCpf,
  number,
  items,
  prologue = "",
}: {
  issued: string;
  issuerCnpj: string;
  issuerName: string;
  buyerCpf: string;
  number: number;
  items: NfeItem[];
  /** Anything before the root (a DOCTYPE, for the tests that it is refused). */
  prologue?: string;
}): { xml: string; key: string } {
  const key = accessKeyFor(issued, issuerCnpj, number, 31_337);
  const total = items.reduce((sum, item) => sum + Math.round(Number(item.value) * 100), 0);
  const det = items
    .map(
      (item, index) =>
        `<det nItem="${index + 1}"><prod><cProd>P${index + 1}</cProd><cEAN>${item.gtin}</cEAN><xProd>${item.description}</xProd><NCM>38089199</NCM><CFOP>5102</CFOP><uCom>UN</uCom><qCom>${item.quantity}.0000</qCom><vUnCom>1.00</vUnCom><vProd>${item.value}</vProd></prod></det>`,
    )
    .join("");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>${prologue}
<nfeProc xmlns="http://www.portalfiscal.inf.br/nfe" versao="4.00"><NFe><infNFe Id="NFe${key}" versao="4.00">
<ide><cUF>51</cUF><mod>55</mod><serie>1</serie><nNF>${number}</nNF><dhEmi>${issued}T10:00:00-03:00</dhEmi></ide>
<emit><CNPJ>${issuerCnpj}</CNPJ><xNome>${issuerName}</xNome></emit>
<dest><CPF>${buyerCpf}</CPF><xNome>Comprador</xNome></dest>
${det}
<total><ICMSTot><vProd>${(total / 100).toFixed(2)}</vProd><vNF>${(total / 100).toFixed(2)}</vNF></ICMSTot></total>
</infNFe></NFe><protNFe versao="4.00"><infProt><chNFe>${key}</chNFe><cStat>100</cStat></infProt></protNFe></nfeProc>`;
  return { xml, key };
}

/**
 * An invoice no test registered yet: issued today on Brasília's clock (the key's month, never in the future), with a
 * random number; the rest as the test says.
 */
export function freshNfe(invoice: Omit<Parameters<typeof nfeXml>[0], "issued" | "number">) {
  return nfeXml({ ...invoice, issued: dayIn("America/Sao_Paulo", new Date()), number: randomInt(1, 999_999_999) });
}

/**
 * The key with one of its first 43 digits changed so that its check digit no longer matches. Not every change is
 * caught: modulo 11 writes remainders 0 and 1 both as 0, so a change moving the sum between them keeps the digit
 * (a random invoice number made the tests fail now and then). The first change, from the end, that is caught.
 */
export function withOneDigitWrong(key: string): string {
  for (let at = 42; at >= 0; at--) {
    for (let step = 1; step <= 9; step++) {
      const changed = `${key.slice(0, at)}${(Number(key[at]) + step) % 10}${key.slice(at + 1)}`;
      if (accessKeyCheckDigit(changed.slice(0, 43)) !== Number(changed[43])) return changed;
    }
  }
  throw new Error("no single-digit change the check digit catches");
}
