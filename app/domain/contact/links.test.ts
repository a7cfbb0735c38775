import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { telHref, webHref, whatsAppHref } from "./links";

describe("contact links use digits only (spec 000 §5)", () => {
  it.each([
    ["0800-222-7287", "tel:08002227287"],
    ["+55 (11) 95555-0142", "tel:5511955550142"],
    ["+55 34 3215-4470", "tel:553432154470"],
    ["1-800-555-0142", "tel:18005550142"],
    ["+1 (515) 555-0100", "tel:15155550100"],
  ])("tel %s → %s", (phone, expected) => expect(telHref(phone)).toBe(expected));
  it("WhatsApp links strip spaces, dashes, brackets and the plus", () => {
    expect(whatsAppHref("+54 9 11 5555-0142")).toBe("https://wa.me/5491155550142");
  });
  it("WhatsApp links carry the prefilled message, encoded", () => {
    expect(whatsAppHref("+55 (34) 99173-2268", "Olá, Márcia! Sou do Impulso & queria ajuda")).toBe(
      "https://wa.me/5534991732268?text=Ol%C3%A1%2C%20M%C3%A1rcia!%20Sou%20do%20Impulso%20%26%20queria%20ajuda",
    );
    expect(whatsAppHref("+1 (515) 555-0142", "  ")).toBe("https://wa.me/15155550142");
  });

  it("are written by this module alone: no other source of the portal builds a tel: or wa.me link", () => {
    const sources = (readdirSync("app", { recursive: true }) as string[])
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => join("app", file));
    expect(sources.length).toBeGreaterThan(100);
    const writers = sources.filter((file) => /["'`]tel:|wa\.me\//.test(readFileSync(file, "utf8")));
    expect(writers).toEqual([join("app", "domain", "contact", "links.ts")]);
  });
});

describe("web links get https:// when missing", () => {
  it.each([
    ["surco.example/contacto", "https://surco.example/contacto"],
    ["http://surco.example", "http://surco.example"],
    ["HTTPS://surco.example", "HTTPS://surco.example"],
    [" www.surco.example ", "https://www.surco.example"],
  ])("%j → %s", (address, expected) => expect(webHref(address)).toBe(expected));
});
