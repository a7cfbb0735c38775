/**
 * Test support: the locale layout's data as its loader builds it, from the real builder, the real country config
 * and the real translations; only the visitor is a fixture.
 */
import { type Locale, LOCALES } from "~/countries";
import { i18nServer, languageNames } from "~/i18n/i18next.server";
import { buildLayoutData, type LayoutData } from "~/layout/layout-data";

// Loaded once, up front, so that tests build a locale's data without awaiting.
const translators = new Map(
  await Promise.all(
    LOCALES.map(async (locale) => {
      const [t, nav, media] = await Promise.all([
        i18nServer.getFixedT(locale, "common"),
        i18nServer.getFixedT(locale, "nav"),
        i18nServer.getFixedT(locale, "media"),
      ]);
      return [locale, { t, nav, media }] as const;
    }),
  ),
);

const names = await languageNames();

export interface AccountFixture {
  name?: string;
  stars?: number | null;
  loyaltyUnavailable?: boolean;
}

/** `account` null: an anonymous visitor. */
export function layoutData(locale: Locale, account: AccountFixture | null = null): LayoutData {
  const { t, nav, media } = translators.get(locale)!;
  return buildLayoutData({
    locale,
    origin: "http://localhost:3000",
    account: {
      isLoggedIn: account !== null,
      name: account?.name ?? null,
      stars: account?.stars ?? null,
      loyaltyUnavailable: account?.loyaltyUnavailable ?? false,
    },
    t,
    nav,
    languageNames: names,
    shareAlts: { defaultAlt: media("share.defaultAlt"), productAlt: media("share.productAlt") },
  });
}
