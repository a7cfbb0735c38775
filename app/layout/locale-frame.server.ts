import type { Locale } from "~/countries";
import { env } from "~/env.server";
import { i18nServer, languageNames } from "~/i18n/i18next.server";
import { headerSearch } from "~/search/header-search";

import { buildFrame } from "./layout-data";

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A locale's frame, and the `common` translations the account menu needs per request. */
interface LocaleFrame {
  frame: ReturnType<typeof buildFrame>;
  t: Translate;
}

/**
 * Once per locale for the life of the process: the frame depends only on the locale, the country config and the
 * translations, all bundled with the build (a new release is a new process), and the content service has no
 * version the frame reads. Before this the layout rebuilt it, navigation and footer resolved and some hundred
 * strings translated, on every request of every page.
 */
const frames = new Map<Locale, Promise<LocaleFrame>>();

export function localeFrame(locale: Locale): Promise<LocaleFrame> {
  let frame = frames.get(locale);
  if (!frame) {
    frame = buildLocaleFrame(locale);
    frames.set(locale, frame);
    // A failure (it would be a bug: nothing here does I/O) is not kept: the next request tries again.
    frame.catch(() => frames.delete(locale));
  }
  return frame;
}

async function buildLocaleFrame(locale: Locale): Promise<LocaleFrame> {
  const [t, nav, searchText, media, names] = await Promise.all([
    i18nServer.getFixedT(locale, "common"),
    i18nServer.getFixedT(locale, "nav"),
    i18nServer.getFixedT(locale, "search"),
    i18nServer.getFixedT(locale, "media"),
    languageNames(),
  ]);
  const frame = buildFrame({
    locale,
    origin: env.PUBLIC_URL,
    t,
    nav,
    languageNames: names,
    search: headerSearch(locale, searchText),
    shareAlts: { defaultAlt: media("share.defaultAlt"), productAlt: media("share.productAlt") },
  });
  return { frame, t };
}
