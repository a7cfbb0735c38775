import type { AppLoadContext } from "@remix-run/node";
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";

import { env } from "~/env.server";

/**
 * Rate limits per named route and client, counted by rate-limiter-flexible. A
 * route module calls `await enforceRateLimit(context, "login")` from its own
 * loader or action, so a limit belongs to exactly that route: it cannot catch
 * another path that merely contains the same words. The client is `clientIp`,
 * which Express derives trusting exactly TRUST_PROXY_HOPS proxies, no more.
 *
 * Where the counters live is a `RateLimitBackend`: with REDIS_URL or DATABASE_URL,
 * the portal store's Redis or PostgreSQL (app/store/rate-limiters.server.ts), so
 * every instance counts against one allowance; otherwise this process's memory.
 * Each key expires with its window, so a flood of clients costs memory for one
 * window and never resets anyone else's count.
 */
export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

/**
 * Builds the limiter of one named rule. `local` is the rule's in-process limiter: a backend returns it
 * (memory) or passes it to a shared limiter as the library's `insuranceLimiter`, which counts while the
 * shared store fails.
 */
export type RateLimitBackend = (name: string, rule: RateLimitRule, local: RateLimiterMemory) => RateLimiterAbstract;

export const processMemory: RateLimitBackend = (_name, _rule, local) => local;

export const RATE_LIMITS = {
  login: { limit: env.RATE_LIMIT_PER_MINUTE, windowMs: 60_000 },
  callback: { limit: env.RATE_LIMIT_PER_MINUTE, windowMs: 60_000 },
  /** Seed-lot lookups (the checker page and /api/partners/cultivio/corn-batch/ share one allowance). */
  "seed-quality": { limit: env.RATE_LIMIT_PER_MINUTE, windowMs: 60_000 },
  /** Connecting a field-view account (a POST that asks the partner for a token). */
  "field-view-connect": { limit: env.RATE_LIMIT_PER_MINUTE, windowMs: 60_000 },
  /** The content site's newsletter, marketing and contact forms and the preference centre (decision 0044). */
  "marketing-forms": { limit: env.RATE_LIMIT_PER_MINUTE, windowMs: 60_000 },
  /**
   * Confirmation codes sent and tried, per grower and contact (a WhatsApp number, an e-mail address; issue 30): a code
   * is six digits, and sending costs.
   */
  "alert-codes": { limit: 6, windowMs: 3_600_000 },
  /** Content-Security-Policy violation reports (server/csp-reports.ts): a page may send a few at once. */
  "csp-report": { limit: 60, windowMs: 60_000 },
} satisfies Record<string, RateLimitRule>;

export type RateLimitName = keyof typeof RATE_LIMITS;

/**
 * The limits of `rules`, counted where `backend` says. The backend is asked for on the first hit, not at
 * load: the shared one needs the portal store, which opens (and migrates) after the server starts. When it
 * cannot be had (the store failed to open), the hit counts in the rule's in-process limiter and the next asks again.
 */
export function createRateLimits<Name extends string>(
  rules: Record<Name, RateLimitRule>,
  backend: () => Promise<RateLimitBackend> = async () => processMemory,
) {
  const names = Object.keys(rules) as Name[];
  const local = new Map(
    names.map((name) => {
      const rule = rules[name];
      return [
        name,
        new RateLimiterMemory({ keyPrefix: name, points: rule.limit, duration: Math.ceil(rule.windowMs / 1000) }),
      ];
    }),
  );
  let limiters: Promise<Map<Name, RateLimiterAbstract>> | null = null;
  const resolve = () => {
    limiters ??= backend().then(
      (build) => new Map(names.map((name) => [name, build(name, rules[name], local.get(name)!)])),
      (error: unknown) => {
        limiters = null; // ask again on the next hit
        throw error;
      },
    );
    return limiters;
  };
  return {
    /** Counts one hit of `client` on `name`; returns the seconds to wait when over the limit, else 0. */
    async hit(name: Name, client: string): Promise<number> {
      const limiter = await resolve().then(
        (built) => built.get(name)!,
        () => local.get(name)!,
      );
      try {
        await limiter.consume(client);
        return 0;
      } catch (refusal) {
        if (refusal instanceof RateLimiterRes) return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
        throw refusal; // the limiter itself failed (a shared one without insurance): not a verdict on the client
      }
    },
  };
}

/**
 * Counted in the portal store when it is shared (REDIS_URL or DATABASE_URL); the embedded engine belongs to
 * one process, so memory is exact there and the store is not even opened for it. The store module is imported
 * on first use only. Production loads app/ twice (server.ts and the Remix build): the limits live on globalThis
 * so both count together.
 */
const sharedBackend = async (): Promise<RateLimitBackend> => {
  if (!env.REDIS_URL && !env.DATABASE_URL) return processMemory;
  const [{ portalStore }, { storeRateLimits }] = await Promise.all([
    import("~/store/portal-store.server"),
    import("~/store/rate-limiters.server"),
  ]);
  return storeRateLimits(await portalStore());
};

const global = globalThis as typeof globalThis & {
  __surcoRateLimits?: ReturnType<typeof createRateLimits<RateLimitName>>;
};
const limits = (global.__surcoRateLimits ??= createRateLimits(RATE_LIMITS, sharedBackend));

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
