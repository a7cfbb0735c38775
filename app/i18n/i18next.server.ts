import { RemixI18Next } from "remix-i18next/server";

import type { Locale } from "~/countries";

import { DEFAULT_NAMESPACE, FALLBACK_LOCALE, type Namespace, NAMESPACES, SUPPORTED_LOCALES } from "./config";
import { localeOfPath } from "./href";
import { resources } from "./resources.server";

/**
 * remix-i18next on the server. The locale is the URL's prefix (every page lives
 * under /es-ar, /pt-br, /en-us or /es-us); Accept-Language only matters at "/".
 */
const remixI18next = new RemixI18Next({
  detection: {
    supportedLanguages: [...SUPPORTED_LOCALES],
    fallbackLanguage: FALLBACK_LOCALE,
    order: ["custom", "header"],
    async findLocale(request) {
      return localeOfPath(new URL(request.url).pathname);
    },
  },
  i18next: {
    resources,
    ns: [...NAMESPACES],
    defaultNS: DEFAULT_NAMESPACE,
    fallbackLng: false,
    interpolation: { escapeValue: false },
  },
});

type FixedT = Awaited<ReturnType<typeof remixI18next.getFixedT<Namespace>>>;
const translators = new Map<string, Promise<FixedT>>();

export const i18nServer = {
  /**
   * A translate function for one locale and namespace. remix-i18next builds a
   * whole i18next instance per call; the translations are bundled and never
   * change while the server runs, so each pair is built once and reused.
   */
  getFixedT(locale: Locale, namespace: Namespace): Promise<FixedT> {
    const key = `${locale}|${namespace}`;
    let translator = translators.get(key);
    if (!translator) {
      translator = remixI18next.getFixedT(locale, namespace);
      translators.set(key, translator);
    }
    return translator;
  },
};
