import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { getAuthenticator } from "~/auth/authenticator.server";
import { passesPostLoginAllowList } from "~/auth/gates";
import { safeReturnAddress } from "~/auth/return-address";
import { returnCookie } from "~/auth/return-cookie.server";
import { getSession, sessionStorage, startLoggedInSession } from "~/auth/session.server";
import { countryOf } from "~/countries";
import { localeOfPath } from "~/i18n/href";
import { negotiateLocale } from "~/i18n/negotiate";
import { log } from "~/services/log.server";
import { enforceRateLimit } from "~/services/rate-limit.server";

/**
 * The provider sends the user back here. A successful login gets a brand-new
 * session (the id is rotated: the pre-login one is destroyed) and returns to
 * the remembered address; an email off the country's allow-list goes to "/".
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await enforceRateLimit(context, "callback");
  // Only the provider comes here, with the strategy's state: anything else is not a login in progress.
  if (!new URL(request.url).searchParams.has("state")) throw redirect("/");
  const returnTo = safeReturnAddress(await returnCookie.parse(request.headers.get("cookie")));
  const clearReturn = await returnCookie.serialize("", { maxAge: 0 });
  const previous = await getSession(request);

  let user;
  try {
    const authenticator = await getAuthenticator();
    user = await authenticator.authenticate("oidc", request, { throwOnError: true });
  } catch (error) {
    if (error instanceof Response) throw error;
    log("warn", "login failed", { reason: (error as Error).message });
    const home = localeOfPath(returnTo);
    throw redirect(home ? `/${home.toLowerCase()}?login=failed` : "/", { headers: { "set-cookie": clearReturn } });
  }

  const locale = localeOfPath(returnTo) ?? negotiateLocale(request.headers.get("accept-language"));
  const destroyPrevious = await sessionStorage.destroySession(previous);
  if (!passesPostLoginAllowList(countryOf(locale), user.email)) {
    log("info", "login refused by the post-login allow-list", { country: countryOf(locale).code });
    throw redirect("/", { headers: [["set-cookie", destroyPrevious], ["set-cookie", clearReturn]] });
  }

  const session = await startLoggedInSession({ user });
  throw redirect(returnTo, {
    headers: [["set-cookie", await sessionStorage.commitSession(session)], ["set-cookie", clearReturn]],
  });
}
