import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { getUserContext } from "~/auth/user.server";
import { countryOf, LOCALES } from "~/countries";
import { telHref, whatsAppHref } from "~/domain/contact/links";
import { env } from "~/env.server";
import { openingHoursValues } from "~/format/dates";
import { href, localeOfPath } from "~/i18n/href";
import { i18nServer } from "~/i18n/i18next.server";
import { resolveFooter, resolveNavigation } from "~/navigation/resolve";
import { SiteFooter } from "~/ui/site-footer/site-footer";
import { SiteHeader } from "~/ui/site-header/site-header";

/**
 * Every page of a locale hangs from here: the locale (from the URL prefix the
 * route tree mounted), its country's navigation and contact defaults, the
 * account menu's view of the user, and the frame's text, already translated.
 * The loyalty programme being down only thins the account menu (no name, no
 * stars); the page still renders.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  if (!locale) throw new Response("Not found", { status: 404 });
  const country = countryOf(locale);
  const [user, t, nav] = await Promise.all([
    getUserContext(request, locale),
    i18nServer.getFixedT(locale, "common"),
    i18nServer.getFixedT(locale, "nav"),
  ]);
  const name = user.memberName ?? user.user?.name ?? user.user?.email ?? null;
  const stars = user.orbia?.stars ?? null;
  const hours = t("footer.hours", openingHoursValues(country.contact.hours));
  return {
    locale,
    origin: env.PUBLIC_URL,
    homeHref: href(locale)!,
    navigation: resolveNavigation(locale, nav),
    footer: resolveFooter(locale, nav),
    contact: {
      hours,
      phone: { label: country.contact.tollFree, href: telHref(country.contact.tollFree) },
      whatsApp: { label: country.contact.whatsApp, href: whatsAppHref(country.contact.whatsApp) },
      email: { label: country.contact.email, href: `mailto:${country.contact.email}` },
    },
    languageNames: Object.fromEntries(LOCALES.map((l) => [l, t(`languages.${l}`)])) as Record<(typeof LOCALES)[number], string>,
    account: {
      isLoggedIn: user.isLoggedIn,
      greeting: name ? t("account.greeting", { name }) : null,
      stars: stars ? t("account.stars", { count: stars }) : null,
      starCount: stars,
      loyaltyUnavailable: user.loyalty === "unavailable",
      accountHref: href(locale, "account"),
      contactHref: href(locale, "contact"),
    },
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
      footerHeading: t("footer.heading"),
      contactHeading: t("footer.contactHeading"),
      tollFree: t("footer.tollFree", { number: country.contact.tollFree }),
      whatsApp: t("footer.whatsApp", { number: country.contact.whatsApp }),
      rights: t("footer.rights"),
      anchorMenu: t("anchorMenu.label"),
    },
  };
}

export type LayoutData = Awaited<ReturnType<typeof loader>>;

export default function LocaleLayout() {
  const data = useLoaderData<typeof loader>();
  return (
    <>
      <SiteHeader data={data} />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter data={data} />
    </>
  );
}
