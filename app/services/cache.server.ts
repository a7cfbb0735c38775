import { currentRequestContext } from "./request-context.server";

/**
 * An in-process cache with the spec's lifetimes and stale-while-revalidate:
 * a fresh entry is served as is; a stale one is served at once while one
 * background refresh runs; when the upstream fails, the last good value is
 * served until it is too old (`staleMs` after expiry). Concurrent misses for
 * one key share a single upstream call.
 *
 * Entries live in three bounded classes, each with its own quota and its own
 * least-recently-used eviction: public data (the catalogue that keeps a product
 * page up through an upstream outage), personal data (one grower's), and "not
 * found" answers. Anonymous visitors can make as many "not found" and, signed
 * in, personal entries as they like; they only ever evict their own class.
 * (Issue 11 proposes @epic-web/cachified + lru-cache; decision 0013 says why
 * this module stays for now.)
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
}

export type CacheClass = "public" | "personal" | "missing";

/**
 * How many entries each class keeps. Public data is bounded by the catalogue itself (a few thousand entries
 * across locales); personal data by the growers active within its lifetimes; "not found" by nothing but this.
 */
export const CACHE_QUOTAS: Record<CacheClass, number> = { public: 5_000, personal: 5_000, missing: 1_000 };

interface Entry<T> {
  value: T;
  storedAt: number;
}

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

export function createCache({ quotas = CACHE_QUOTAS, now = Date.now } = {}) {
  const classes: Record<CacheClass, Map<string, Entry<unknown>>> = {
    public: new Map(),
    personal: new Map(),
    missing: new Map(),
  };
  const inFlight = new Map<string, Promise<unknown>>();

  function find(key: string): Entry<unknown> | undefined {
    for (const entries of Object.values(classes)) {
      const entry = entries.get(key);
      if (entry) {
        // Map keeps insertion order: moving a used entry to the end makes the first key the least recently used.
        entries.delete(key);
        entries.set(key, entry);
        return entry;
      }
    }
    return undefined;
  }

  function store(key: string, value: unknown, missing: boolean) {
    for (const entries of Object.values(classes)) entries.delete(key);
    const kind = classOf(key, missing);
    const entries = classes[kind];
    entries.set(key, { value, storedAt: now() });
    if (entries.size > quotas[kind]) entries.delete(entries.keys().next().value as string);
  }

  function refresh<T>(key: string, policy: CachePolicy, load: () => Promise<T>): Promise<T> {
    const pending = inFlight.get(key);
    if (pending) return pending as Promise<T>;
    const promise = load()
      .then((value) => {
        store(key, value, policy.isMissing?.(value as never) ?? false);
        return value;
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, promise);
    return promise;
  }

  async function get<T>(key: string, policy: CachePolicy, load: () => Promise<T>): Promise<T> {
    const entry = find(key) as Entry<T> | undefined;
    const age = entry ? now() - entry.storedAt : Infinity;
    const served = (outcome: string) => {
      if (policy.name) currentRequestContext()?.timings.push({ name: policy.name, durationMs: 0, outcome });
      return entry!.value;
    };
    if (entry && age < policy.ttlMs) return served("cache-hit");
    if (entry && age < policy.ttlMs + policy.staleMs) {
      // Stale: answer now, refresh in the background; a failed refresh keeps the old value.
      refresh(key, policy, load).catch(() => undefined);
      return served("stale");
    }
    return refresh(key, policy, load);
  }

  return {
    get,
    delete: (key: string) => Object.values(classes).some((entries) => entries.delete(key)),
    clear: () => Object.values(classes).forEach((entries) => entries.clear()),
    /** Entries per class. */
    sizes: (): Record<CacheClass, number> => ({
      public: classes.public.size,
      personal: classes.personal.size,
      missing: classes.missing.size,
    }),
  };
}

export const cache = createCache();
