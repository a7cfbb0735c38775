/**
 * Test-only: the locale layout's data as its loader would build it, from the
 * real country config, the real resolvers and the real locale files (no
 * i18next: interpolation is done by hand for the two texts that need it).
 */
import { countryOf, type Locale, localePrefix, LOCALES } from "~/countries";
import { openingHoursValues } from "~/format/dates";
import { href } from "~/i18n/href";
import { resolveFooter, resolveNavigation } from "~/navigation/resolve";
import type { LayoutData } from "~/routes/$locale/layout";

import commonEnUs from "../../../locales/en-US/common.json";
import navEnUs from "../../../locales/en-US/nav.json";
import commonEsAr from "../../../locales/es-AR/common.json";
import navEsAr from "../../../locales/es-AR/nav.json";
import commonEsUs from "../../../locales/es-US/common.json";
import navEsUs from "../../../locales/es-US/nav.json";
import commonPtBr from "../../../locales/pt-BR/common.json";
import navPtBr from "../../../locales/pt-BR/nav.json";

const COMMON: Record<Locale, typeof commonEnUs> = {
  "es-AR": commonEsAr,
  "pt-BR": commonPtBr,
  "en-US": commonEnUs,
  "es-US": commonEsUs,
};
const NAV: Record<Locale, Record<string, string>> = {
  "es-AR": navEsAr,
  "pt-BR": navPtBr,
  "en-US": navEnUs,
  "es-US": navEsUs,
};

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

export interface AccountFixture {
  name?: string;
  stars?: number | null;
  loyaltyUnavailable?: boolean;
}

/** `account` null: an anonymous visitor. */
export function layoutData(locale: Locale, account: AccountFixture | null = null): LayoutData {
  const common = COMMON[locale];
  const nav = (key: string) => NAV[locale][key] ?? key;
  const country = countryOf(locale);
  const stars = account?.stars ?? null;
  return {
    locale,
    origin: "http://localhost:3000",
    homeHref: `/${localePrefix(locale)}`,
    navigation: resolveNavigation(locale, nav),
    footer: resolveFooter(locale, nav),
    contact: {
      hours: fill(common.footer.hours, openingHoursValues({ opens: 7, closes: 19 })),
      phone: { label: country.contact.tollFree, href: "tel:0000" },
      whatsApp: { label: country.contact.whatsApp, href: "https://wa.me/0000" },
      email: { label: country.contact.email, href: `mailto:${country.contact.email}` },
    },
    languageNames: Object.fromEntries(LOCALES.map((l) => [l, COMMON[l].languageName])),
    account: {
      isLoggedIn: account !== null,
      greeting: account?.name ? fill(common.account.greeting, { name: account.name }) : null,
      stars: stars ? fill(stars === 1 ? common.account.stars_one : common.account.stars_other, { count: stars }) : null,
      starCount: stars,
      loyaltyUnavailable: account?.loyaltyUnavailable ?? false,
      accountHref: href(locale, "account"),
      contactHref: href(locale, "contact"),
    },
    copy: {
      brand: common.brand,
      skipToContent: common.skipToContent,
      homeLabel: common.header.home,
      mainNavigation: common.header.mainNavigation,
      openMenu: common.header.openMenu,
      closeMenu: common.header.closeMenu,
      back: common.header.back,
      language: common.header.language,
      accountMenu: common.account.menu,
      login: common.account.login,
      logout: common.account.logout,
      myAccount: common.account.myAccount,
      contact: common.account.contact,
      loyaltyUnavailable: common.account.loyaltyUnavailable,
      loginFailed: common.account.loginFailed,
      loginRefused: common.account.loginRefused,
      anotherAccount: common.account.anotherAccount,
      footerHeading: common.footer.heading,
      contactHeading: common.footer.contactHeading,
      tollFree: fill(common.footer.tollFree, { number: country.contact.tollFree }),
      whatsApp: fill(common.footer.whatsApp, { number: country.contact.whatsApp }),
      rights: common.footer.rights,
      anchorMenu: common.anchorMenu.label,
    },
    errors: {
      notFoundTitle: common.errors.notFoundTitle,
      notFoundBody: common.errors.notFoundBody,
      forbiddenTitle: common.errors.forbiddenTitle,
      forbiddenBody: common.errors.forbiddenBody,
      unexpectedTitle: common.errors.unexpectedTitle,
      unexpectedBody: common.errors.unexpectedBody,
      home: common.errors.home,
    },
  };
}
