import { type LoaderFunctionArgs, redirect } from "@remix-run/node";

import { startLogin } from "~/auth/login-flow.server";
import { loginNoticeHref, PROMPT_LOGIN, PROMPT_PARAM } from "~/auth/login-notice";
import { safeReturnAddress } from "~/auth/return-address";
import { signedOutHere } from "~/auth/signed-out-marker.server";
import { sessionUser } from "~/auth/user.server";
import { countryOf, localePrefix } from "~/countries";
import { localeOfPath } from "~/i18n/href";
import { negotiateLocale } from "~/i18n/negotiate";
import { log } from "~/services/log.server";
import { enforceRateLimit } from "~/services/rate-limit.server";

/**
 * GET /api/auth/login?state=<return address>[&prompt=login]: starts the
 * OpenID Connect login and remembers where to come back to. Only same-origin
 * relative paths are kept; anything else comes back to "/". `prompt=login`
 * ("sign in with another account") asks for the password even when the
 * provider remembers someone, and proceeds even when a grower is signed in.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await enforceRateLimit(context, "login");
  const query = new URL(request.url).searchParams;
  const returnTo = safeReturnAddress(query.get("state"));
  const asked = query.get(PROMPT_PARAM) === PROMPT_LOGIN;
  // After a logout on this device the provider is asked for the password, whether or not it ended its session.
  const forceLogin = asked || signedOutHere(request);
  const locale = localeOfPath(returnTo) ?? negotiateLocale(request.headers.get("accept-language"));
  // The country's login switch (spec 000 §6: Argentina's login flag off → "/").
  if (!countryOf(locale).flags.login) throw redirect("/");
  if (!asked && (await sessionUser(request))) throw redirect(returnTo);
  let toProvider: Response;
  try {
    toProvider = await startLogin(returnTo, { forceLogin });
  } catch (error) {
    // The provider's discovery failed: the grower is told the login did not work, on their locale's page.
    log("warn", "login could not start", { reason: (error as Error).message });
    throw redirect(loginNoticeHref(localePrefix(locale), "failed"));
  }
  throw toProvider;
}
