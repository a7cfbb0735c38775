import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { LOCALES } from "~/countries";

import { NAMESPACES } from "./config";

/**
 * Every locale has every namespace and every key; plural keys have every
 * plural form the locale's language uses (Intl.PluralRules, as i18next does).
 */
const root = path.resolve(__dirname, "../../locales");
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function flatten(value: unknown, prefix = ""): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => flatten(item, `${prefix}[${i}]`));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k));
  }
  return [prefix];
}

function load(locale: string, namespace: string): unknown {
  return JSON.parse(readFileSync(path.join(root, locale, `${namespace}.json`), "utf8"));
}

describe("translations", () => {
  it("every locale folder holds exactly the declared namespaces", () => {
    for (const locale of LOCALES) {
      const files = readdirSync(path.join(root, locale))
        .map((f) => f.replace(/\.json$/, ""))
        .sort();
      expect(files, locale).toEqual([...NAMESPACES].sort());
    }
  });

  for (const namespace of NAMESPACES) {
    it(`${namespace}: every locale has the same keys (plural forms aside)`, () => {
      const baseKeys = (locale: string) =>
        [...new Set(flatten(load(locale, namespace)).map((k) => k.replace(PLURAL_SUFFIX, "")))].sort();
      const reference = baseKeys("en-US");
      for (const locale of LOCALES) expect(baseKeys(locale), `${locale}/${namespace}`).toEqual(reference);
    });

    it(`${namespace}: plural keys carry every form of the locale's language, and no text is empty`, () => {
      for (const locale of LOCALES) {
        const keys = flatten(load(locale, namespace));
        const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
        const pluralBases = new Set(keys.filter((k) => PLURAL_SUFFIX.test(k)).map((k) => k.replace(PLURAL_SUFFIX, "")));
        for (const base of pluralBases) {
          for (const category of categories) {
            expect(keys, `${locale}/${namespace}: ${base}_${category}`).toContain(`${base}_${category}`);
          }
        }
      }
    });
  }

  it("no translation is empty, except where a state deliberately shows nothing", () => {
    for (const locale of LOCALES) {
      for (const namespace of NAMESPACES) {
        const walk = (value: unknown, key: string): void => {
          if (typeof value === "string") {
            if (!key.endsWith(".anonymous")) expect(value.trim(), `${locale}/${namespace}:${key}`).not.toBe("");
          } else if (value && typeof value === "object") {
            for (const [k, v] of Object.entries(value)) walk(v, key ? `${key}.${k}` : k);
          }
        };
        walk(load(locale, namespace), "");
      }
    }
  });
});
