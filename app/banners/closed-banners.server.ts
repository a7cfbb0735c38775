import { createCookie } from "@remix-run/node";

import { portalCookieName, SECURE_COOKIES } from "~/auth/cookie-policy.server";
import { closedBannerIds, rememberClosed } from "~/domain/banners/info-banners";

/**
 * The campaign banners a browser has closed ('Fechar', spec 001 §4), remembered
 * for a year in a cookie (decision 0027): ids only, nothing personal, so it is
 * not signed; whatever comes back is filtered to well-formed ids.
 */
const closedCookie = createCookie(portalCookieName("surco_closed_banners", "/"), {
  httpOnly: true,
  secure: SECURE_COOKIES,
  sameSite: "lax",
  path: "/",
  maxAge: 365 * 24 * 3600,
});

export async function closedBanners(request: Request): Promise<Set<string>> {
  const value = (await closedCookie.parse(request.headers.get("cookie"))) as unknown;
  return new Set(closedBannerIds(typeof value === "string" ? value : null));
}

/** The Set-Cookie header that adds `id` to what this browser has closed. */
export async function closeBanner(request: Request, id: string): Promise<string> {
  return closedCookie.serialize(rememberClosed([...(await closedBanners(request))], id).join(","));
}
