import type { Resource } from "i18next";

/**
 * Every translation, bundled into the server build at compile time: no file
 * reads per request, and a missing file fails the build rather than a page.
 */
const files = import.meta.glob<{ default: Record<string, unknown> }>("/locales/*/*.json", { eager: true });

export const resources: Resource = {};
for (const [path, module] of Object.entries(files)) {
  const [, , locale, file] = path.split("/");
  const namespace = file.replace(/\.json$/, "");
  resources[locale] ??= {};
  resources[locale][namespace] = module.default;
}
