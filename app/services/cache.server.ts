import { type Cache, type CacheEntry, cachified, isExpired } from "@epic-web/cachified";
import { LRUCache } from "lru-cache";

import { currentRequestContext } from "./request-context.server";
import { scopedKey } from "./test-scope.server";

/**
 * The upstream cache: @epic-web/cachified over bounded lru-cache stores
 * (decision 0019). cachified gives the spec's lifetimes with
 * stale-while-revalidate (a stale value is served at once while one background
 * refresh runs; a failed refresh leaves the last good value until it is too
 * old) and shares one upstream call between concurrent misses of a key.
 *
 * What is ours: the keys (locale always, user for personal data), the
 * Server-Timing outcome of a value served from the cache, and three classes of
 * entries, each its own least-recently-used store with its own quota: public
 * data (the catalogue that keeps a product page up through an outage),
 * personal data (one grower's), and "not found" answers. A flood of unknown
 * products or of personal entries only ever evicts its own class (decision 0013).
 */

/** Spec 000 §9, 001 §9, 002 §9. */
export const LIFETIMES = {
  /** Loyalty recommendations (recommended services): about 59 minutes. */
  loyaltyRecommendations: 3_540_000,
  /** Products: 30 minutes. */
  products: 1_800_000,
  /** Currency quotes and digital finance: 10 minutes. */
  quotes: 600_000,
  finance: 600_000,
  /** Member data: not in the spec; short, so stars and points follow purchases quickly. */
  member: 300_000,
} as const;

export interface CachePolicy {
  ttlMs: number;
  /** How long past expiry a value may still be served (while refreshing, or when the upstream fails). */
  staleMs: number;
  /** The call's name in Server-Timing, so a response says when its data came from the cache. */
  name?: string;
  /** True when the upstream's answer means "no such thing" (an unknown product): cached under its own quota. */
  isMissing?: (value: never) => boolean;
  /**
   * True when a kept value no longer answers today's question whatever its age (a forecast kept from before the
   * place's midnight starts yesterday): it is asked for again at once, and served only if the upstream fails.
   */
  outlived?: (value: never) => boolean;
}

export type CacheClass = "public" | "personal" | "missing";

/**
 * How many entries each class keeps. Public data is bounded by the catalogue itself (a few thousand entries
 * across locales); personal data by the growers active within its lifetimes; "not found" by nothing but this.
 */
const CACHE_QUOTAS: Record<CacheClass, number> = { public: 5_000, personal: 5_000, missing: 1_000 };

export interface CacheKeyParts {
  upstream: string;
  call: string;
  locale: string;
  /** Required for anything personal: the user's id. */
  user?: string;
  params?: Record<string, string | number | boolean | null | undefined>;
}

/** Keys always carry the locale, and the user for personal data. */
export function cacheKey({ upstream, call, locale, user, params }: CacheKeyParts): string {
  const query = params
    ? Object.entries(params)
        .filter(([, v]) => v !== undefined && v !== null)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => `${k}=${String(v)}`)
        .join("&")
    : "";
  return [upstream, call, locale, user ? `user:${user}` : "public", query].join("|");
}

/** The class of a key built by `cacheKey`: its fourth part is "user:…" for personal data. */
function classOf(key: string, missing: boolean): CacheClass {
  if (missing) return "missing";
  return key.split("|")[3]?.startsWith("user:") ? "personal" : "public";
}

/** What is stored: the upstream's value and the class it was filed under when it arrived. */
interface Filed {
  value: unknown;
  cacheClass: CacheClass;
}

/** One cachified store over three lru-caches: an entry lives in the class its value was filed under. */
function classedStore(quotas: Record<CacheClass, number>) {
  const classes = Object.fromEntries(
    Object.entries(quotas).map(([name, max]) => [name, new LRUCache<string, CacheEntry<Filed>>({ max })]),
  ) as Record<CacheClass, LRUCache<string, CacheEntry<Filed>>>;
  const all = Object.values(classes);

  const store: Cache<Filed> = {
    name: "upstream cache",
    get: (key) => {
      // lru-cache's get marks the entry as recently used in its class.
      for (const entries of all) {
        const entry = entries.get(key);
        if (entry) return entry;
      }
      return undefined;
    },
    set: (key, entry) => {
      // A product that appears after a "not found" moves class: it must not linger in the other one.
      for (const entries of all) entries.delete(key);
      // No lru-cache TTL: cachified judges age; the quota bounds memory, and an entry nobody asks for goes first.
      classes[entry.value.cacheClass].set(key, entry);
    },
    delete: (key) => all.map((entries) => entries.delete(key)).some(Boolean),
  };
  return { store, classes };
}

/** What Server-Timing says of a value served from the cache (a value loaded now says what the HTTP call says). */
type CacheOutcome = "cache-hit" | "stale";

export function createCache({ quotas = CACHE_QUOTAS } = {}) {
  // One store object for the process: cachified shares concurrent calls per store and key.
  const { store, classes } = classedStore(quotas);

  async function get<T>(unscopedKey: string, policy: CachePolicy, load: () => Promise<T>): Promise<T> {
    // In the browser suite each test has a cache of its own (app/services/test-scope.server.ts).
    const key = scopedKey(unscopedKey);
    let answer = await read<T>(key, policy, load, false);
    if (answer.served && policy.outlived?.(answer.value as never)) {
      // Asked again at once. If that fails, the kept value answers within its lifetimes (cachified's own fallback
      // would file it again as new, so it is not used).
      const kept = answer;
      answer = await read<T>(key, policy, load, true).catch(() => kept);
    }
    if (answer.served && policy.name)
      currentRequestContext()?.timings.push({ name: policy.name, durationMs: 0, outcome: answer.served });
    return answer.value;
  }

  async function read<T>(key: string, policy: CachePolicy, load: () => Promise<T>, forceFresh: boolean) {
    let outcome: CacheOutcome = "cache-hit";
    let served: CacheOutcome | undefined;
    const filed = await cachified<Filed>(
      {
        key,
        cache: store,
        ttl: policy.ttlMs,
        staleWhileRevalidate: policy.staleMs,
        forceFresh,
        fallbackToCache: false,
        async getFreshValue() {
          const value = await load();
          return { value, cacheClass: classOf(key, policy.isMissing?.(value as never) ?? false) };
        },
      },
      () => (event) => {
        // A value read past its lifetime but within its stale window is served while it refreshes.
        if (event.name === "getCachedValueRead" && event.entry)
          outcome = isExpired((event.entry as CacheEntry).metadata) ? "stale" : "cache-hit";
        if (event.name === "getCachedValueSuccess") served = outcome;
      },
    );
    return { value: filed.value as T, served };
  }

  return {
    get,
    /** Entries per class. */
    sizes: (): Record<CacheClass, number> => ({
      public: classes.public.size,
      personal: classes.personal.size,
      missing: classes.missing.size,
    }),
  };
}

export const cache = createCache();
