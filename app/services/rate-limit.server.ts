import type { AppLoadContext } from "@remix-run/node";
import { env } from "~/env.server";

/**
 * Fixed-window rate limits, per named route and client. A route module calls
 * `enforceRateLimit(context, "login")` from its own loader or action,
 * so a limit belongs to exactly that route: it cannot catch another path that
 * merely contains the same words.
 */
export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

export const RATE_LIMITS: Record<string, RateLimitRule> = {
  login: { limit: env.RATE_LIMIT_PER_MINUTE, windowMs: 60_000 },
  callback: { limit: env.RATE_LIMIT_PER_MINUTE, windowMs: 60_000 },
  /** Seed-lot lookups (the checker page and /api/partners/cultivio/corn-batch/ share one allowance). */
  "seed-quality": { limit: env.RATE_LIMIT_PER_MINUTE, windowMs: 60_000 },
  /** Connecting a field-view account (a POST that asks the partner for a token). */
  "field-view-connect": { limit: env.RATE_LIMIT_PER_MINUTE, windowMs: 60_000 },
};

export function createRateLimiter(now: () => number = Date.now) {
  const windows = new Map<string, { startedAt: number; count: number }>();
  return {
    /** Counts one hit; returns the seconds to wait when over the limit, else 0. */
    hit(key: string, rule: RateLimitRule): number {
      const t = now();
      const current = windows.get(key);
      if (!current || t - current.startedAt >= rule.windowMs) {
        windows.set(key, { startedAt: t, count: 1 });
        if (windows.size > 50_000) windows.clear(); // a flood of clients must not exhaust memory
        return 0;
      }
      current.count += 1;
      return current.count > rule.limit ? Math.ceil((current.startedAt + rule.windowMs - t) / 1000) : 0;
    },
  };
}

const limiter = createRateLimiter();

/** Throws a 429 with Retry-After when this client has used up the route's allowance. */
export function enforceRateLimit(context: AppLoadContext, route: keyof typeof RATE_LIMITS): void {
  const rule = RATE_LIMITS[route];
  const retryAfter = limiter.hit(`${route}|${context.clientIp}`, rule);
  if (retryAfter > 0) {
    throw new Response("Too many requests", { status: 429, headers: { "retry-after": String(retryAfter) } });
  }
}
