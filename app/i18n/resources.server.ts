import { translationsFrom } from "./translations";

/**
 * Every translation, bundled into the server build at compile time: no file
 * reads per request, and a missing file fails the build rather than a page.
 */
export const resources = translationsFrom(
  import.meta.glob<{ default: Record<string, unknown> }>("/locales/*/*.json", { eager: true }),
);
