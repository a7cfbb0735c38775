import { describe, expect, it } from "vitest";

import { badgeLabel } from "./badge";

describe("a card's badge (spec 002 §9: cut to 11 characters plus '...' when over 14)", () => {
  it("keeps a label of up to 14 characters", () => {
    expect(badgeLabel("Cooperativa")).toBe("Cooperativa");
    expect(badgeLabel("Parceiro Ouro!")).toBe("Parceiro Ouro!");
  });

  it("cuts a longer one to 11 characters and '...'", () => {
    expect(badgeLabel("Parceiro Ouro 2026")).toBe("Parceiro Ou...");
    expect(badgeLabel("Distribuição oficial")).toBe("Distribuiçã...");
  });
});
