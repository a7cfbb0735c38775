import { describe, expect, it } from "vitest";

import { COUNTRIES, countryOf, enabledSections } from "~/countries";

import { href, localeOfPath, pageOf } from "./href";

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
    // A section that takes no parameter has nothing after its path: that address is a 404, not the section.
    ["/es-ar/contacto/extra/part", null],
    ["/es-ar/d/slug/extra", null],
    // Section paths of more than one segment.
    ["/es-ar/mis-campos", { locale: "es-AR", section: "field-data" }],
    ["/es-ar/mis-campos/recomendaciones", { locale: "es-AR", section: "field-recommendations" }],
    ["/es-ar/mis-campos/preceon/", { locale: "es-AR", section: "preceon" }],
    ["/es-ar/mis-campos/otra-cosa", null],
    ["/es-ar/configuracion-de-perfil/conectar-cuenta", { locale: "es-AR", section: "connect-account" }],
    ["/es-ar/configuracion-de-perfil", null],
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

describe("every section path of every locale", () => {
  const cases = COUNTRIES.flatMap((country) =>
    country.locales.flatMap((locale) =>
      enabledSections(locale).map(({ section, path }) => ({
        locale,
        section,
        path,
        detail: Boolean(countryOf(locale).sections[section]?.detail),
      })),
    ),
  );

  it.each(cases)(
    "$locale $path is read as $section (with its slug when it takes one)",
    ({ locale, section, detail }) => {
      const address = href(locale, section, detail ? "some-id" : undefined)!;
      expect(pageOf(address)).toEqual(detail ? { locale, section, rest: "some-id" } : { locale, section });
      expect(pageOf(`${address}/`)).toEqual(pageOf(address));
    },
  );

  // (A list whose detail pages share its path, the history and its transactions, is the exception.)
  const sharedWithDetail = (c: (typeof cases)[number]) =>
    cases.some((o) => o.detail && o.locale === c.locale && o.path === c.path);
  it.each(cases.filter((c) => !c.detail && !sharedWithDetail(c)))(
    "$locale $path with something after it is no page of ours",
    ({ locale, section }) => {
      expect(pageOf(`${href(locale, section)}/not-a-page`)).toBeNull();
    },
  );
});
