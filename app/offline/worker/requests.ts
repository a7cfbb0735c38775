/**
 * Which requests the service worker takes care of, and how. Only navigations of our own origin: a page (GET), a
 * form (POST), or signing out; everything else (assets, data requests, other origins) goes to the network untouched.
 */
export type Handling = "page" | "form" | "sign-out" | "none";

/**
 * Where a grower's session ends: the sign-out form's target, the page the identity provider returns to afterwards,
 * and the sign-in callback (a new session replaces whatever the device kept for the one before: an account switch or
 * a timed-out session has no sign-out). app/routes.ts.
 */
const SIGN_OUT_PATHS = ["/api/auth/logout", "/api/auth/signed-out", "/api/auth/callback"];

/** Addresses that are never pages to keep: sign-in round trips, resource routes, the worker itself. */
const NEVER_KEPT = /^\/(api|assets|media)\/|^\/sw\.js$/;

export interface RequestLike {
  url: string;
  method: string;
  mode: string;
}

export function handlingOf(request: RequestLike, origin: string): Handling {
  const url = new URL(request.url);
  if (url.origin !== origin || request.mode !== "navigate") return "none";
  if (SIGN_OUT_PATHS.includes(url.pathname)) return "sign-out";
  if (NEVER_KEPT.test(url.pathname)) return "none";
  if (request.method === "GET") return "page";
  if (request.method === "POST") return "form";
  return "none";
}

/**
 * Whether an answer may be kept on the device: a whole HTML page (200) that does not forbid storing. Personal pages
 * say `private, no-cache` (kept, revalidated) while a receipt says `no-store` (never kept).
 */
export function isKeepable(status: number, headers: Headers): boolean {
  if (status !== 200) return false;
  if (!(headers.get("content-type") ?? "").startsWith("text/html")) return false;
  return !/(^|[,\s])no-store($|[,\s])/i.test(headers.get("cache-control") ?? "");
}

/** The key a page is kept under: its path and query, never its fragment. */
export function pageKey(url: string): string {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
}
