import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Outlet, useLoaderData, useLocation, useMatches, useRouteError } from "@remix-run/react";
import type { ReactNode } from "react";

import { unreadAlerts } from "~/alerts/unread.server";
import { getUserContext } from "~/auth/user.server";
import { localeOfPath } from "~/i18n/href";
import { type LayoutData, layoutDataOf, withAccount } from "~/layout/layout-data";
import { localeFrame } from "~/layout/locale-frame.server";
import { LightSwitch } from "~/light/light-switch";
import { errorText } from "~/render/error-text";
import { pageAlternates } from "~/seo/alternates";
import { PRIVATE_PAGE } from "~/seo/page-meta";
import { NotFound } from "~/ui/not-found/not-found";
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
  // The frame is built once per locale (app/layout/locale-frame.server.ts); only the account menu is this visitor's.
  const [[user, unread], { frame, t }] = await Promise.all([
    // The unread count follows the user at once, beside the frame rather than after it.
    getUserContext(request, locale).then(
      async (context) => [context, context.user ? await unreadAlerts(locale, context.user.id) : null] as const,
    ),
    localeFrame(locale),
  ]);
  const account = {
    isLoggedIn: user.isLoggedIn,
    unreadAlerts: unread,
    name: user.memberName ?? user.user?.name ?? user.user?.email ?? null,
    stars: user.orbia?.stars ?? null,
    loyaltyUnavailable: user.loyalty === "unavailable",
  };
  return withAccount(frame, account, t);
}

function Frame({ data, children }: { data: LayoutData; children: ReactNode }) {
  // The language switch leads where the page's hreflang does: the page's own loader knows where it exists.
  const sameElsewhere = pageAlternates(useMatches(), useLocation().pathname);
  return (
    <>
      <SiteHeader data={data} sameElsewhere={sameElsewhere} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter data={data} lightSwitch={(className) => <LightSwitch className={className} />} />
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
