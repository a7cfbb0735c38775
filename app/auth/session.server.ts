import { createCookie, createSessionStorage, type Session } from "@remix-run/node";
import { randomBytes } from "node:crypto";
import { env } from "~/env.server";
import { cookieValues } from "./cookie-names";
import { portalCookieName, SECURE_COOKIES } from "./cookie-policy.server";

/**
 * Server-side sessions: the cookie holds only a random id, so a login can
 * rotate it (a fixed id planted before login is worthless after) and logout
 * destroys it for good. The store is in memory: one process serves the portal
 * (docs/decisions/0005-sessions.md); a shared store replaces it behind this API.
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

interface Stored {
  data: Record<string, unknown>;
  expiresAt: number;
}

const store = new Map<string, Stored>();
const absoluteMs = env.SESSION_ABSOLUTE_HOURS * 3_600_000;

/** Drop sessions past their absolute lifetime every few minutes, so memory stays bounded. */
setInterval(() => {
  const now = Date.now();
  for (const [id, stored] of store) if (stored.expiresAt <= now) store.delete(id);
}, 300_000).unref();

export const sessionStorage = createSessionStorage({
  cookie,
  async createData(data) {
    const id = randomBytes(24).toString("base64url");
    store.set(id, { data: data as Record<string, unknown>, expiresAt: Date.now() + absoluteMs });
    return id;
  },
  async readData(id) {
    const stored = store.get(id);
    if (!stored || stored.expiresAt <= Date.now()) return null;
    return stored.data;
  },
  async updateData(id, data) {
    const stored = store.get(id);
    store.set(id, { data: data as Record<string, unknown>, expiresAt: stored?.expiresAt ?? Date.now() + absoluteMs });
  },
  async deleteData(id) {
    store.delete(id);
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

export const IDLE_TIMEOUT_MS = env.SESSION_IDLE_MINUTES * 60_000;
export const ABSOLUTE_TIMEOUT_MS = absoluteMs;

/** Keys this module keeps in every logged-in session. */
const LOGIN_AT = "loginAt";
const SEEN_AT = "seenAt";

/**
 * Whether a logged-in session is still alive: within the idle timeout since the
 * last request and the absolute timeout since login. A live session is touched
 * (its idle clock restarts) without a new cookie; a dead one is destroyed.
 */
export async function keepSessionAlive(session: Session, now = Date.now()): Promise<boolean> {
  const loginAt = Number(session.get(LOGIN_AT));
  const seenAt = Number(session.get(SEEN_AT));
  if (!loginAt || !seenAt) return false;
  if (now - seenAt > IDLE_TIMEOUT_MS || now - loginAt > ABSOLUTE_TIMEOUT_MS) {
    if (session.id) await sessionStorage.destroySession(session);
    return false;
  }
  // Written to the store directly: the cookie holds only the id, so no new Set-Cookie is needed.
  session.set(SEEN_AT, now);
  const stored = session.id ? store.get(session.id) : undefined;
  if (stored) stored.data[SEEN_AT] = now;
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
