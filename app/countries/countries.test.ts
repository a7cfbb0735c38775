import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { COUNTRIES, LOCALES, SECTION_IDS } from "./index";

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
});
