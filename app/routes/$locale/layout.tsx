import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, Outlet, useLoaderData, useMatches, useRouteError } from "@remix-run/react";
import type { ReactNode } from "react";

import { getUserContext } from "~/auth/user.server";
import { countryOf } from "~/countries";
import { telHref, whatsAppHref } from "~/domain/contact/links";
import { env } from "~/env.server";
import { openingHoursValues } from "~/format/dates";
import { href, localeOfPath } from "~/i18n/href";
import { i18nServer, languageNames } from "~/i18n/i18next.server";
import { resolveFooter, resolveNavigation } from "~/navigation/resolve";
import { errorDetailOf } from "~/render/http-errors";
import { PRIVATE_PAGE } from "~/seo/page-meta";
import { NotFound } from "~/ui/not-found/not-found";
import { SiteFooter } from "~/ui/site-footer/site-footer";
import { SiteHeader } from "~/ui/site-header/site-header";

import { layoutDataOf } from "./layout-data";

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
    languageNames: await languageNames(),
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
      loginRefused: t("account.loginRefused"),
      anotherAccount: t("account.anotherAccount"),
      footerHeading: t("footer.heading"),
      contactHeading: t("footer.contactHeading"),
      tollFree: t("footer.tollFree", { number: country.contact.tollFree }),
      whatsApp: t("footer.whatsApp", { number: country.contact.whatsApp }),
      rights: t("footer.rights"),
      anchorMenu: t("anchorMenu.label"),
    },
    // The frame's error page (ErrorBoundary below) has only this loader's data to speak with.
    errors: {
      notFoundTitle: t("errors.notFoundTitle"),
      notFoundBody: t("errors.notFoundBody"),
      forbiddenTitle: t("errors.forbiddenTitle"),
      forbiddenBody: t("errors.forbiddenBody"),
      unexpectedTitle: t("errors.unexpectedTitle"),
      unexpectedBody: t("errors.unexpectedBody"),
      home: t("errors.home"),
    },
  };
}

export type LayoutData = Awaited<ReturnType<typeof loader>>;

function Frame({ data, children }: { data: LayoutData; children: ReactNode }) {
  return (
    <>
      <SiteHeader data={data} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter data={data} />
    </>
  );
}

export default function LocaleLayout() {
  const data = useLoaderData<typeof loader>();
  return (
    <Frame data={data}>
      <Outlet />
    </Frame>
  );
}

/** What the locale's error page says for an error: 404 and 403 have their own text, anything else is unexpected. */
function errorText(error: unknown, errors: LayoutData["errors"]) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const detail = isRouteErrorResponse(error) ? errorDetailOf(error.data) : null;
  if (status === 404) return { code: 404, ...(detail ?? { title: errors.notFoundTitle, body: errors.notFoundBody }) };
  if (status === 403) return { code: 403, ...(detail ?? { title: errors.forbiddenTitle, body: errors.forbiddenBody }) };
  return { code: status, title: errors.unexpectedTitle, body: errors.unexpectedBody };
}

/** The error page's title, never indexed. The layout's data is there whenever its boundary renders. */
export const meta: MetaFunction<typeof loader> = ({ data, error }) => {
  if (!error || !data) return [];
  return [{ title: errorText(error, data.errors).title }, { name: "robots", content: PRIVATE_PAGE }];
};

/**
 * Whatever a page below throws (its 404, its 403, a fault) is shown inside the
 * site: header, footer and a message in the locale's language, so the grower
 * can go on from there. Only when this layout's own data is missing does the
 * error go up to the root's bare page.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const data = layoutDataOf(useMatches());
  if (!data) throw error;
  const text = errorText(error, data.errors);
  return (
    <Frame data={data}>
      <NotFound
        code={text.code}
        title={text.title}
        body={text.body}
        homeLabel={data.errors.home}
        homeHref={data.homeHref}
      />
    </Frame>
  );
}
