import { describe, expect, it } from "vitest";

import { parseLocalTime } from "../weather/days";
import type { SprayHour } from "../weather/spray-window";
import { alertKey } from "./alert";
import { choicesFromForm, readClock, readEmail, readPhone, usesChannel } from "./contact";
import { pointsExpiringAlerts } from "./points-expiring";
import { channelsFor } from "./preferences";
import { sendableAt } from "./quiet-hours";
import { requestStatusAlerts } from "./request-status";
import { onboardingAlerts, voucherAlerts } from "./voucher";
import { frostAlerts, heavyRainAlerts, placeToFollow, sprayWindowAlerts } from "./weather";

const G = "grower-1";

describe("points expiring (spec 001 §4: today, else within 45 days)", () => {
  const today = "2026-11-29";
  it.each([
    [
      "today's points only, when some expire today",
      [
        ["2026-11-29", 100],
        ["2026-12-10", 50],
      ],
      [["2026-11-29", 100]],
    ],
    [
      "each date within 45 days, with its own amount",
      [
        ["2026-12-10", 50],
        ["2027-01-13", 20],
        ["2026-12-10", 5],
      ],
      [
        ["2026-12-10", 55],
        ["2027-01-13", 20],
      ],
    ],
    ["nothing past the 45th day", [["2027-01-14", 30]], []],
    [
      "nothing already expired or spent",
      [
        ["2026-11-28", 30],
        ["2026-12-01", 0],
        ["2026-12-02", -5],
      ],
      [],
    ],
  ] as const)("%s", (_label, entries, expected) => {
    const alerts = pointsExpiringAlerts(
      G,
      entries.map(([expirationDate, points]) => ({ expirationDate, points })),
      today,
    );
    expect(alerts.map((alert) => [alert.date, alert.facts.points])).toEqual(expected);
  });

  it("the same expiry date is the same alert on every run, whatever the amount read then", () => {
    const first = pointsExpiringAlerts(G, [{ expirationDate: "2026-12-10", points: 50 }], today);
    const later = pointsExpiringAlerts(G, [{ expirationDate: "2026-12-10", points: 45 }], "2026-12-01");
    expect(alertKey(later[0])).toBe(alertKey(first[0]));
  });
});

describe("US redemption requests: one alert per status reached after Submitted", () => {
  const seen = (status: "Submitted" | "Processing" | "PaymentIssued" | "PaymentVoided") => ({
    id: "R-1",
    status,
    amountCents: 12_500,
    submittedAt: "2026-11-02T14:00:00Z",
  });
  it("none for Submitted (the receipt said it); one for each later status, with its number and amount", () => {
    expect(requestStatusAlerts(G, [seen("Submitted")])).toEqual([]);
    const [alert] = requestStatusAlerts(G, [seen("Processing")]);
    expect(alert.facts).toEqual({ request: "R-1", status: "Processing", amountCents: 12_500 });
  });
  it("each status its own key; the same status seen again, the same key", () => {
    const keys = (["Processing", "PaymentIssued", "PaymentVoided"] as const).map((s) =>
      alertKey(requestStatusAlerts(G, [seen(s)])[0]),
    );
    expect(new Set(keys).size).toBe(3);
    expect(alertKey(requestStatusAlerts(G, [seen("Processing")])[0])).toBe(keys[0]);
    // Another request under a number used before (a programme numbering afresh) is another request.
    const renumbered = requestStatusAlerts(G, [{ ...seen("Processing"), submittedAt: "2026-11-20T09:00:00Z" }]);
    expect(alertKey(renumbered[0])).not.toBe(keys[0]);
  });
});

describe("vouchers and onboarding", () => {
  it("a voucher issued or refused is alerted with its id and distributor or reason; one still on its way is not", () => {
    const alerts = voucherAlerts(G, [
      { key: "k1", outcome: { issued: "V-9", distributor: "Agro Sur" } },
      { key: "k2", outcome: { refused: "campaign closed" } },
      { key: "k3", outcome: null },
    ]);
    expect(alerts.map((alert) => [alert.subject, alert.facts])).toEqual([
      ["k1", { voucher: "V-9", distributor: "Agro Sur" }],
      ["k2", { refused: "campaign closed" }],
    ]);
  });
  it.each([
    ["day 6: not yet", false, "2026-11-26", 0],
    ["day 7: reminded", false, "2026-11-27", 1],
    ["day 30: the same reminder", false, "2026-12-20", 1],
    ["finished: never", true, "2026-12-20", 0],
  ] as const)("onboarding started 2026-11-20, %s", (_label, finished, today, count) => {
    const alerts = onboardingAlerts(G, { finished, startedOn: "2026-11-20" }, today);
    expect(alerts).toHaveLength(count);
    if (count) expect(alerts[0].date).toBe("2026-11-27");
  });
});

