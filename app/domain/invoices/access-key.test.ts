import { describe, expect, it } from "vitest";

import { accessKeyCheckDigit, groupAccessKey, readAccessKey } from "./access-key";

/** A key from its parts, its check digit computed: state, year and month, issuer, model, series, number, emission, code. */
function key({ state = "35", issued = "2610", model = "55" } = {}): string {
  const first43 = `${state}${issued}12345678000195${model}001000000123112345678`;
  return `${first43}${accessKeyCheckDigit(first43)}`;
}

const TODAY = "2026-11-29";

describe("the NF-e access key (issue 32)", () => {
  it("the check digit of the NF-e manual's worked example (52 0604 33009911002506 55 012 000000780 026730161 → 5)", () => {
    expect(accessKeyCheckDigit("5206043300991100250655012000000780026730161")).toBe(5);
  });

  it("a remainder of 0 or 1 gives the digit 0", () => {
    // Found by search: keys whose weighted sum leaves 0 and 1.
    const withRemainder = (wanted: number) => {
      for (let n = 0; ; n++) {
        const first43 = `3526101234567800019555001${String(n).padStart(9, "0")}112345678`;
        const sum = [...first43].reverse().reduce((total, d, i) => total + Number(d) * ((i % 8) + 2), 0);
        if (sum % 11 === wanted) return first43;
      }
    };
    expect(accessKeyCheckDigit(withRemainder(0))).toBe(0);
    expect(accessKeyCheckDigit(withRemainder(1))).toBe(0);
  });

  it("reads a key typed with spaces, dots or in the DANFE's blocks, and gives its state, month and issuer", () => {
    const grouped = groupAccessKey(key());
    expect(grouped.split(" ")).toHaveLength(11);
    const read = readAccessKey(grouped.replace(/ /g, ". "), TODAY);
    expect(read).toEqual({
      ok: true,
      key: { digits: key(), state: "35", issuedIn: "2026-10", issuerCnpj: "12345678000195" },
    });
  });

  const oneDigitChanged = key().replace(
    /^(.{30})(\d)/,
    (_all, head: string, d: string) => `${head}${(Number(d) + 1) % 10}`,
  );
  it.each([
    ["letters", `${key().slice(0, 43)}X`, "letters"],
    ["43 digits", key().slice(0, 43), "length"],
    ["45 digits", `${key()}1`, "length"],
    ["one digit changed", oneDigitChanged, "checkDigit"],
    ["a state code that is none", key({ state: "99" }), "state"],
    ["model 65 (a consumer invoice, NFC-e)", key({ model: "65" }), "model"],
    ["month 13", key({ issued: "2613" }), "month"],
    ["next month", key({ issued: "2612" }), "future"],
    ["older than the points' 3 years", key({ issued: "2310" }), "tooOld"],
  ])("refuses %s", (_label, typed, problem) => {
    expect(readAccessKey(typed, TODAY)).toEqual({ ok: false, problem });
  });

  it.each([
    ["this month", "2611"],
    ["the oldest month within 3 years", "2311"],
  ])("accepts an invoice of %s", (_label, issued) => {
    expect(readAccessKey(key({ issued }), TODAY).ok).toBe(true);
  });
});
