import { createCookie, createSessionStorage, type Session } from "@remix-run/node";

import { env } from "~/env.server";
import { beforeStoreCloses, portalStore } from "~/store/portal-store.server";
import { cachedSessionRecords, sessionChanges } from "~/store/session-cache.server";
import { type SessionRecords, sessionRecords } from "~/store/sessions.server";

import { cookieValues } from "./cookie-names";
import { portalCookieName, SECURE_COOKIES } from "./cookie-policy.server";

/**
 * Server-side sessions: the cookie holds only a random id, so a login can
 * rotate it (a fixed id planted before login is worthless after) and logout
 * destroys it for good. The records live in the portal's store (app/store,
 * docs/decisions/0017-store.md), so they survive restarts and are shared by instances.
 */

/** `__Host-surco_session` when Secure: no subdomain or plain-http page can plant or shadow it. */
export const SESSION_COOKIE = portalCookieName("surco_session", "/");

const cookie = createCookie(SESSION_COOKIE, {
  httpOnly: true,
  secure: SECURE_COOKIES,
  sameSite: "lax",
  path: "/",
  secrets: [env.SESSION_SECRET],
  maxAge: env.SESSION_ABSOLUTE_HOURS * 3600,
});

const absoluteMs = env.SESSION_ABSOLUTE_HOURS * 3_600_000;
const idleMs = env.SESSION_IDLE_MINUTES * 60_000;

/**
 * The session records of the portal's store (app/store): shared by every instance, kept across restarts, and read
 * through this process's cache, which every instance's changes invalidate (app/store/session-cache.server.ts).
 */
let opened: Promise<SessionRecords> | null = null;
function records(): Promise<SessionRecords> {
  opened ??= portalStore().then(
    (store) => {
      const changes = sessionChanges(store);
      beforeStoreCloses(() => changes.close());
      return cachedSessionRecords(sessionRecords(store, { absoluteMs, idleMs }), changes);
    },
    (error: unknown) => {
      opened = null; // the store did not open: the next request tries again
      throw error;
    },
  );
  return opened;
}

export const sessionStorage = createSessionStorage({
  cookie,
  async createData(data) {
    return (await records()).create(data as Record<string, unknown>);
  },
  async readData(id) {
    return (await records()).read(id);
  },
  async updateData(id, data) {
    await (await records()).update(id, data as Record<string, unknown>);
  },
  async deleteData(id) {
    await (await records()).delete(id);
  },
});

/**
 * The request's session. A browser can carry several cookies of the session's
 * name (another path or domain, a planted one): the first that names a live
 * session wins, so a stray copy ahead of the real one cannot sign anyone out.
 */
export async function getSession(request: Request): Promise<Session> {
  for (const value of cookieValues(request.headers.get("cookie"), SESSION_COOKIE)) {
    const session = await sessionStorage.getSession(`${SESSION_COOKIE}=${value}`);
    if (Object.keys(session.data).length > 0) return session;
  }
  return sessionStorage.getSession();
}

export const IDLE_TIMEOUT_MS = idleMs;
export const ABSOLUTE_TIMEOUT_MS = absoluteMs;

/** Keys this module keeps in every logged-in session. */
const LOGIN_AT = "loginAt";
const SEEN_AT = "seenAt";
/**
 * The idle clock is written at most this often (issue 28): a write per request was a store query per page, and an
 * idle timeout counted in tens of minutes does not need the second.
 */
export const SEEN_AT_EVERY_MS = 60_000;

/**
 * Whether a logged-in session is still alive: within the idle timeout since the
 * last request and the absolute timeout since login. A live session is touched
 * (its idle clock restarts, at most once a minute) without a new cookie; a dead one is destroyed.
 */
export async function keepSessionAlive(session: Session, now = Date.now()): Promise<boolean> {
  const loginAt = Number(session.get(LOGIN_AT));
  const seenAt = Number(session.get(SEEN_AT));
  if (!loginAt || !seenAt) return false;
  if (now - seenAt > IDLE_TIMEOUT_MS || now - loginAt > ABSOLUTE_TIMEOUT_MS) {
    if (session.id) await sessionStorage.destroySession(session);
    return false;
  }
  if (now - seenAt < SEEN_AT_EVERY_MS) return true;
  // Written to the store directly: the cookie holds only the id, so no new Set-Cookie is needed.
  session.set(SEEN_AT, now);
  if (session.id) await (await records()).touch(session.id, SEEN_AT, now);
  return true;
}

/** A brand-new session (a new id) for a user who just logged in: the rotation at login. */
export async function startLoggedInSession(values: Record<string, unknown>): Promise<Session> {
  const session = await sessionStorage.getSession();
  const now = Date.now();
  for (const [key, value] of Object.entries(values)) session.set(key, value);
  session.set(LOGIN_AT, now);
  session.set(SEEN_AT, now);
  return session;
}
