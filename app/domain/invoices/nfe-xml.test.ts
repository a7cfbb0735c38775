import { describe, expect, it } from "vitest";

import { accessKeyCheckDigit } from "./access-key";
import { MAX_INVOICE_XML_BYTES, readInvoiceXml } from "./nfe-xml";

const TODAY = "2026-11-29";
const first43 = "3526100123456700019555001000000123112345678";
const KEY = `${first43}${accessKeyCheckDigit(first43)}`;

/** An NF-e as distributors send it: the invoice inside nfeProc, in the tax authority's namespace. */
function nfe({
  key = KEY,
  buyer = "<CPF>01234567890</CPF>",
  issuer = "01234567000195",
  value = "1234.56",
  prolog = "",
  wrap = true,
} = {}): Uint8Array {
  const invoice = `<NFe xmlns="http://www.portalfiscal.inf.br/nfe"><infNFe Id="NFe${key}" versao="4.00">
    <ide><cUF>35</cUF><mod>55</mod><serie>1</serie><nNF>123</nNF><dhEmi>2026-10-15T10:00:00-03:00</dhEmi></ide>
    <emit><CNPJ>${issuer}</CNPJ><xNome>Agro Sementes &amp; Cia</xNome></emit>
    <dest>${buyer}<xNome>Produtor</xNome></dest>
    <det nItem="1"><prod><cProd>SEM-01</cProd><cEAN>7891234500017</cEAN><xProd>Semente de milho híbrido</xProd><uCom>SC</uCom><qCom>10.0000</qCom><vProd>8000.00</vProd></prod></det>
    <det nItem="2"><prod><cProd>DEF-07</cProd><cEAN>SEM GTIN</cEAN><xProd>Fungicida 5 L</xProd><uCom>UN</uCom><qCom>2.0000</qCom><vProd>${value}</vProd></prod></det>
    <total><ICMSTot><vNF>9234.56</vNF></ICMSTot></total>
  </infNFe></NFe>`;
  const body = wrap
    ? `<nfeProc xmlns="http://www.portalfiscal.inf.br/nfe" versao="4.00">${invoice}<protNFe/></nfeProc>`
    : invoice;
  return new TextEncoder().encode(`<?xml version="1.0" encoding="UTF-8"?>${prolog}${body}`);
}

describe("an NF-e's XML (issue 32)", () => {
  it.each([
    ["inside nfeProc", true],
    ["bare", false],
  ])("reads the invoice %s: key, issuer, buyer, items in cents, total", (_label, wrap) => {
    const read = readInvoiceXml(nfe({ wrap }), TODAY);
    expect(read).toEqual({
      ok: true,
      invoice: {
        key: { digits: KEY, state: "35", issuedIn: "2026-10", issuerCnpj: "01234567000195" },
        issuerCnpj: "01234567000195",
        issuerName: "Agro Sementes & Cia",
        buyerDocument: "01234567890",
        items: [
          {
            code: "SEM-01",
            gtin: "7891234500017",
            description: "Semente de milho híbrido",
            quantity: 10,
            unit: "SC",
            valueCents: 800_000,
          },
          // "SEM GTIN": the NF-e's word for a product without one.
          { code: "DEF-07", gtin: "", description: "Fungicida 5 L", quantity: 2, unit: "UN", valueCents: 123_456 },
        ],
        totalCents: 923_456,
      },
    });
  });

  it("a company buyer's CNPJ", () => {
    const read = readInvoiceXml(nfe({ buyer: "<CNPJ>98765432000110</CNPJ>" }), TODAY);
    expect(read.ok && read.invoice.buyerDocument).toBe("98765432000110");
  });

  it.each([
    [
      "an external entity (XXE)",
      nfe({ prolog: '<!DOCTYPE nfeProc [<!ENTITY x SYSTEM "file:///etc/passwd">]>' }),
      "doctype",
    ],
    ["an entity of its own", nfe({ prolog: '<!doctype nfeProc [<!ENTITY boom "boom">]>' }), "doctype"],
    ["a bare DOCTYPE", nfe({ prolog: "<!DOCTYPE nfeProc>" }), "doctype"],
    ["malformed XML", new TextEncoder().encode("<nfeProc><NFe><infNFe Id='NFe1'></NFe>"), "malformed"],
    ["XML that is not an NF-e", new TextEncoder().encode("<invoice><number>1</number></invoice>"), "notNfe"],
    [
      "a key whose own check digit is wrong",
      nfe({ key: `${first43}${(accessKeyCheckDigit(first43) + 1) % 10}` }),
      "checkDigit",
    ],
    ["no buyer", nfe({ buyer: "" }), "notNfe"],
    ["an issuer other than the one its key names", nfe({ issuer: "98765432000110" }), "issuerMismatch"],
    ["an item's value that is not an amount", nfe({ value: "mil reais" }), "notNfe"],
    ["a negative value", nfe({ value: "-1234.56" }), "notNfe"],
    ["a value with an exponent", nfe({ value: "1e309" }), "notNfe"],
  ])("refuses %s", (_label, bytes, problem) => {
    expect(readInvoiceXml(bytes, TODAY)).toEqual({ ok: false, problem });
  });

  it("a file over 1 MB is refused before it is parsed (2 MB of anything)", () => {
    const twoMegabytes = new Uint8Array(2 * MAX_INVOICE_XML_BYTES).fill(0x3c);
    expect(readInvoiceXml(twoMegabytes, TODAY)).toEqual({ ok: false, problem: "tooLarge" });
  });
});
