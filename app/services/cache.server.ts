import { currentRequestContext } from "./request-context.server";

/**
 * An in-process cache with the spec's lifetimes and stale-while-revalidate:
 * a fresh entry is served as is; a stale one is served at once while one
 * background refresh runs; when the upstream fails, the last good value is
 * served until it is too old (`staleMs` after expiry). Concurrent misses for
 * one key share a single upstream call.
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
}

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
    ? Object.entries(params).filter(([, v]) => v !== undefined && v !== null).sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => `${k}=${String(v)}`).join("&")
    : "";
  return [upstream, call, locale, user ? `user:${user}` : "public", query].join("|");
}

export function createCache({ maxEntries = 5_000, now = Date.now } = {}) {
  const entries = new Map<string, Entry<unknown>>();
  const inFlight = new Map<string, Promise<unknown>>();

  function store(key: string, value: unknown) {
    entries.delete(key);
    entries.set(key, { value, storedAt: now() });
    // Map keeps insertion order: the first key is the least recently stored.
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
  }

  function refresh<T>(key: string, load: () => Promise<T>): Promise<T> {
    const pending = inFlight.get(key);
    if (pending) return pending as Promise<T>;
    const promise = load()
      .then((value) => {
        store(key, value);
        return value;
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, promise);
    return promise;
  }

  async function get<T>(key: string, policy: CachePolicy, load: () => Promise<T>): Promise<T> {
    const entry = entries.get(key) as Entry<T> | undefined;
    const age = entry ? now() - entry.storedAt : Infinity;
    const served = (outcome: string) => {
      if (policy.name) currentRequestContext()?.timings.push({ name: policy.name, durationMs: 0, outcome });
      return entry!.value;
    };
    if (entry && age < policy.ttlMs) return served("cache-hit");
    if (entry && age < policy.ttlMs + policy.staleMs) {
      // Stale: answer now, refresh in the background; a failed refresh keeps the old value.
      refresh(key, load).catch(() => undefined);
      return served("stale");
    }
    return refresh(key, load);
  }

  return {
    get,
    delete: (key: string) => entries.delete(key),
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
  };
}

export const cache = createCache();
