import { describe, expect, it } from "vitest";
import { alternatesOf, href, localeOfPath, pageOf, switcherTargets } from "./href";

describe("localized addresses", () => {
  it.each([
    ["es-AR", "home", "/es-ar"],
    ["pt-BR", "account", "/pt-br/area-logada"],
    ["es-AR", "account", "/es-ar/mi-cuenta"],
    ["en-US", "contact", "/en-us/contact"],
    ["es-US", "contact", "/es-us/contacto"],
  ] as const)("%s %s → %s", (locale, section, expected) => expect(href(locale, section)).toBe(expected));

  it.each([
    ["/pt-br/area-logada", { locale: "pt-BR", section: "account" }],
    ["/es-us/contacto/", { locale: "es-US", section: "contact" }],
    ["/EN-US", { locale: "en-US", section: "home" }],
    ["/es-ar/contacto/extra/part", { locale: "es-AR", section: "contact", rest: "extra/part" }],
    ["/en-us/contacto", null], // the Spanish path does not exist in English
    // A list and its detail pages share a path: the detail is the one with something after it.
    ["/pt-br/historico", { locale: "pt-BR", section: "loyalty-history" }],
    ["/pt-br/historico/BR5808-000236", { locale: "pt-BR", section: "loyalty-transaction", rest: "BR5808-000236" }],
    ["/es-ar/historial/AR4594-000215", { locale: "es-AR", section: "loyalty-transaction", rest: "AR4594-000215" }],
    ["/pt-br/historico.csv", { locale: "pt-BR", section: "loyalty-history-csv" }],
    ["/fr-fr/contact", null],
    ["/", null],
  ])("pageOf(%s)", (path, expected) => expect(pageOf(path)).toEqual(expected));

  it("knows the locale of a path", () => {
    expect(localeOfPath("/pt-br/whatever")).toBe("pt-BR");
    expect(localeOfPath("/xx-yy")).toBeNull();
  });
});

describe("hreflang alternates and the language switcher", () => {
  it("lists the same page in every locale that has it", () => {
    expect(alternatesOf("contact")).toEqual([
      { locale: "es-AR", href: "/es-ar/contacto" },
      { locale: "pt-BR", href: "/pt-br/contato" },
      { locale: "en-US", href: "/en-us/contact" },
      { locale: "es-US", href: "/es-us/contacto" },
    ]);
  });
  it("keeps what follows the section's path in every locale", () => {
    expect(alternatesOf("contact", "x/y").map((a) => a.href)).toContain("/pt-br/contato/x/y");
    expect(switcherTargets({ locale: "en-US", section: "contact", rest: "x" })).toEqual([{ locale: "es-US", href: "/es-us/contacto/x" }]);
  });

  it("switches to the same page in the country's other locale", () => {
    expect(switcherTargets({ locale: "en-US", section: "account" })).toEqual([{ locale: "es-US", href: "/es-us/mi-cuenta" }]);
    expect(switcherTargets({ locale: "es-US", section: "home" })).toEqual([{ locale: "en-US", href: "/en-us" }]);
  });
  it("offers nothing in a single-locale country", () => {
    expect(switcherTargets({ locale: "es-AR", section: "contact" })).toEqual([]);
    expect(switcherTargets({ locale: "pt-BR", section: "home" })).toEqual([]);
  });
});