const place = placeToFollow("Pergamino", -33.8899, -60.5736);
const at = (text: string) => parseLocalTime(text)!;

describe("frost tonight (tomorrow morning's minimum at or below 2 °C)", () => {
  it.each([
    [2, 1],
    [2.1, 0],
    [-3, 1],
  ])("tomorrow's minimum %s °C → %i alert", (minC, count) => {
    const days = [
      { day: "2026-06-10", minC: -5 },
      { day: "2026-06-11", minC },
    ];
    const alerts = frostAlerts(G, place, days, "2026-06-10");
    expect(alerts).toHaveLength(count);
    if (count) expect(alerts[0]).toMatchObject({ date: "2026-06-11", facts: { place: "Pergamino", minC } });
  });
  it("a threshold of the country's own", () => {
    const days = [{ day: "2026-06-11", minC: 3 }];
    expect(
      frostAlerts(G, place, days, "2026-06-10", { frostMaxC: 4, heavyRainMm: 30, sprayMinGoodHours: 3 }),
    ).toHaveLength(1);
  });
});

describe("heavy rain (30 mm or more in a day, today or tomorrow)", () => {
  const days = (today: number, tomorrow: number, after: number) => [
    { day: "2026-11-29", rainMm: today },
    { day: "2026-11-30", rainMm: tomorrow },
    { day: "2026-12-01", rainMm: after },
  ];
  it.each([
    ["30 mm today", days(30, 0, 0), ["2026-11-29"]],
    ["29.9 mm", days(29.9, 0, 0), []],
    ["tomorrow's storm", days(0, 45, 0), ["2026-11-30"]],
    ["a storm over both days: each day once", days(32, 31, 0), ["2026-11-29", "2026-11-30"]],
    ["nothing past tomorrow", days(0, 0, 80), []],
  ])("%s", (_label, forecast, dates) => {
    expect(heavyRainAlerts(G, place, forecast, "2026-11-29").map((alert) => alert.date)).toEqual(dates);
  });
  it("read again the next day, the same day's rain is the same alert", () => {
    const first = heavyRainAlerts(G, place, days(0, 45, 0), "2026-11-29");
    const again = heavyRainAlerts(G, place, [{ day: "2026-11-30", rainMm: 41 }], "2026-11-30");
    expect(alertKey(again[0])).toBe(alertKey(first[0]));
  });
});

describe("a good spray window in the next 48 hours (3 good hours in a row)", () => {
  const now = at("2026-11-29T06:00:00-03:00").epochMs;
  const hours = (classes: string): SprayHour[] =>
    [...classes].map((c, i) => ({
      time: at(`2026-11-${29 + Math.floor((6 + i) / 24)}T${String((6 + i) % 24).padStart(2, "0")}:00:00-03:00`),
      class: c === "g" ? "good" : c === "m" ? "marginal" : "poor",
      reasons: [],
      deltaT: 4,
      windKmh: 8,
    }));
  it.each([
    ["three good hours", "pggg", 1, 3],
    ["two are not a window", "ggpggm", 0, 0],
    ["the first window of enough", "ggpggggp", 1, 4],
  ])("%s", (_label, classes, count, length) => {
    const alerts = sprayWindowAlerts(G, place, hours(classes), now, "2026-11-29");
    expect(alerts).toHaveLength(count);
    if (count) expect(alerts[0].facts.hours).toBe(length);
  });
  it("nothing beyond 48 hours", () => {
    expect(sprayWindowAlerts(G, place, hours(`${"p".repeat(48)}ggg`), now, "2026-11-29")).toEqual([]);
  });
  it("hours already over do not make a window, and a window read again the same day is the same alert", () => {
    const later = now + 2 * 3_600_000;
    expect(sprayWindowAlerts(G, place, hours("gggp"), later, "2026-11-29")).toEqual([]);
    const first = sprayWindowAlerts(G, place, hours("ggggp"), now, "2026-11-29");
    const again = sprayWindowAlerts(G, place, hours("ggggp"), now + 3_600_000, "2026-11-29");
    expect(alertKey(again[0])).toBe(alertKey(first[0]));
  });
});

