import { describe, expect, it } from "vitest";

import {
  LOT_CODE_MAX_LENGTH,
  lotCodeWhileTyping,
  lotRejectionOf,
  lotVerdictOf,
  NETWORK_ERROR,
  normalizeLotCode,
  seedQualityOutcome,
  UNKNOWN_ERROR,
} from "./seed-quality";
import { lotCorrection, parseStand, sameHybrid, seedingRate, STAND_LIMITS, standLimits } from "./seeding-rate";

const result = {
  hybrid: "SRC 7210 VT3P",
  grade: "C2",
  germinationPower: 96,
  recommendedPlate: "28 celdas",
  doubles: 1.2,
  failures: 2.5,
  pureSeed: 99.8,
  dav: "A",
};

describe("lot code (spec 000 §4 §5)", () => {
  it.each([
    ["  ab12-345  ", "AB12-345"],
    ["ab12", "AB12"],
    ["\tSg24 7210\n", "SG24 7210"],
    ["", null],
    ["    ", null],
    [null, null],
    [undefined, null],
    ["x".repeat(60), "X".repeat(LOT_CODE_MAX_LENGTH)],
  ])("%j on submit → %j", (raw, code) => {
    expect(normalizeLotCode(raw)).toBe(code);
  });
  it.each([
    ["ab", "AB"],
    ["ab ", "AB "],
    [" sg24", " SG24"],
  ])("%j while typing → %j (upper case, not trimmed mid-typing)", (raw, shown) => {
    expect(lotCodeWhileTyping(raw)).toBe(shown);
  });
});

describe("corn-batch answers (spec 000 §7 §8)", () => {
  it.each([
    ["200 with a result", 200, result, { ok: true, result }],
    [
      "400 with a message",
      400,
      { message: "Lote inexistente" },
      { ok: false, error: { kind: "message", message: "Lote inexistente", reason: "not-found" } },
    ],
    ["400 without a message", 400, {}, { ok: false, error: { kind: "unknown", message: "Unkown error" } }],
    ["404", 404, { message: "Not found" }, { ok: false, error: { kind: "unknown", message: "Unkown error" } }],
    ["500", 500, { message: "boom" }, { ok: false, error: { kind: "unknown", message: "Unkown error" } }],
    [
      "200 with a broken body",
      200,
      { hybrid: "x" },
      { ok: false, error: { kind: "unknown", message: "Unkown error" } },
    ],
    ["no answer (network)", null, undefined, { ok: false, error: { kind: "network", message: "Error" } }],
  ])("%s", (_what, status, body, outcome) => {
    expect(seedQualityOutcome(status, body)).toEqual(outcome);
  });
  it("keeps the spec's texts exactly, misspelling included", () => {
    expect(UNKNOWN_ERROR).toBe("Unkown error");
    expect(NETWORK_ERROR).toBe("Error");
  });
});

describe("seeding-rate helper: seeds/ha = stand ÷ (germination × (1 − failures))", () => {
  it.each([
    [80_000, 100, 0, 80_000],
    [80_000, 96, 2.5, 85_471],
    [80_000, 90, 0, 88_889],
    [75_000, 85, 5, 92_880],
    [300_000 / 4, 50, 50, 300_000],
  ])("stand %i, germination %s %%, failures %s %% → %i seeds/ha", (stand, germination, failures, seeds) => {
    const rate = seedingRate(stand, germination, failures);
    expect(rate).toMatchObject({ ok: true, seeds });
  });
  it("takes a stand per acre within the per-acre range", () => {
    expect(seedingRate(32_000, 85, 5.5, standLimits("us-customary"))).toMatchObject({ ok: true, seeds: 39_839 });
    expect(seedingRate(100_000, 85, 5.5, standLimits("us-customary"))).toEqual({
      ok: false,
      reason: "stand-out-of-range",
    });
    expect(seedingRate(500, 85, 5.5, standLimits("metric"))).toEqual({ ok: false, reason: "stand-out-of-range" });
  });
  it.each([
    [null, 96, 2, "stand-missing"],
    [STAND_LIMITS.min - 1, 96, 2, "stand-out-of-range"],
    [STAND_LIMITS.max + 1, 96, 2, "stand-out-of-range"],
    [80_000, 0, 2, "lot-unusable"],
    [80_000, 96, 100, "lot-unusable"],
    [80_000, 120, 0, "lot-unusable"],
  ])("stand %s, germination %s, failures %s → %s", (stand, germination, failures, reason) => {
    expect(seedingRate(stand, germination, failures)).toEqual({ ok: false, reason });
  });
  it.each([
    ["80000", 80_000],
    ["80.000", 80_000],
    ["80,000", 80_000],
    [" 80 000 ", 80_000],
    ["", null],
    ["abc", null],
    ["-5", null],
    ["12345678", null],
  ])("stand %j reads as %s", (raw, value) => {
    expect(parseStand(raw)).toBe(value);
  });
});

