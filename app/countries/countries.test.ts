import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { formatTimeZone } from "~/format/dates";

import {
  COUNTRIES,
  COUNTRY_CODES,
  countryByCode,
  countryOfHost,
  FALLBACK_LOCALE,
  localePrefix,
  LOCALES,
  oldPortalLocale,
  SECTION_IDS,
} from "./index";

const nav = (locale: string) =>
  JSON.parse(readFileSync(path.resolve(__dirname, `../../locales/${locale}/nav.json`), "utf8")) as Record<
    string,
    string
  >;

describe("country configs", () => {
  it("serve every locale exactly once, with the expected currency", () => {
    expect(COUNTRIES.flatMap((c) => c.locales).sort()).toEqual([...LOCALES].sort());
    expect(Object.fromEntries(COUNTRIES.map((c) => [c.code, c.currency]))).toEqual({ AR: "ARS", BR: "BRL", US: "USD" });
  });

  it.each(COUNTRIES.map((c) => [c.code, c] as const))(
    "%s: contact defaults Monday–Saturday 7h–19h, a toll-free number, a map centre",
    (_, country) => {
      expect(country.contact.hours).toEqual({ firstDay: "mon", lastDay: "sat", opens: 7, closes: 19 });
      expect(country.contact.tollFree).toMatch(/\d/);
      expect(Math.abs(country.mapCentre.lat)).toBeLessThanOrEqual(90);
      expect(country.mapCentre.zoom).toBe(7);
    },
  );

  it.each(COUNTRIES.map((c) => [c.code, c] as const))(
    "%s: sections are known and their paths unique per locale (a detail may share its list's path)",
    (_, country) => {
      for (const locale of country.locales) {
        const landing = Object.entries(country.sections)
          .filter(([, config]) => !config!.detail && config!.paths[locale])
          .map(([, config]) => config!.paths[locale]);
        expect(new Set(landing).size, locale).toBe(landing.length);
      }
      for (const section of Object.keys(country.sections)) expect(SECTION_IDS).toContain(section);
    },
  );

  it.each(COUNTRIES.map((c) => [c.code, c] as const))(
    "%s: every navigation and footer label is translated in its locales",
    (_, country) => {
      const labels = [
        ...country.navigation.flatMap((e) =>
          "groups" in e ? [e.label, ...e.groups.flatMap((g) => [g.label, ...g.items.map((i) => i.label)])] : [e.label],
        ),
        ...country.footer.flatMap((b) => [b.label, ...b.items.map((i) => i.label)]),
      ];
      for (const locale of country.locales)
        for (const label of labels) expect(nav(locale)[label], `${locale}: ${label}`).toBeTruthy();
    },
  );

  it("name each country, locale, prefix and host once; the fallback is one of the locales", () => {
    expect(new Set(COUNTRY_CODES).size).toBe(COUNTRIES.length);
    for (const code of COUNTRY_CODES) expect(code).toMatch(/^[A-Z]{2}$/);
    for (const locale of LOCALES) expect(locale).toMatch(/^[a-z]{2,3}-[A-Z]{2}$/);
    expect(new Set(LOCALES.map(localePrefix)).size).toBe(LOCALES.length);
    const hosts = COUNTRIES.flatMap((c) => c.hosts.map((h) => h.toLowerCase()));
    expect(new Set(hosts).size).toBe(hosts.length);
    expect(LOCALES).toContain(FALLBACK_LOCALE);
  });

  // Spec 000 §5 names locales: the reset button with a selection where "the locale contains 'us'", the brand picker
  // hidden "for locale pt-br". The configs say the same per country; Argentina's team forces the reset (decision 10).
  it.each(COUNTRIES.flatMap((c) => c.locales.map((locale) => [locale, c] as const)))(
    "%s: catalogue settings as the spec names them",
    (locale, country) => {
      const expected = locale.toLowerCase().includes("us")
        ? "when-filtered"
        : country.code === "AR"
          ? "always"
          : "never";
      expect(country.catalog.resetFilters).toBe(expected);
      expect(country.catalog.brandPicker).toBe(locale.toLowerCase() !== "pt-br");
      expect(country.catalog.enterToSearch).toBe(country.code === "BR");
    },
  );

  it("send the old portal's catalogue links to Argentina's Spanish site, claimed by one country at most", () => {
    expect(oldPortalLocale()).toBe("es-AR");
    expect(COUNTRIES.filter((c) => c.catalog.oldPortalLinks)).toHaveLength(1);
  });

  it("offer alert clocks that exist, the country's own among them, each named apart in each of its locales", () => {
    for (const country of COUNTRIES) {
      const zones = country.alerts?.timeZones ?? [country.timeZone];
      expect(zones).toContain(country.timeZone);
      for (const locale of country.locales) {
        // An unknown zone throws here; a known one is named in words, not by its id.
        const names = zones.map((zone) => formatTimeZone(locale, zone));
        for (const [at, name] of names.entries()) expect(name).not.toBe(zones[at]);
        expect(new Set(names).size, locale).toBe(zones.length);
      }
    }
  });

  it("give Impulso's addresses where the programme runs (Brazil and Argentina, spec 001 §1)", () => {
    expect(COUNTRIES.filter((c) => c.programme).map((c) => c.code)).toEqual(["AR", "BR"]);
    expect(countryByCode("US")?.programme).toBeNull();
  });
});

describe("the country a host serves", () => {
  it.each([
    ["ar.surco.example", {}, "AR"],
    ["BR.surco.example:443", {}, "BR"],
    ["localhost:3000", {}, null],
    [null, {}, null],
    // HOST_COUNTRY_MAP adds hosts and overrides the configs' own, host by host.
    ["surco.com.ar", { "surco.com.ar": "AR" }, "AR"],
    ["ar.surco.example", { "ar.surco.example": "US" }, "US"],
  ] as const)("%s with overrides %j → %s", (host, overrides, expected) => {
    expect(countryOfHost(host, overrides)?.code ?? null).toBe(expected);
  });
});
