import { describe, expect, it } from "vitest";

import type { RedemptionContext, Share } from "./available-rewards";
import {
  centsToDecimal,
  checkAdditionalAmount,
  checkNote,
  checkRewardsAmount,
  MAX_ADDITIONAL_CENTS,
  maxRewardsCents,
  MIN_REDEMPTION_CENTS,
  parseDollars,
  recipientKindOf,
  typeClosedReason,
} from "./redemption-rules";

/** A standing with nothing pending and nothing taken in the window: the balance is all there is. */
const fresh = (balanceCents: number, share: Share): RedemptionContext => ({
  share,
  balanceCents,
  pendingCents: 0,
  takenInWindowCents: 0,
});
const periodTwo = fresh(245_000, 50);
const periodThree = fresh(245_000, 100);
const beforeTwo = fresh(245_000, 0);

describe("the windows (redeemableShareAt: 0, 50, 100)", () => {
  it.each([
    ["50-traditional", beforeTwo, "window"],
    ["50-traditional", periodTwo, null],
    ["loyalty-rewards", beforeTwo, "window"],
    ["loyalty-rewards", periodTwo, null],
    ["100-traditional", periodTwo, "window"],
    ["100-traditional", periodThree, null],
    ["traditional-and-additional-money", beforeTwo, "window"],
    ["traditional-and-additional-money", periodTwo, null],
    ["additional-money", beforeTwo, null],
  ] as const)("%s with share %o → %s", (type, context, reason) => {
    expect(typeClosedReason(type, context)).toBe(reason);
  });

  it("a type whose cap is under the $25.00 minimum is closed for the balance", () => {
    expect(typeClosedReason("50-traditional", fresh(4_998, 50))).toBe("balance");
    expect(typeClosedReason("50-traditional", fresh(5_000, 50))).toBeNull();
    expect(typeClosedReason("additional-money", fresh(0, 50))).toBeNull();
  });
});

describe("the most a request may take", () => {
  it("50 % types take half the balance, rounded down to the cent", () => {
    expect(maxRewardsCents("50-traditional", fresh(38_051, 50))).toBe(19_025);
    expect(maxRewardsCents("50-traditional", periodThree)).toBe(122_500);
  });
  it("loyalty and the combined type follow the window: half in period two, all from period three", () => {
    expect(maxRewardsCents("loyalty-rewards", periodTwo)).toBe(122_500);
    expect(maxRewardsCents("loyalty-rewards", periodThree)).toBe(245_000);
    expect(maxRewardsCents("traditional-and-additional-money", periodThree)).toBe(245_000);
    expect(maxRewardsCents("100-traditional", periodThree)).toBe(245_000);
    expect(maxRewardsCents("additional-money", periodThree)).toBe(0);
  });
  it("pending requests and those approved in the window leave less, and may close a type for the balance", () => {
    // us.canjes's standing: $5,200 balance, $600 awaiting review, $2,350 approved since period two opened.
    const canjes: RedemptionContext = {
      share: 50,
      balanceCents: 520_000,
      pendingCents: 60_000,
      takenInWindowCents: 235_000,
    };
    expect(maxRewardsCents("50-traditional", canjes)).toBe(82_500);
    expect(maxRewardsCents("loyalty-rewards", canjes)).toBe(82_500);
    expect(checkRewardsAmount("50-traditional", 260_000, canjes)).toBe("errors.amountAboveMax");
    expect(checkRewardsAmount("50-traditional", 82_500, canjes)).toBeNull();
    const spent = { ...canjes, pendingCents: 60_000 + 82_500 };
    expect(typeClosedReason("50-traditional", spent)).toBe("balance");
    expect(checkRewardsAmount("50-traditional", 2_500, spent)).toBe("errors.nothingLeft");
    expect(typeClosedReason("additional-money", spent)).toBeNull();
  });
});

describe("amounts", () => {
  it.each([
    ["250", 25_000],
    ["1,250.5", 125_050],
    ["$1,250.50", 125_050],
    [" 25.00 ", 2_500],
    ["0.99", 99],
    ["1,25", null],
    ["12,34,567", null],
    ["1.234", null],
    ["-5", null],
    ["abc", null],
    ["", null],
  ])("parseDollars(%o) → %o", (text, cents) => {
    expect(parseDollars(text)).toBe(cents);
  });

  it("rewards: at least $25.00, at most the type's cap", () => {
    expect(checkRewardsAmount("50-traditional", null, periodTwo)).toBe("errors.amountInvalid");
    expect(checkRewardsAmount("50-traditional", MIN_REDEMPTION_CENTS - 1, periodTwo)).toBe("errors.amountBelowMin");
    expect(checkRewardsAmount("50-traditional", MIN_REDEMPTION_CENTS, periodTwo)).toBeNull();
    expect(checkRewardsAmount("50-traditional", 122_500, periodTwo)).toBeNull();
    expect(checkRewardsAmount("50-traditional", 122_501, periodTwo)).toBe("errors.amountAboveMax");
  });

  it("additional money: at least $25.00, at most $10,000.00", () => {
    expect(checkAdditionalAmount(null)).toBe("errors.amountInvalid");
    expect(checkAdditionalAmount(2_499)).toBe("errors.amountBelowMin");
    expect(checkAdditionalAmount(MAX_ADDITIONAL_CENTS)).toBeNull();
    expect(checkAdditionalAmount(MAX_ADDITIONAL_CENTS + 1)).toBe("errors.additionalAboveMax");
  });

  it("cents are written exactly for the formatter", () => {
    expect(centsToDecimal(123_456)).toBe("1234.56");
    expect(centsToDecimal(5)).toBe("0.05");
  });
});

describe("recipient and note", () => {
  it("loyalty rewards credit a loyalty account; every other type pays a traditional check", () => {
    expect(recipientKindOf("loyalty-rewards")).toBe("loyalty");
    expect(recipientKindOf("50-traditional")).toBe("traditional");
    expect(recipientKindOf("additional-money")).toBe("traditional");
  });

  it("the note is optional up to 500 characters, and the reason (10+) with additional money", () => {
    expect(checkNote("50-traditional", "")).toBeNull();
    expect(checkNote("50-traditional", "x".repeat(500))).toBeNull();
    expect(checkNote("50-traditional", "x".repeat(501))).toBe("errors.noteTooLong");
    expect(checkNote("additional-money", "  ten chars. ")).toBeNull();
    expect(checkNote("additional-money", " short   ")).toBe("errors.noteRequired");
    expect(checkNote("traditional-and-additional-money", "")).toBe("errors.noteRequired");
  });
});
