import { describe, expect, it } from "vitest";

import { DEFAULT_FINDER_TYPE, finderAnchor, finderTypeOf } from "./finder-type";

describe("finder types (spec 002 §2 §9)", () => {
  it("defaults to 'dealer'", () => {
    expect(DEFAULT_FINDER_TYPE).toBe("dealer");
    expect(finderTypeOf(undefined)).toBe("dealer");
    expect(finderTypeOf("shop")).toBe("dealer");
  });

  it("keeps a known type, and its anchor is the type", () => {
    expect(finderTypeOf("agronomist")).toBe("agronomist");
    expect(finderAnchor("distributor")).toBe("distributor");
  });
});
