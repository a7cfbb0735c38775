import { env } from "~/env.server";

import { cache, cacheKey } from "../cache.server";
import { http } from "../http.server";
import { type AccessToken, accessTokenResponse, type Dashboard, dashboard, syncResponse, userInfo } from "./contract";

/**
 * The field-view partner's calls (spec 000 §7). Every body carries the
 * grower's partner access token as `authorization`. Only user info is cached
 * (10 minutes, per token): the dashboard and its sync are what the grower is
 * waiting to see change. POSTs are never retried by the HTTP helper.
 */
const UPSTREAM = "field-view";

function endpoint(path: string): URL {
  return new URL(path, env.FIELD_VIEW_API_URL.replace(/\/?$/, "/"));
}

/** A linked grower's token (404 from the partner: not linked). */
export function exchangeToken(email: string): Promise<AccessToken> {
  return http.request({
    upstream: UPSTREAM,
    name: "field-view-token",
    url: endpoint("token"),
    method: "POST",
    body: { email },
    schema: accessTokenResponse,
    timeoutMs: 2_000,
    deadlineMs: 2_500,
  });
}

/** The grower authorised the portal at the partner: a new token. */
export function connectAccount(email: string): Promise<AccessToken> {
  return http.request({
    upstream: UPSTREAM,
    name: "field-view-connect",
    url: endpoint("connect"),
    method: "POST",
    body: { email },
    schema: accessTokenResponse,
    timeoutMs: 3_000,
    deadlineMs: 3_500,
  });
}

export function getUserInfo(token: string, locale: string) {
  return cache.get(
    cacheKey({ upstream: UPSTREAM, call: "user-info", locale, user: token }),
    { ttlMs: 600_000, staleMs: 600_000, name: "field-view-user-info" },
    () =>
      http.request({
        upstream: UPSTREAM,
        name: "field-view-user-info",
        url: endpoint("user-info"),
        method: "POST",
        body: { authorization: token },
        schema: userInfo,
        timeoutMs: 2_500,
        deadlineMs: 3_000,
      }),
  );
}

export function fetchDashboard(token: string, years: string[]): Promise<Dashboard> {
  return http.request({
    upstream: UPSTREAM,
    name: "field-view-dashboard",
    url: endpoint("dashboard"),
    method: "POST",
    body: { years, authorization: token },
    schema: dashboard,
    timeoutMs: 4_000,
    deadlineMs: 4_500,
  });
}

/**
 * One season's dashboard as the field history reads it (issue 31), kept 30 s: the dashboard reloads every 4 s while a
 * sync runs, and each reload asked the partner for every season again. The season on screen comes from the sync
 * itself (the history takes the dashboard's copy once it is done), and the export reads fresh: its file must match
 * the cards the grower sees.
 */
export function keptSeasonDashboard(token: string, season: string, locale: string): Promise<Dashboard> {
  return cache.get(
    cacheKey({ upstream: UPSTREAM, call: "season-dashboard", locale, user: token, params: { season } }),
    { ttlMs: 30_000, staleMs: 0, name: "field-view-season" },
    () => fetchDashboard(token, [season]),
  );
}

export function syncDashboard(token: string, years: string[]) {
  return http.request({
    upstream: UPSTREAM,
    name: "field-view-sync",
    url: endpoint("dashboard-sync"),
    method: "POST",
    body: { years, authorization: token },
    schema: syncResponse,
    timeoutMs: 5_000,
    deadlineMs: 5_500,
  });
}
