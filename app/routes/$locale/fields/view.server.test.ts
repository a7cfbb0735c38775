import { describe, expect, it } from "vitest";

import { fieldSelectionHref } from "./view.server";

describe("the partner's field-selection page (spec 000 §2)", () => {
  it("is linked with the grower's client id, and not at all without one", () => {
    expect(fieldSelectionHref("http://partner.test/fv/", "surco portal")).toBe(
      "http://partner.test/fv/field-selection?client_id=surco%20portal",
    );
    expect(fieldSelectionHref("http://partner.test/fv", null)).toBeNull();
  });
});
