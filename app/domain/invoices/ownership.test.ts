import { describe, expect, it } from "vitest";

import { invoiceOwnershipProblem } from "./ownership";

const participating = new Set(["01234567000195"]);
const invoice = (buyerDocument: string, issuerCnpj = "01234567000195") => ({ buyerDocument, issuerCnpj });

describe("whose an invoice is (issue 32)", () => {
  it.each([
    [
      "the member's CPF, written as digits on the invoice and with dots on the record",
      "12345678909",
      ["123.456.789-09"],
    ],
    ["one of the member's documents: their company's CNPJ", "98765432000110", ["12345678909", "98.765.432/0001-10"]],
  ])("accepts %s", (_label, buyer, documents) => {
    expect(invoiceOwnershipProblem(invoice(buyer), documents, participating)).toBeNull();
  });

  it.each([
    ["another person's CPF", invoice("11144477735"), ["12345678909"], "notTheMember"],
    ["a buyer with no document", invoice(""), ["12345678909"], "notTheMember"],
    ["a member with no document on record", invoice("12345678909"), [], "notTheMember"],
    [
      "a distributor outside the programme",
      invoice("12345678909", "11222333000181"),
      ["12345678909"],
      "distributorNotParticipating",
    ],
  ])("refuses %s", (_label, given, documents, problem) => {
    expect(invoiceOwnershipProblem(given, documents, participating)).toBe(problem);
  });
});
