import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";

import { consentSchema, voucherProductsSchema } from "./voucher-form";

const schema = voucherProductsSchema(["sg-1", "sg-2"], 5_000);
const parse = (fields: Record<string, string>) => parseWithZod(new URLSearchParams(fields), { schema });
const valid = {
  "products[0].product": "sg-1",
  "products[0].amount": "2",
  "distributor.name": "Agro Norte",
};

/** A parse's errors by field name (none when it holds). */
const errorsOf = (result: object) => (result as { error?: Record<string, string[] | null> }).error ?? {};

describe("voucher step 1 (spec 001 §5)", () => {
  it("holds with one product row and a distributor name; email, address and phone are optional", () => {
    const result = parse(valid);
    expect(result.status).toBe("success");
    expect(result.status === "success" && result.value).toEqual({
      products: [{ product: "sg-1", amount: 2 }],
      distributor: { name: "Agro Norte" },
    });
  });
  it.each([
    ["product missing", { "products[0].product": "" }, "products[0].product", "vouchers:errors.productRequired"],
    [
      "product not the campaign's",
      { "products[0].product": "x" },
      "products[0].product",
      "vouchers:errors.productRequired",
    ],
    ["amount missing", { "products[0].amount": "" }, "products[0].amount", "vouchers:errors.amountRequired"],
    ["amount not a number", { "products[0].amount": "dos" }, "products[0].amount", "vouchers:errors.amountNumber"],
    ["amount below 1", { "products[0].amount": "0" }, "products[0].amount", "vouchers:errors.amountMin"],
    // Issue 26: the distributor was notified of 10^20 bags, and of 1.5.
    ["amount not whole", { "products[0].amount": "1.5" }, "products[0].amount", "vouchers:errors.amountWhole"],
    [
      "amount past the campaign's maximum",
      { "products[0].amount": "5001" },
      "products[0].amount",
      "vouchers:errors.amountMax",
    ],
    [
      "amount beyond any number of bags",
      { "products[0].amount": "99999999999999999999" },
      "products[0].amount",
      "vouchers:errors.amountMax",
    ],
    [
      "distributor name missing",
      { "distributor.name": " " },
      "distributor.name",
      "vouchers:errors.distributorNameRequired",
    ],
    [
      "distributor email malformed",
      { "distributor.email": "agro@" },
      "distributor.email",
      "vouchers:errors.distributorEmail",
    ],
    [
      "distributor phone malformed",
      { "distributor.phone": "call me" },
      "distributor.phone",
      "vouchers:errors.distributorPhone",
    ],
  ])("%s is an error on its field", (_case, override, field, message) => {
    const result = parse({ ...valid, ...override });
    expect(result.status).toBe("error");
    expect(errorsOf(result)[field]).toEqual([message]);
  });
  it("an amount of exactly 1 holds", () => {
    expect(parse({ ...valid, "products[0].amount": "1" }).status).toBe("success");
  });
  it("needs at least one row", () => {
    const result = parse({ "distributor.name": "Agro Norte" });
    expect(result.status).toBe("error");
    expect(errorsOf(result).products).toEqual(["vouchers:errors.productsRequired"]);
  });
  it("checks every row", () => {
    const result = parse({ ...valid, "products[1].product": "sg-2", "products[1].amount": "0" });
    expect(errorsOf(result)["products[1].amount"]).toEqual(["vouchers:errors.amountMin"]);
  });
});

describe("voucher consent (spec 001 §4 §5)", () => {
  it("is required and must be true", () => {
    expect(consentSchema.safeParse(true).success).toBe(true);
    expect(consentSchema.safeParse(false).success).toBe(false);
    expect(consentSchema.safeParse(undefined).success).toBe(false);
  });
});
