import { type LoaderFunctionArgs, redirect } from "@remix-run/node";

import { rememberForAlerts } from "~/alerts/signed-in-grower.server";
import { maySignIn } from "~/auth/gates";
import { clearLoginCookie, finishLogin } from "~/auth/login-flow.server";
import { loginNoticeHref } from "~/auth/login-notice";
import { getSession, sessionStorage, startLoggedInSession } from "~/auth/session.server";
import { CLEAR_CACHE_AND_STORAGE } from "~/auth/sign-out.server";
import { clearSignedOutMark } from "~/auth/signed-out-marker.server";
import { localePrefix } from "~/countries";
import { localeOfPath } from "~/i18n/href";
import { negotiateLocale } from "~/i18n/negotiate";
import { log } from "~/services/log.server";
import { enforceRateLimit } from "~/services/rate-limit.server";

/**
 * The provider sends the grower back here. A successful login gets a
 * brand-new session (the id is rotated: whatever session the browser carried
 * is destroyed) holding the user and, server-side only, the ID token that
 * sign-out hands back to the provider; the device forgets what an earlier
 * session kept (CLEAR_CACHE_AND_STORAGE). A failed login, and a grower off their
 * country's allow-list, land on their locale's home, which says why.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await enforceRateLimit(context, "callback");
  // Only the provider comes here, with the login's state: anything else is not a login in progress.
  if (!new URL(request.url).searchParams.has("state")) throw redirect("/");
  const outcome = await finishLogin(request);
  const locale = localeOfPath(outcome.returnTo) ?? negotiateLocale(request.headers.get("accept-language"));
  const prefix = localePrefix(locale);
  const headers = new Headers([["set-cookie", await clearLoginCookie()]]);

  if (!outcome.ok) {
    log("warn", "login failed", { reason: outcome.reason });
    throw redirect(loginNoticeHref(prefix, "failed"), { headers });
  }
  // Destroyed in the store whatever happens next; the refused grower's browser also forgets its cookie.
  const forgetPrevious = await sessionStorage.destroySession(await getSession(request));
  if (!maySignIn(outcome.user)) {
    headers.append("set-cookie", forgetPrevious);
    log("info", "login refused by the post-login allow-list", { country: outcome.user.country });
    throw redirect(loginNoticeHref(prefix, "refused"), { headers });
  }
  const session = await startLoggedInSession({ user: outcome.user, idToken: outcome.idToken });
  await rememberForAlerts(outcome.user, locale);
  headers.append("set-cookie", await sessionStorage.commitSession(session));
  headers.append("set-cookie", clearSignedOutMark());
  headers.set("clear-site-data", CLEAR_CACHE_AND_STORAGE);
  throw redirect(outcome.returnTo, { headers });
}
