import { describe, expect, it } from "vitest";

import { PRECEON_DEFAULT_AMOUNT } from "~/domain/fields/preceon";

import { chooseFarmAndField, readPreceonQuery } from "./query";

const read = (search: string) => readPreceonQuery(new URLSearchParams(search));

describe("Preceon's query (spec 000 §3 §9)", () => {
  it("defaults the amount to 8, the climatic year to neutral and the water to medium", () => {
    expect(PRECEON_DEFAULT_AMOUNT).toBe(8);
    expect(read("")).toEqual({
      selection: {
        selectedFarm: null,
        selectedField: null,
        selectedDate: null,
        selectedClimaticYear: "neutral",
        selectedWaterInGround: "medium",
        selectedAmount: 8,
      },
      typed: { date: "", amount: "8" },
      errors: { date: null, amount: null },
    });
    expect(read("amount=&date=").selection).toMatchObject({ selectedAmount: 8, selectedDate: null });
  });

  it("keeps valid choices, reading a decimal comma", () => {
    expect(read("farm=f&field=x&date=2025-10-01&climaticYear=nina&water=high&amount=9,5")).toEqual({
      selection: {
        selectedFarm: "f",
        selectedField: "x",
        selectedDate: "2025-10-01",
        selectedClimaticYear: "nina",
        selectedWaterInGround: "high",
        selectedAmount: 9.5,
      },
      typed: { date: "2025-10-01", amount: "9.5" },
      errors: { date: null, amount: null },
    });
  });

  it("falls back on unknown options without an error; a repeated key keeps its first value", () => {
    const query = read("climaticYear=monsoon&water=x&farm=a&farm=b");
    expect(query.selection).toMatchObject({
      selectedFarm: "a",
      selectedClimaticYear: "neutral",
      selectedWaterInGround: "medium",
    });
    expect(query.errors).toEqual({ date: null, amount: null });
  });

  it.each([
    ["amount=-3", "amount", "-3"],
    ["amount=0", "amount", "0"],
    ["amount=100.5", "amount", "100.5"],
    ["amount=mucho", "amount", "mucho"],
    ["date=ayer", "date", "ayer"],
    ["date=2025-02-30", "date", "2025-02-30"],
  ] as const)("%s is an error next to its field, with the typed value kept", (search, key, typed) => {
    const query = read(`${search}&field=x&climaticYear=nina`);
    expect(query.errors[key]).toBe(`preceon.${key}Error`);
    expect(query.typed[key]).toBe(typed);
    // The choices still stand.
    expect(query.selection).toMatchObject({ selectedField: "x", selectedClimaticYear: "nina" });
  });

  it("accepts the bounds: just above 0, and 100", () => {
    expect(read("amount=0,1").selection.selectedAmount).toBe(0.1);
    expect(read("amount=100").selection.selectedAmount).toBe(100);
  });
});

describe("Preceon's farm and field", () => {
  const fields = [
    { id: "n", location: "Los Aromos" },
    { id: "s", location: "Los Aromos" },
    { id: "b", location: "El Bajo" },
  ];

  it("offers the fields of the chosen farm, and the field asked for only when it is there", () => {
    expect(chooseFarmAndField(fields, { selectedFarm: "El Bajo", selectedField: "b" })).toMatchObject({
      farms: ["Los Aromos", "El Bajo"],
      farm: "El Bajo",
      inFarm: [{ id: "b" }],
      field: { id: "b" },
    });
    // A field of another farm: not chosen, and said so (issue 26), never a silent "choose a field".
    expect(chooseFarmAndField(fields, { selectedFarm: "El Bajo", selectedField: "n" })).toMatchObject({
      field: null,
      outsideFarm: true,
    });
    expect(chooseFarmAndField(fields, { selectedFarm: "El Bajo", selectedField: "unknown" }).outsideFarm).toBe(false);
    expect(chooseFarmAndField(fields, { selectedFarm: "El Bajo", selectedField: null }).outsideFarm).toBe(false);
  });

  it("drops a farm the grower does not have: every field is offered", () => {
    const chosen = chooseFarmAndField(fields, { selectedFarm: "Nowhere", selectedField: "s" });
    expect(chosen).toMatchObject({ farm: null, field: { id: "s" } });
    expect(chosen.inFarm).toHaveLength(3);
  });
});