describe("quiet hours (21:00–07:00 on the grower's clock)", () => {
  it.each([
    ["20:59 in Buenos Aires: now", "2026-11-29T20:59:00-03:00", "2026-11-29T20:59:00-03:00"],
    ["21:00: held until 07:00", "2026-11-29T21:00:00-03:00", "2026-11-30T07:00:00-03:00"],
    ["03:30: held until 07:00", "2026-11-30T03:30:00-03:00", "2026-11-30T07:00:00-03:00"],
    ["07:00: now", "2026-11-30T07:00:00-03:00", "2026-11-30T07:00:00-03:00"],
  ])("%s", (_label, now, expected) => {
    expect(new Date(sendableAt(Date.parse(now), "America/Argentina/Buenos_Aires")).toISOString()).toBe(
      new Date(expected).toISOString(),
    );
  });
  it("on the grower's own clock: 22:00 in São Paulo is quiet, the same instant in Chicago (19:00) is not", () => {
    const instant = Date.parse("2026-11-30T01:00:00Z");
    expect(sendableAt(instant, "America/Sao_Paulo")).toBe(Date.parse("2026-11-30T10:00:00Z"));
    expect(sendableAt(instant, "America/Chicago")).toBe(instant);
  });
});

describe("preferences: the inbox by default, nothing else until the grower opts in", () => {
  it.each([
    [{}, ["inbox"]],
    [{ frost: { email: true } }, ["inbox", "email"]],
    [{ frost: { inbox: false, whatsapp: true } }, ["whatsapp"]],
    [{ "heavy-rain": { email: true } }, ["inbox"]],
  ] as const)("%j → %j", (preferences, channels) => {
    expect(channelsFor(preferences, "frost")).toEqual(channels);
  });
});

describe("a followed place", () => {
  it("is its forecast's grid cell: two addresses a few hundred metres apart are one place to alert about", () => {
    const [town, farm] = [placeToFollow("Pergamino", -33.8899, -60.5736), placeToFollow("Campo", -33.891, -60.571)];
    expect(town.id).toBe(farm.id);
    expect(placeToFollow("Rosario", -32.9442, -60.6505).id).not.toBe(town.id);
    expect(placeToFollow("Pergamino\r\nBcc: x@y.example", -33.8899, -60.5736).name).toBe("Pergamino Bcc: x@y.example");
  });
});

describe("the settings form's input", () => {
  it.each([
    ["+54 9 11 5555-0100", "+5491155550100"],
    ["+55 (11) 95555.0100", "+5511955550100"],
    ["+1 515 555 0100", "+15155550100"],
    ["011 5555 0100", null],
    ["+0 123 456 789", null],
    ["+54 abc", null],
    ["+1234567", null],
  ])("reads the number %s as %s", (typed, read) => {
    expect(readPhone(typed)).toBe(read);
  });

  it.each([
    ["Ana@Campo.example ", "ana@campo.example"],
    ["ana@campo", null],
    ["ana campo@x.example", null],
    ["@x.example", null],
  ])("reads the address %s as %s", (typed, read) => {
    expect(readEmail(typed)).toBe(read);
  });

  it.each([
    ["21:00", "21:00"],
    ["07:30", "07:30"],
    ["24:00", null],
    ["7:00", null],
    ["21:60", null],
  ])("reads the time %s as %s", (typed, read) => {
    expect(readClock(typed)).toBe(read);
  });

  it("reads the boxes as the whole matrix: what is not ticked is off, the inbox too", () => {
    const choices = choicesFromForm(["frost", "heavy-rain"], ["frost:email", "heavy-rain:inbox"]);
    expect(choices).toEqual({
      frost: { inbox: false, email: true, whatsapp: false },
      "heavy-rain": { inbox: true, email: false, whatsapp: false },
    });
    expect(channelsFor(choices, "frost")).toEqual(["email"]);
    expect(usesChannel(choices, "whatsapp")).toBe(false);
    expect(usesChannel(choices, "email")).toBe(true);
  });
});
