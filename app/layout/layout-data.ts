import { countryOf, type Locale } from "~/countries";
import { telHref, whatsAppHref } from "~/domain/contact/links";
import { openingHoursValues } from "~/format/dates";
import { href } from "~/i18n/href";
import { resolveFooter, resolveNavigation } from "~/navigation/resolve";
import { errorWords } from "~/render/error-text";
import type { HeaderSearch } from "~/search/header-search";
import type { ShareAlts } from "~/seo/share-image";

/**
 * What the frame of every locale's pages shows (header, footer, the error page inside the site), already
 * translated: the locale layout's loader builds it, the header and footer render it, meta functions read it.
 * Outside app/routes so the design system can take its type without importing a route.
 */

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The account menu's view of the visitor. */
interface LayoutAccount {
  isLoggedIn: boolean;
  name: string | null;
  stars: number | null;
  loyaltyUnavailable: boolean;
  /** The signed-in grower's unread alerts; null when they could not be counted (or no one is signed in). */
  unreadAlerts?: number | null;
}

/** What the frame shows the same to every visitor of a locale. */
interface FrameInput {
  locale: Locale;
  /** The portal's public address (PUBLIC_URL). */
  origin: string;
  /** The `common` and `nav` namespaces of the locale. */
  t: Translate;
  nav: Translate;
  /** Every locale's name in its own language, for the language switcher. */
  languageNames: Record<Locale, string>;
  /** The header's search entry (app/search/header-search.ts); null where the locale has no search page. */
  search?: HeaderSearch | null;
  /** The share images' alt texts (the `media` namespace): "{{product}}" is a product's name. */
  shareAlts: ShareAlts;
}

export interface LayoutInput extends FrameInput {
  account: LayoutAccount;
}

/**
 * The frame of a locale without the visitor: the same for every request of that locale while the server runs
 * (translations and country configs are bundled), so the layout builds it once per locale
 * (app/layout/locale-frame.server.ts) and adds the account per request with `withAccount`.
 */
export function buildFrame({ locale, origin, t, nav, languageNames, search, shareAlts }: FrameInput) {
  const country = countryOf(locale);
  return {
    locale,
    origin,
    shareAlts,
    search: search ?? null,
    homeHref: href(locale)!,
    navigation: resolveNavigation(locale, nav),
    footer: resolveFooter(locale, nav),
    contact: {
      hours: t("footer.hours", openingHoursValues(country.contact.hours)),
      phone: { label: country.contact.tollFree, href: telHref(country.contact.tollFree) },
      whatsApp: { label: country.contact.whatsApp, href: whatsAppHref(country.contact.whatsApp) },
      email: { label: country.contact.email, href: `mailto:${country.contact.email}` },
    },
    languageNames,
    copy: {
      brand: t("brand"),
      skipToContent: t("skipToContent"),
      homeLabel: t("header.home"),
      mainNavigation: t("header.mainNavigation"),
      openMenu: t("header.openMenu"),
      closeMenu: t("header.closeMenu"),
      back: t("header.back"),
      language: t("header.language"),
      accountMenu: t("account.menu"),
      login: t("account.login"),
      logout: t("account.logout"),
      myAccount: t("account.myAccount"),
      contact: t("account.contact"),
      loyaltyUnavailable: t("account.loyaltyUnavailable"),
      loginFailed: t("account.loginFailed"),
      loginRefused: t("account.loginRefused"),
      anotherAccount: t("account.anotherAccount"),
      footerHeading: t("footer.heading"),
      contactHeading: t("footer.contactHeading"),
      tollFree: t("footer.tollFree", { number: country.contact.tollFree }),
      whatsApp: t("footer.whatsApp", { number: country.contact.whatsApp }),
      rights: t("footer.rights"),
      anchorMenu: t("anchorMenu.label"),
    },
    // The frame's error page (the layout's ErrorBoundary) has only this data to speak with.
    errors: errorWords(t),
  };
}

type Frame = ReturnType<typeof buildFrame>;

/** The frame with the visitor's account menu: the only part built per request. */
export function withAccount(frame: Frame, account: LayoutAccount, t: Translate) {
  const { locale } = frame;
  return {
    ...frame,
    account: {
      isLoggedIn: account.isLoggedIn,
      greeting: account.name ? t("account.greeting", { name: account.name }) : null,
      stars: account.stars ? t("account.stars", { count: account.stars }) : null,
      starCount: account.stars,
      loyaltyUnavailable: account.loyaltyUnavailable,
      accountHref: href(locale, "account"),
      contactHref: href(locale, "contact"),
      alerts: account.isLoggedIn ? alertsLink(locale, account.unreadAlerts ?? null, t) : null,
    },
  };
}

/** The header's way to the alert inbox (issue 30), with how many are unread when there are any. */
function alertsLink(locale: Locale, unread: number | null, t: Translate) {
  const alertsHref = href(locale, "alerts");
  if (!alertsHref) return null;
  return {
    href: alertsHref,
    label: t("account.alerts"),
    unread: unread || null,
    unreadLabel: unread ? t("account.unread", { count: unread }) : null,
  };
}

/** The frame of a locale for one visitor, built whole (tests; the layout caches the frame: see buildFrame). */
export function buildLayoutData(input: LayoutInput) {
  return withAccount(buildFrame(input), input.account, input.t);
}

export type LayoutData = ReturnType<typeof withAccount>;

/** The locale layout's data from a route's matches (meta functions, error boundaries). Every locale mounts the layout under its own id. */
export function layoutDataOf(matches: readonly { id: string; data: unknown }[]): LayoutData | undefined {
  return matches.find((m) => m.id.endsWith("/layout"))?.data as LayoutData | undefined;
}
