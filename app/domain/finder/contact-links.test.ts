import { describe, expect, it } from "vitest";

import { chatNumber, directionsHref, whatsAppChatHref } from "./contact-links";

describe("a contact card's links (spec 002 §5: chat numbers without spaces, dashes and brackets)", () => {
  it("strips spaces, dashes and brackets for chat links", () => {
    expect(chatNumber("+55 (11) 95555-0142")).toBe("+5511955550142");
    expect(chatNumber("[0351] 555-01 42")).toBe("03515550142");
    expect(whatsAppChatHref("+54 9 (351) 555-0142")).toBe("https://wa.me/5493515550142");
  });

  it("gives directions to the contact's position", () => {
    expect(directionsHref({ lat: -23.550_52, lng: -46.633_308 })).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=-23.55052%2C-46.63331",
    );
  });
});
