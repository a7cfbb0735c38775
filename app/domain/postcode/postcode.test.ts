import { describe, expect, it } from "vitest";

import { readQuery } from "~/forms/read-query";

import {
  canSubmitPostcode,
  LOOKUP_DIGITS,
  lookupDigits,
  maskPostcode,
  POSTCODE_MASK,
  POSTCODE_MAX_LENGTH,
} from "./postcode";
import { postcodeQuery } from "./postcode-query";

describe("the postcode widget's CEP (spec 002 §4 §5 §8)", () => {
  it("is masked 00.000-000, at most 10 characters", () => {
    expect(POSTCODE_MASK).toBe("00.000-000");
    expect(POSTCODE_MAX_LENGTH).toBe(10);
  });

  it.each([
    ["", ""],
    ["7", "7"],
    ["78", "78"],
    ["785", "78.5"],
    ["78550", "78.550"],
    ["785500", "78.550-0"],
    ["78550000", "78.550-000"],
    ["785500001234", "78.550-000"],
    ["78.550-000", "78.550-000"],
    ["78 550 000", "78.550-000"],
    ["cep 78550-000", "78.550-000"],
    ["abc", ""],
  ])("%j shows as %j", (typed, shown) => {
    expect(maskPostcode(typed)).toBe(shown);
    expect(maskPostcode(typed).length).toBeLessThanOrEqual(POSTCODE_MAX_LENGTH);
  });

  it.each([
    ["", false],
    ["78.550-00", false],
    ["785500000", false],
    ["78.550-000", true],
  ])("submit with %j enabled: %s (disabled while 9 characters or fewer)", (text, enabled) => {
    expect(canSubmitPostcode(text)).toBe(enabled);
  });

  it("sends only digits, up to 5", () => {
    expect(LOOKUP_DIGITS).toBe(5);
    expect(lookupDigits("78.550-000")).toBe("78550");
    expect(lookupDigits("01310100")).toBe("01310");
    expect(lookupDigits("12.3")).toBe("123");
  });

  it("reads the address with or without the mask; anything but 8 digits is the field's error", () => {
    const read = (query: string) => readQuery(new URLSearchParams(query), postcodeQuery);
    expect(read("cep=78550000").value.cep).toBe("78.550-000");
    expect(read("cep=78.550-000").value.cep).toBe("78.550-000");
    expect(read("cep=78550-000").value.cep).toBe("78.550-000");
    expect(read("cep=+78.550-000+").value.cep).toBe("78.550-000");
    expect(read("").value.cep).toBeUndefined();
    for (const wrong of ["7855000", "785500001", "78a550000", "78-550.000"]) {
      const reading = read(`cep=${wrong}`);
      expect(reading.value.cep).toBeUndefined();
      expect(reading.errors.cep).toEqual(["postcode.errors.format"]);
    }
    expect(read("cep=78550000&alterar=1").value.alterar).toBe("1");
    expect(read("alterar=sim").value.alterar).toBeUndefined();
  });
});
