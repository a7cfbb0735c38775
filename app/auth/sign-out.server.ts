import { createCookie, type Session } from "@remix-run/node";

import { forgetToken } from "~/services/field-view/token-cookie.server";

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
 * What sign-out (and sign-in) clears in the browser, in two steps.
 *
 * The logout POST's answer clears the cache and storage at once: signed-in pages are `private, no-cache`
 * (decision 0046), so the browser's cache holds the grower's pages until this, and storage holds the service
 * worker's caches and the device's outbox. Not "cookies" there: that covers the whole registrable domain, so a
 * provider on a sibling host (or on localhost, like the sandbox) would lose its session cookie before it could
 * end that session.
 *
 * The post-logout landing, once the provider has ended its session, clears the cookies too (any the portal's
 * own list would miss), and the cache and storage again (a page cached in between).
 *
 * A sign-in's callback clears the cache and storage too: the grower before on this device (who may have
 * switched accounts, or whose session timed out, with no sign-out) must leave no page kept and no form waiting
 * that the new session would show or send.
 */
export const CLEAR_CACHE_AND_STORAGE = '"cache", "storage"';
export const CLEAR_SITE_DATA = '"cache", "cookies", "storage"';

/**
 * The headers that end everything the portal keeps for a grower: the session
 * (destroyed in the store, its cookie expired), the login round-trip cookie,
 * the field-view partner token and retired cookie names.
 */
export async function forgetPortalCookies(session: Session): Promise<Headers> {
  const headers = new Headers({ "cache-control": "no-store" });
  headers.append("set-cookie", await sessionStorage.destroySession(session));
  headers.append("set-cookie", await clearLoginCookie());
  headers.append("set-cookie", forgetToken());
  for (const retired of RETIRED_COOKIES) headers.append("set-cookie", await retired.serialize("", { maxAge: 0 }));
  return headers;
}
