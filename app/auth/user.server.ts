import { redirect } from "@remix-run/node";

import { type Locale, localePrefix } from "~/countries";
import { isUpstreamError } from "~/services/errors";
import { log } from "~/services/log.server";
import { getMember } from "~/services/loyalty/client.server";
import { currentRequestContext, markPersonal } from "~/services/request-context.server";

import { maySignIn } from "./gates";
import { loginNoticeHref } from "./login-notice";
import { loginHref } from "./return-address";
import { getSession, keepSessionAlive } from "./session.server";
import { ANONYMOUS, type SessionUser, type UserContext } from "./user";

/** The logged-in user of this request, or null (no session, idle or absolute timeout). */
export async function sessionUser(request: Request): Promise<SessionUser | null> {
  const session = await getSession(request);
  const user = session.get("user") as SessionUser | undefined;
  if (!user) return null;
  if (!(await keepSessionAlive(session))) return null;
  // Whatever is built from here on is this user's: entry.server answers it private (app/http-cache/cache-policy.ts).
  markPersonal();
  return user;
}

async function assemble(request: Request, locale: Locale): Promise<UserContext> {
  const user = await sessionUser(request);
  if (!user) return ANONYMOUS;
  if (!user.document) return { isLoggedIn: true, user, memberName: null, orbia: null, loyalty: "not-member" };
  try {
    const member = await getMember(user.document, locale);
    return {
      isLoggedIn: true,
      user,
      memberName: member.nmMember,
      orbia: {
        stars: member.stars,
        acceleratorMix: member.acceleratorMix,
        acceleratorFrequency: member.acceleratorFrequency,
      },
      loyalty: "member",
    };
  } catch (error) {
    if (isUpstreamError(error) && error.status === 404) {
      return { isLoggedIn: true, user, memberName: null, orbia: null, loyalty: "not-member" };
    }
    // The loyalty programme being down degrades the account menu, never the page.
    log("warn", "user context without loyalty data", { reason: (error as Error).message });
    return { isLoggedIn: true, user, memberName: null, orbia: null, loyalty: "unavailable" };
  }
}

const memo = new WeakMap<object, Promise<UserContext>>();

/** The user context, assembled once per request however many loaders ask. */
export function getUserContext(request: Request, locale: Locale): Promise<UserContext> {
  const key = currentRequestContext() ?? request;
  let pending = memo.get(key);
  if (!pending) {
    pending = assemble(request, locale);
    memo.set(key, pending);
  }
  return pending;
}

/**
 * Guard for anything personal: anonymous visitors go to login and come back to
 * this very address (query kept); a user off their country's post-login
 * allow-list (a session from before the list changed) is told why.
 */
export async function requireUser(request: Request, locale: Locale): Promise<UserContext & { user: SessionUser }> {
  const context = await getUserContext(request, locale);
  if (!context.isLoggedIn || !context.user) throw redirect(loginHref(new URL(request.url)));
  if (!maySignIn(context.user)) throw redirect(loginNoticeHref(localePrefix(locale), "refused"));
  return context as UserContext & { user: SessionUser };
}
