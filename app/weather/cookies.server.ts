import { createCookie } from "@remix-run/node";

import { portalCookieName, SECURE_COOKIES } from "~/auth/cookie-policy.server";
import { type BulletinRegion, bulletinRegion, REGION_COOKIE } from "~/domain/weather/bulletin";
import { readLocation, type WeatherLocation, writeLocation } from "~/domain/weather/location";

/**
 * What the weather blocks remember in the browser (spec 002 §4, decision 0037): the forecast's place, so the next
 * visit opens on it (a year; nothing personal beyond a town the grower chose, so unsigned and validated on read),
 * and the bulletin region under the spec's own cookie name, user-region.
 */
const YEAR_SECONDS = 365 * 24 * 3600;

const locationCookie = createCookie(portalCookieName("surco_weather_place", "/"), {
  path: "/",
  httpOnly: true,
  secure: SECURE_COOKIES,
  sameSite: "lax",
  maxAge: YEAR_SECONDS,
});

const regionCookie = createCookie(REGION_COOKIE, {
  path: "/",
  httpOnly: true,
  secure: SECURE_COOKIES,
  sameSite: "lax",
  maxAge: YEAR_SECONDS,
});

export async function rememberedLocation(request: Request): Promise<WeatherLocation | null> {
  return readLocation(await locationCookie.parse(request.headers.get("cookie")));
}

export function rememberLocation(location: WeatherLocation): Promise<string> {
  return locationCookie.serialize(writeLocation(location));
}

/** The change-location button: the widget goes back to no location. */
export function forgetLocation(): Promise<string> {
  return locationCookie.serialize("", { maxAge: 0 });
}

export async function rememberedRegion(request: Request): Promise<BulletinRegion> {
  return bulletinRegion(await regionCookie.parse(request.headers.get("cookie")));
}

export function rememberRegion(region: BulletinRegion): Promise<string> {
  return regionCookie.serialize(region);
}
