import type { Resource } from "i18next";

import type { Locale } from "~/countries";

import { NAMESPACES } from "./config";

/**
 * The portal's translations as i18next reads them (locale → namespace → texts),
 * built from JSON modules named `<anything>/<locale>/<namespace>.json`, and the
 * one check that every locale's texts are complete.
 */
export function translationsFrom(files: Record<string, { default: Record<string, unknown> }>): Resource {
  const resources: Resource = {};
  for (const [file, module] of Object.entries(files)) {
    const [locale, name] = file.split("/").slice(-2);
    resources[locale] ??= {};
    resources[locale][name.replace(/\.json$/, "")] = module.default;
  }
  return resources;
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function keysOf(value: unknown, prefix = ""): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => keysOf(item, `${prefix}[${i}]`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
  return [prefix];
}

function textAt(tree: unknown, key: string): unknown {
  return key.split(/\.|\[(\d+)\]/).reduce<unknown>((node, part) => {
    if (part === undefined || part === "") return node;
    return node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined;
  }, tree);
}

/**
 * What is missing or wrong in these locales' translations, as "<locale>/<namespace>: ..." lines (none when
 * complete): each locale has exactly the declared namespaces; each namespace has the reference locale's keys
 * (plural forms aside), no more; plural keys carry every form the locale's language uses (Intl.PluralRules, as
 * i18next does); and no text is empty, except where a state deliberately shows nothing (`*.anonymous`).
 * A locale is shipped, and a test-fixture locale is tried, through this same check.
 */
export function translationProblems(resources: Resource, locales: readonly Locale[], reference: Locale): string[] {
  const problems: string[] = [];
  const baseKeys = (tree: unknown) => [...new Set(keysOf(tree).map((k) => k.replace(PLURAL_SUFFIX, "")))];
  for (const locale of locales) {
    const namespaces = resources[locale] ?? {};
    for (const extra of Object.keys(namespaces).filter((n) => !(NAMESPACES as readonly string[]).includes(n)))
      problems.push(`${locale}/${extra}: not a declared namespace`);
    const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
    for (const namespace of NAMESPACES) {
      const where = `${locale}/${namespace}`;
      const tree = namespaces[namespace];
      if (!tree) {
        problems.push(`${where}: no translation file`);
        continue;
      }
      const own = baseKeys(tree);
      const expected = baseKeys(resources[reference]?.[namespace]);
      for (const key of expected.filter((k) => !own.includes(k))) problems.push(`${where}: missing "${key}"`);
      for (const key of own.filter((k) => !expected.includes(k)))
        problems.push(`${where}: "${key}" is not in ${reference}`);
      const keys = keysOf(tree);
      const pluralBases = new Set(keys.filter((k) => PLURAL_SUFFIX.test(k)).map((k) => k.replace(PLURAL_SUFFIX, "")));
      for (const base of pluralBases)
        for (const category of categories)
          if (!keys.includes(`${base}_${category}`)) problems.push(`${where}: missing plural "${base}_${category}"`);
      for (const key of keys) {
        const text = textAt(tree, key);
        if (typeof text === "string" && !text.trim() && !key.endsWith(".anonymous"))
          problems.push(`${where}: "${key}" is empty`);
      }
    }
  }
  return problems;
}
