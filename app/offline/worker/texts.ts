import { FALLBACK_LOCALE, type Locale } from "~/countries";

import type { NoticeTexts } from "./notice";

/**
 * The notice's words in every shipped locale, bundled into the worker from the same translation files the pages use
 * (locales/<tag>/offline.json): a new deploy brings a new worker, so they never drift from the pages.
 */
const files = import.meta.glob<{ notice: NoticeTexts }>("/locales/*/offline.json", { eager: true });

const byLocale = new Map(Object.entries(files).map(([path, file]) => [path.split("/").at(-2) as Locale, file.notice]));

export function noticeTexts(locale: Locale): NoticeTexts {
  return byLocale.get(locale) ?? byLocale.get(FALLBACK_LOCALE)!;
}