describe("partner rejections are read, never shown as the partner wrote them", () => {
  it.each([
    ["Lote no encontrado", "not-found"],
    ["Lote inexistente", "not-found"],
    ["El código corresponde a un lote de soja", "soybean"],
    ["Lote vencido", "expired"],
    ["LOTE VENCIDO", "expired"],
    ["Lot not found", "not-found"],
    ["seedGroupCode es obligatorio", "rejected"],
    ["Formato inválido", "rejected"],
  ] as const)("%j → %s", (message, reason) => expect(lotRejectionOf(message)).toBe(reason));

  it.each([
    ["a found lot", { ok: true, result } as const, { kind: "found", result }],
    [
      "a soybean lot is the code's problem",
      seedQualityOutcome(400, { message: "El código corresponde a un lote de soja" }),
      { kind: "code", reason: "soybean" },
    ],
    [
      "an expired lot is the code's problem",
      seedQualityOutcome(400, { message: "Lote vencido" }),
      { kind: "code", reason: "expired" },
    ],
    [
      "an unknown lot is the code's problem",
      seedQualityOutcome(400, { message: "Lote no encontrado" }),
      { kind: "code", reason: "not-found" },
    ],
    [
      "a partner failure is an outage, not the code",
      seedQualityOutcome(500, { message: "boom" }),
      { kind: "service", reason: "unavailable" },
    ],
    [
      "no answer is an outage, not the code",
      seedQualityOutcome(null, null),
      { kind: "service", reason: "unreachable" },
    ],
    ["too many lookups", "rate-limited" as const, { kind: "service", reason: "too-many" }],
  ] as const)("%s", (_what, outcome, verdict) => expect(lotVerdictOf(outcome)).toEqual(verdict));
});

describe("a seed lot applied to a recommended hybrid: the checker's rule, only for the lot's own hybrid", () => {
  const lot = { ...result, hybrid: "CX 118 SmartStax", germinationPower: 85, failures: 5.5 };
  it("gives the same seeds per hectare as the checker for the same lot and stand (issue 9: 96.325 vs 101.931)", () => {
    const correction = lotCorrection(lot, { name: "CX 118 SmartStax", densityPerSquareMetre: 8.1876 });
    const checker = seedingRate(81_876, lot.germinationPower, lot.failures);
    expect(correction).toMatchObject({ kind: "applied", plantsPerHectare: 81_876, seedsPerHectare: 101_931 });
    expect(checker).toMatchObject({ ok: true, seeds: 101_931 });
  });
  it.each([
    ["CX 118 SmartStax", "applied"],
    ["cx 118  smartstax", "applied"],
    ["CA 930 VT3P", "other-hybrid"],
    ["CX 118 SmartStax PRO", "other-hybrid"],
  ])("the lot's hybrid against %j → %s", (name, kind) => {
    expect(lotCorrection(lot, { name, densityPerSquareMetre: 8 }).kind).toBe(kind);
  });
  it("says so when the lot's results cannot give a rate", () => {
    expect(lotCorrection({ ...lot, failures: 100 }, { name: lot.hybrid, densityPerSquareMetre: 8 })).toEqual({
      kind: "unusable",
    });
  });
  it("compares hybrid names without case, spacing or accents, and never an empty name", () => {
    expect(sameHybrid("Fortín VT3P", "fortin vt3p")).toBe(true);
    expect(sameHybrid("", "")).toBe(false);
  });
});
