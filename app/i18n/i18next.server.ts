import { RemixI18Next } from "remix-i18next/server";
import { DEFAULT_NAMESPACE, FALLBACK_LOCALE, NAMESPACES, SUPPORTED_LOCALES } from "./config";
import { localeOfPath } from "./href";
import { resources } from "./resources.server";

/**
 * remix-i18next on the server. The locale is the URL's prefix (every page lives
 * under /es-ar, /pt-br, /en-us or /es-us); Accept-Language only matters at "/".
 */
export const i18nServer = new RemixI18Next({
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
