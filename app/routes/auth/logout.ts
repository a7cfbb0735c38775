import { type ActionFunctionArgs, redirect } from "@remix-run/node";

import { endSessionAddress, SIGNED_OUT_PATH } from "~/auth/login-flow.server";
import { getSession } from "~/auth/session.server";
import { CLEAR_CACHE_AND_STORAGE, forgetPortalCookies } from "~/auth/sign-out.server";
import { markSignedOut } from "~/auth/signed-out-marker.server";
import { localeFromPrefix, localePrefix } from "~/countries";

/** The locale the logout form names, or null; a body that is not a form (JSON, empty, broken multipart) names none. */
async function localeOfForm(request: Request) {
  try {
    const form = await request.formData();
    return localeFromPrefix(String(form.get("locale") ?? ""));
  } catch {
    return null;
  }
}

/**
 * POST /api/auth/logout (a plain form): ends the portal's session, forgets
 * every cookie the portal set, then sends the grower through the provider's
 * end-session endpoint so its sign-in ends too (decision 0005). The provider
 * returns them to /api/auth/signed-out, which lands on the locale's home. Both
 * answers clear the browser's cache and storage; only the landing its cookies
 * (app/auth/sign-out.server.ts says why).
 */
export async function action({ request }: ActionFunctionArgs) {
  const locale = await localeOfForm(request);
  const prefix = locale ? localePrefix(locale) : null;
  const session = await getSession(request);
  const idToken = session.get("idToken");
  const headers = await forgetPortalCookies(session);
  headers.set("clear-site-data", CLEAR_CACHE_AND_STORAGE);
  headers.append("set-cookie", markSignedOut());
  const provider = await endSessionAddress(typeof idToken === "string" ? idToken : null, prefix);
  throw redirect(provider ?? `${SIGNED_OUT_PATH}${prefix ? `?state=${prefix}` : ""}`, { status: 303, headers });
}

/** Logging out changes state, so it is POST only; a GET just goes home. */
export function loader() {
  throw redirect("/");
}
