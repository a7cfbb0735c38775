import { type LoaderFunctionArgs, redirect } from "@remix-run/node";

import { CLEAR_SITE_DATA } from "~/auth/sign-out.server";
import { sessionUser } from "~/auth/user.server";
import { localeFromPrefix, localePrefix } from "~/countries";

/**
 * GET /api/auth/signed-out?state=<locale prefix>: the post-logout redirect
 * registered at the provider. It sends the grower to the locale's home ("/"
 * otherwise) with Clear-Site-Data. A signed-in visitor who merely follows a
 * link here keeps everything: signing out is a POST, never a link.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const locale = localeFromPrefix(new URL(request.url).searchParams.get("state") ?? undefined);
  const home = locale ? `/${localePrefix(locale)}` : "/";
  if (await sessionUser(request)) throw redirect(home);
  throw redirect(home, { headers: { "clear-site-data": CLEAR_SITE_DATA, "cache-control": "no-store" } });
}
