import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { getAuthenticator } from "~/auth/authenticator.server";
import { safeReturnAddress } from "~/auth/return-address";
import { returnCookie } from "~/auth/return-cookie.server";
import { sessionUser } from "~/auth/user.server";
import { countryOf } from "~/countries";
import { localeOfPath } from "~/i18n/href";
import { negotiateLocale } from "~/i18n/negotiate";
import { enforceRateLimit } from "~/services/rate-limit.server";

/**
 * GET /api/auth/login?state=<return address>: starts the OpenID Connect login
 * and remembers where to come back to. Only same-origin relative paths are
 * kept; anything else comes back to "/".
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await enforceRateLimit(context, "login");
  const returnTo = safeReturnAddress(new URL(request.url).searchParams.get("state"));
  const locale = localeOfPath(returnTo) ?? negotiateLocale(request.headers.get("accept-language"));
  // The country's login switch (spec 000 §6: Argentina's login flag off → "/").
  if (!countryOf(locale).flags.login) throw redirect("/");
  if (await sessionUser(request)) throw redirect(returnTo);

  const authenticator = await getAuthenticator();
  // Our `state` is the return address; the OAuth strategy reads `state` as its
  // own CSRF token, so it gets the request without ours and makes a fresh one.
  const start = new URL(request.url);
  start.search = "";
  try {
    await authenticator.authenticate("oidc", new Request(start, { headers: request.headers }));
  } catch (response) {
    if (response instanceof Response && response.status >= 300 && response.status < 400) {
      response.headers.append("set-cookie", await returnCookie.serialize(returnTo));
    }
    throw response;
  }
  throw redirect(returnTo);
}
