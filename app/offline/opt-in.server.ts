import { preferenceCookie } from "~/auth/cookie-policy.server";

/**
 * The grower's choice to keep pages for offline reading in the light version (issue 16: the service worker is absent
 * in light mode unless they opt in). A preference, nothing personal.
 */
const OFFLINE_CHOICE = preferenceCookie("surco-offline");

export const offlineOptedIn = (request: Request): boolean =>
  OFFLINE_CHOICE.chosen(request.headers.get("cookie")) === true;

/** The Set-Cookie header that records the choice. */
export const offlineChoiceCookie = (on: boolean): string => OFFLINE_CHOICE.serialize(on);
