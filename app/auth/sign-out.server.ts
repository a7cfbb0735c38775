import { createCookie, type Session } from "@remix-run/node";

import { forgetToken } from "~/services/field-view/access.server";

import { clearLoginCookie } from "./login-flow.server";
import { sessionStorage } from "./session.server";

/**
 * Cookies earlier releases set under names the portal no longer reads. They
 * are worthless now, but sign-out leaves nothing of the grower behind.
 */
const RETIRED_COOKIES = [
  createCookie("__surco_session", { path: "/" }),
  createCookie("__surco_return", { path: "/api/auth" }),
];

/**
 * `Clear-Site-Data` at the end of sign-out: the browser drops this site's
 * cookies (any this list would miss) and its storage (the catalogue's
 * remembered brand in sessionStorage). Not "cache": signed-in answers are
 * `no-store`, so the cache holds only public, immutable assets, and clearing
 * it makes the next visit slow for nothing (decision 0005).
 *
 * It is sent by the post-logout landing, after the provider has ended its
 * session, not by the logout POST: "cookies" covers the whole registrable
 * domain, so a provider on a sibling host (or on localhost, like the sandbox)
 * would lose its session cookie before it could end that session.
 */
export const CLEAR_SITE_DATA = '"cookies", "storage"';

/**
 * The headers that end everything the portal keeps for a grower: the session
 * (destroyed in the store, its cookie expired), the login round-trip cookie,
 * the field-view partner token and retired cookie names.
 */
export async function forgetPortalCookies(session: Session): Promise<Headers> {
  const headers = new Headers({ "cache-control": "no-store" });
  headers.append("set-cookie", await sessionStorage.destroySession(session));
  headers.append("set-cookie", await clearLoginCookie());
  headers.append("set-cookie", await forgetToken());
  for (const retired of RETIRED_COOKIES) headers.append("set-cookie", await retired.serialize("", { maxAge: 0 }));
  return headers;
}
