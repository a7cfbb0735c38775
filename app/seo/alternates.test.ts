import { describe, expect, it } from "vitest";

import { COUNTRIES, countryOf, enabledSections } from "~/countries";
import { href, pageOf } from "~/i18n/href";

import { pageAlternates, sectionAlternates, switchTargets, xDefaultOf } from "./alternates";

const CONTACT = [
  { locale: "es-AR", href: "/es-ar/contacto" },
  { locale: "pt-BR", href: "/pt-br/contato" },
  { locale: "en-US", href: "/en-us/contact" },
  { locale: "es-US", href: "/es-us/contacto" },
] as const;

describe("where a page of a section exists", () => {
  it("is every locale that mounts the section, with what follows its path", () => {
    expect(sectionAlternates({ locale: "es-AR", section: "contact" })).toEqual(CONTACT);
    expect(sectionAlternates({ locale: "en-US", section: "home" })?.map((a) => a.href)).toEqual([
      "/es-ar",
      "/pt-br",
      "/en-us",
      "/es-us",
    ]);
    expect(sectionAlternates({ locale: "pt-BR", section: "loyalty" })).toEqual([
      { locale: "es-AR", href: "/es-ar/mi-impulso" },
      { locale: "pt-BR", href: "/pt-br/meu-impulso" },
    ]);
  });

  it.each(["seed-product", "crop-protection-product", "article", "dealer", "course"] as const)(
    "is not known by the section for a %s page: its loader says (a dealer is in its country's locales only)",
    (section) => {
      expect(sectionAlternates({ locale: "es-AR", section, rest: "x" })).toBeNull();
    },
  );
});

describe("the page being shown", () => {
  const layout = { data: { locale: "en-US" } };
  it("is where its loader found it, in the registry's order", () => {
    const found = [
      { locale: "es-US", href: "/es-us/articulos/alerta-de-heladas" },
      { locale: "en-US", href: "/en-us/articles/late-frost-alert" },
    ];
    expect(
      pageAlternates([layout, { data: { meta: { alternates: found } } }], "/en-us/articles/late-frost-alert"),
    ).toEqual([found[1], found[0]]);
  });

  it("is where its section is, when its loader says nothing", () => {
    expect(pageAlternates([layout, { data: { meta: { title: "t" } } }], "/es-ar/contacto")).toEqual(CONTACT);
  });

  it("is nowhere known for a 404 or a page whose data is down: no hreflang, and the switch leads home", () => {
    expect(pageAlternates([layout, { data: undefined }], "/en-us/d/no-such-seed")).toBeNull();
    expect(pageAlternates([layout], "/en-us/no-section/here")).toBeNull();
    expect(switchTargets("en-US", null)).toEqual([{ locale: "es-US", href: "/es-us" }]);
  });
});

describe("x-default", () => {
  it("is the page in the fallback locale, whichever page of the cluster asks", () => {
    expect(xDefaultOf(CONTACT)).toEqual({ locale: "en-US", href: "/en-us/contact" });
    expect(xDefaultOf([...CONTACT].reverse())).toEqual({ locale: "en-US", href: "/en-us/contact" });
  });

  it("is the first in the registry's order where the fallback locale lacks the page, never the root", () => {
    const brazilOnly = [{ locale: "pt-BR" as const, href: "/pt-br/recomendacao-por-cep" }];
    expect(xDefaultOf(brazilOnly)).toEqual(brazilOnly[0]);
    expect(xDefaultOf([CONTACT[1], CONTACT[0]])).toEqual(CONTACT[0]);
    expect(xDefaultOf([])).toBeNull();
  });
});

describe("the language switch", () => {
  it("leads to the same page in the country's other locales, at its own address there", () => {
    const article = [
      { locale: "en-US" as const, href: "/en-us/articles/late-frost-alert" },
      { locale: "es-US" as const, href: "/es-us/articulos/alerta-de-heladas-tardias" },
    ];
    expect(switchTargets("en-US", article)).toEqual([article[1]]);
  });

  it("leads to the other locale's home where the page is not there", () => {
    expect(switchTargets("es-US", [{ locale: "es-US", href: "/es-us/d/only-here" }])).toEqual([
      { locale: "en-US", href: "/en-us" },
    ]);
  });

  it("offers nothing in a single-locale country", () => {
    expect(switchTargets("es-AR", CONTACT)).toEqual([]);
    expect(switchTargets("pt-BR", CONTACT)).toEqual([]);
  });
});

describe("every section path of every locale", () => {
  const cases = COUNTRIES.flatMap((country) =>
    country.locales.flatMap((locale) =>
      enabledSections(locale).map(({ section }) => ({
        locale,
        section,
        detail: Boolean(countryOf(locale).sections[section]?.detail),
      })),
    ),
  );

  it.each(cases)("$locale $section: its alternates and switch targets read back as the same section", (c) => {
    const page = pageOf(href(c.locale, c.section, c.detail ? "some-id" : undefined)!)!;
    const alternates = sectionAlternates(page);
    for (const target of [...(alternates ?? []), ...switchTargets(c.locale, alternates)]) {
      expect(pageOf(target.href)).toMatchObject({ locale: target.locale });
      if (alternates?.includes(target)) expect(pageOf(target.href)?.section).toBe(c.section);
    }
  });
});
