import type { AppLoadContext } from "@remix-run/node";
import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { env } from "~/env.server";

/**
 * Rate limits per named route and client, counted by rate-limiter-flexible. A
 * route module calls `await enforceRateLimit(context, "login")` from its own
 * loader or action, so a limit belongs to exactly that route: it cannot catch
 * another path that merely contains the same words. The client is `clientIp`,
 * which Express derives trusting exactly TRUST_PROXY_HOPS proxies, no more.
 *
 * Where the counters live is a `RateLimitStore`: in memory in this process
 * today (each key expires with its window, so a flood of clients costs memory
 * for one window and never resets anyone else's count); a shared store
 * (rate-limiter-flexible's Redis or PostgreSQL limiters) plugs in by passing
 * another store to `createRateLimits`.
 */
export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

/** Builds the counter of one named rule; rate-limiter-flexible ships one per backend. */
export type RateLimitStore = (name: string, rule: RateLimitRule) => RateLimiterAbstract;

export const memoryStore: RateLimitStore = (name, rule) =>
  new RateLimiterMemory({ keyPrefix: name, points: rule.limit, duration: Math.ceil(rule.windowMs / 1000) });

export const RATE_LIMITS = {
  login: { limit: env.RATE_LIMIT_PER_MINUTE, windowMs: 60_000 },
  callback: { limit: env.RATE_LIMIT_PER_MINUTE, windowMs: 60_000 },
  /** Seed-lot lookups (the checker page and /api/partners/cultivio/corn-batch/ share one allowance). */
  "seed-quality": { limit: env.RATE_LIMIT_PER_MINUTE, windowMs: 60_000 },
  /** Connecting a field-view account (a POST that asks the partner for a token). */
  "field-view-connect": { limit: env.RATE_LIMIT_PER_MINUTE, windowMs: 60_000 },
  /** Content-Security-Policy violation reports (server/csp-reports.ts): a page may send a few at once. */
  "csp-report": { limit: 60, windowMs: 60_000 },
} satisfies Record<string, RateLimitRule>;

export type RateLimitName = keyof typeof RATE_LIMITS;

export function createRateLimits<Name extends string>(rules: Record<Name, RateLimitRule>, store: RateLimitStore = memoryStore) {
  const limiters = new Map<Name, RateLimiterAbstract>();
  for (const name of Object.keys(rules) as Name[]) limiters.set(name, store(name, rules[name]));
  return {
    /** Counts one hit of `client` on `name`; returns the seconds to wait when over the limit, else 0. */
    async hit(name: Name, client: string): Promise<number> {
      try {
        await limiters.get(name)!.consume(client);
        return 0;
      } catch (refusal) {
        if (refusal instanceof RateLimiterRes) return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
        throw refusal; // the store itself failed: not a verdict on the client
      }
    },
  };
}

const limits = createRateLimits(RATE_LIMITS);

/** Seconds `client` must wait before using `name` again (0: go ahead), counting this hit. */
export function rateLimitWait(name: RateLimitName, client: string): Promise<number> {
  return limits.hit(name, client);
}

/** Throws a 429 with Retry-After when this client has used up the route's allowance. */
export async function enforceRateLimit(context: AppLoadContext, name: RateLimitName): Promise<void> {
  const retryAfter = await rateLimitWait(name, context.clientIp);
  if (retryAfter > 0) {
    throw new Response("Too many requests", { status: 429, headers: { "retry-after": String(retryAfter) } });
  }
}
