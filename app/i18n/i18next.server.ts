import type { ThirdPartyModule } from "i18next";
import { LRUCache } from "lru-cache";
import { RemixI18Next } from "remix-i18next/server";

import { FALLBACK_LOCALE, type Locale, LOCALES } from "~/countries";

import { DEFAULT_NAMESPACE, type Namespace, NAMESPACES } from "./config";
import { localeOfPath } from "./href";
import { resources } from "./resources.server";

/**
 * i18next canonicalises the language code on every t() call (Intl.getCanonicalLocales, then its own casing): the
 * costliest part of translating, a twentieth of a signed-in page's CPU (issue 28's profile). The codes are our four
 * locales, so each one's canonical form is worked out once; the instance's own function still decides it.
 */
const rememberedLanguageCodes: ThirdPartyModule = {
  type: "3rdParty",
  init(instance) {
    const utils = instance.services.languageUtils as { formatLanguageCode(code: string): string };
    const canonical = utils.formatLanguageCode.bind(utils);
    const known = new Map<string, string>();
    utils.formatLanguageCode = (code) => {
      let formatted = known.get(code);
      if (formatted === undefined) known.set(code, (formatted = canonical(code)));
      return formatted;
    };
  },
};

/**
 * remix-i18next on the server. The locale is the URL's prefix (every page lives
 * under its locale's, /es-ar or /en-us); Accept-Language only matters at "/".
 */
const remixI18next = new RemixI18Next({
  detection: {
    supportedLanguages: [...LOCALES],
    fallbackLanguage: FALLBACK_LOCALE,
    order: ["custom", "header"],
    async findLocale(request) {
      return localeOfPath(new URL(request.url).pathname);
    },
  },
  plugins: [rememberedLanguageCodes],
  i18next: {
    resources,
    ns: [...NAMESPACES],
    defaultNS: DEFAULT_NAMESPACE,
    fallbackLng: false,
    // Every locale is complete under its own code (es-AR, not es): looking up only that code spares each t() call
    // the "es" and script-part candidates, whose canonicalisation was the renders' costliest i18next work (issue 28).
    load: "currentOnly",
    interpolation: { escapeValue: false },
  },
});

type FixedT = Awaited<ReturnType<typeof remixI18next.getFixedT<Namespace>>>;
const translators = new Map<string, Promise<FixedT>>();

/**
 * Texts already translated, by locale, namespace, key and options. A t() call walks i18next's lookup, plural rules
 * and interpolation, about 4 µs; a signed-in page makes hundreds of them with the same few keys and figures, which
 * was a tenth of its CPU (issue 28's profile). The translations never change while the server runs, so the same
 * call gives the same text. Bounded: interpolated values (a grower's figures, a search term) make keys without end.
 */
const translated = new LRUCache<string, string>({ max: 20_000 });

type Options = Record<string, unknown>;

/** Only calls whose key and options are plain values are remembered; others (an object to interpolate) pass through. */
function rememberKey(prefix: string, key: unknown, options: unknown): string | null {
  if (typeof key !== "string") return null;
  if (options === undefined) return `${prefix}${key}`;
  if (typeof options !== "object" || options === null) return null;
  for (const value of Object.values(options as Options)) if (value !== null && typeof value === "object") return null;
  return `${prefix}${key}\u0000${JSON.stringify(options)}`;
}

/** `t` as i18next gives it, remembering each text it returns (never an object: returnObjects gives a shared one). */
function remembering(t: FixedT, prefix: string): FixedT {
  const remembered = (...args: unknown[]) => {
    const memoKey = args.length <= 2 ? rememberKey(prefix, args[0], args[1]) : null;
    const known = memoKey === null ? undefined : translated.get(memoKey);
    if (known !== undefined) return known;
    const text = (t as unknown as (...args: unknown[]) => unknown)(...args);
    if (memoKey !== null && typeof text === "string") translated.set(memoKey, text);
    return text;
  };
  return remembered as unknown as FixedT;
}

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
      translator = remixI18next.getFixedT(locale, namespace).then((t) => remembering(t, `${key}|`));
      translators.set(key, translator);
    }
    return translator;
  },
};

/**
 * Every locale's name in its own language ("Español (Argentina)"), read from
 * its own `common` translations: a new locale names itself, and no other
 * locale's files change when it arrives.
 */
export async function languageNames(): Promise<Record<Locale, string>> {
  const names = await Promise.all(
    LOCALES.map(async (locale) => [locale, (await i18nServer.getFixedT(locale, "common"))("languageName")] as const),
  );
  return Object.fromEntries(names);
}
