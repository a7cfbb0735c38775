import { createHash } from "node:crypto";

import { createCookie } from "@remix-run/node";

import { portalCookieName, SECURE_COOKIES } from "~/auth/cookie-policy.server";
import { COOKIE_MAX_AGE_SECONDS, type Progress, progressOf } from "~/domain/onboarding/steps";
import { env } from "~/env.server";

/**
 * The firstAccessOnboarding cookie (spec 000 §3 §4 §8 §9): each grower's progress under a hash of their email,
 * so several growers may share a browser and none of their addresses is written in it. Signed, so a planted value
 * counts as none; ten years' max age; anything that does not parse (a bad signature, another shape) falls back to
 * the defaults.
 */
export const ONBOARDING_COOKIE = "firstAccessOnboarding";

const onboardingCookie = createCookie(portalCookieName(ONBOARDING_COOKIE, "/"), {
  path: "/",
  httpOnly: true,
  sameSite: "lax",
  secure: SECURE_COOKIES,
  maxAge: COOKIE_MAX_AGE_SECONDS,
  secrets: [env.SESSION_SECRET],
});

/** The key a grower's progress is kept under: SHA-256 of the trimmed, lower-cased email, hex. */
export function emailKey(email: string): string {
  return createHash("sha256").update(email.trim().toLowerCase()).digest("hex");
}

type Stored = Record<string, unknown>;

async function storedOf(request: Request): Promise<Stored> {
  try {
    const value: unknown = await onboardingCookie.parse(request.headers.get("cookie"));
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Stored) : {};
  } catch {
    return {};
  }
}

/** This grower's progress in the request's cookie, or the defaults. */
export async function readProgress(request: Request, email: string): Promise<Progress> {
  return progressOf((await storedOf(request))[emailKey(email)]);
}

/** The Set-Cookie header that keeps this grower's progress beside the others' already in the cookie. */
export async function saveProgress(request: Request, email: string, progress: Progress): Promise<string> {
  const stored = await storedOf(request);
  return onboardingCookie.serialize({ ...stored, [emailKey(email)]: progress });
}
