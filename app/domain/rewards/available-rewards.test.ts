import { describe, expect, it } from "vitest";

import {
  availableCents,
  type CountedRequest,
  leftOfShareCents,
  redemptionContext,
  type RedemptionStanding,
} from "./available-rewards";

const WINDOW = "2026-05-01T05:00:00.000Z";
const BEFORE = "2026-04-20T17:00:00.000Z";
const INSIDE = "2026-05-10T17:00:00.000Z";

const request = (status: CountedRequest["status"], dollars: number, madeAt = INSIDE): CountedRequest => ({
  status,
  rewardsCents: dollars * 100,
  madeAt,
});

const standing = (overrides: Partial<RedemptionStanding>): RedemptionStanding => ({
  balanceCents: 520_000,
  share: 50,
  windowOpenedAt: WINDOW,
  requests: [],
  unsentCents: [],
  ...overrides,
});

describe("available rewards and what is left of the window's share (issue 26)", () => {
  it.each<[string, Partial<RedemptionStanding>, { available: number; half: number; all: number }]>([
    [
      "nothing asked for yet: all of the balance, half of it this period",
      {},
      { available: 520_000, half: 260_000, all: 520_000 },
    ],
    [
      "a request awaiting review (Submitted) is held: less available, less left of the cap",
      { requests: [request("Submitted", 600)] },
      { available: 460_000, half: 200_000, all: 460_000 },
    ],
    [
      "a request kept in the outbox, not yet delivered, is held the same way",
      { unsentCents: [260_000] },
      { available: 260_000, half: 0, all: 260_000 },
    ],
    [
      "the issue's double request: $2,600 twice beside $600 awaiting review is over the balance",
      { requests: [request("Submitted", 600)], unsentCents: [260_000, 260_000] },
      { available: 0, half: 0, all: 0 },
    ],
    [
      "approved in this window: already out of the balance, and it counts against the period's cap",
      { balanceCents: 400_000, requests: [request("Processing", 1_200)] },
      { available: 400_000, half: 140_000, all: 400_000 },
    ],
    [
      "issued and cleared payments of this window count the same way",
      { balanceCents: 400_000, requests: [request("PaymentIssued", 700), request("PaymentCleared", 500)] },
      { available: 400_000, half: 140_000, all: 400_000 },
    ],
    [
      "approved before the window opened: out of the balance, and not this period's",
      { balanceCents: 400_000, requests: [request("PaymentCleared", 1_200, BEFORE)] },
      { available: 400_000, half: 200_000, all: 400_000 },
    ],
    [
      "voided and canceled requests gave the money back: they count nowhere",
      { requests: [request("PaymentVoided", 900), request("Canceled", 400)] },
      { available: 520_000, half: 260_000, all: 520_000 },
    ],
    [
      "a request awaiting review from before the window is still held",
      { requests: [request("Submitted", 600, BEFORE)] },
      { available: 460_000, half: 200_000, all: 460_000 },
    ],
    [
      "us.canjes: $5,200, $600 awaiting review, $2,350 approved this period",
      {
        requests: [
          request("Submitted", 600),
          request("Processing", 350),
          request("PaymentIssued", 800),
          request("PaymentCleared", 1_200),
          request("PaymentVoided", 0),
          request("Canceled", 100),
        ],
      },
      { available: 460_000, half: 82_500, all: 460_000 },
    ],
    [
      "half of an odd number of cents is rounded down",
      { balanceCents: 38_051 },
      { available: 38_051, half: 19_025, all: 38_051 },
    ],
    [
      "pending requests over the balance leave nothing, never less",
      { balanceCents: 10_000, requests: [request("Submitted", 150)] },
      { available: 0, half: 0, all: 0 },
    ],
  ])("%s", (_name, overrides, expected) => {
    const context = redemptionContext(standing(overrides));
    expect({
      available: availableCents(context),
      half: leftOfShareCents(context, 50),
      all: leftOfShareCents(context, 100),
    }).toEqual(expected);
  });

  it("before any window opens nothing is left of a share, though the rewards are available", () => {
    const context = redemptionContext(
      standing({ share: 0, windowOpenedAt: null, requests: [request("Processing", 300)] }),
    );
    expect(context).toEqual({ share: 0, balanceCents: 520_000, pendingCents: 0, takenInWindowCents: 0 });
    expect(availableCents(context)).toBe(520_000);
    expect(leftOfShareCents(context, 0)).toBe(0);
  });

  it("adds what the programme lists as pending to what the outbox still holds", () => {
    const context = redemptionContext(
      standing({ requests: [request("Submitted", 600), request("Processing", 350)], unsentCents: [25_000, 30_000] }),
    );
    expect(context).toEqual({ share: 50, balanceCents: 520_000, pendingCents: 115_000, takenInWindowCents: 35_000 });
  });
});
