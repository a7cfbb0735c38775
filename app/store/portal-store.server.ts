import { env } from "~/env.server";
import { log } from "~/services/log.server";

import { openStore, type Store } from "./store.server";

/**
 * The one store of this process. server/portal.ts and the Remix build are two
 * module graphs in production, so the instance lives on globalThis: both must
 * share it (two embedded engines on one data directory would corrupt it).
 */
type StoreState = "starting" | "ready" | "failed" | "stopped";

interface Holder {
  promise: Promise<Store>;
  state: StoreState;
  error: string | null;
  stoppers: Array<() => Promise<void>>;
}

const global = globalThis as typeof globalThis & { __surcoStore?: Holder; __surcoStoreError?: string };

/** Opens the store (and runs its migrations) once; every later call gets the same one. */
export function portalStore(): Promise<Store> {
  if (!global.__surcoStore) {
    const holder: Holder = { state: "starting", error: null, stoppers: [], promise: null as never };
    holder.promise = openStore({ databaseUrl: env.DATABASE_URL, redisUrl: env.REDIS_URL, dataDir: env.DATA_DIR }).then(
      (store) => {
        holder.state = "ready";
        log("info", "store ready", { engine: store.engine, redis: Boolean(store.redis) });
        return store;
      },
      (error: unknown) => {
        holder.state = "failed";
        holder.error = error instanceof Error ? error.message : String(error);
        global.__surcoStoreError = holder.error;
        log("error", "store failed to open", { error: holder.error });
        // The next request tries again: a database that was still starting must not need a portal restart.
        global.__surcoStore = undefined;
        throw error;
      },
    );
    holder.promise.catch(() => undefined);
    global.__surcoStore = holder;
  }
  return global.__surcoStore.promise;
}

/** Registers work to stop before the store closes (the outbox worker): it runs at shutdown, in order. */
export function beforeStoreCloses(stop: () => Promise<void>) {
  portalStore().catch(() => undefined);
  global.__surcoStore?.stoppers.push(stop);
}

export interface StoreHealth {
  state: StoreState | "unreachable";
  engine: string | null;
  redis: "off" | "ok" | "unreachable";
  error?: string;
}

/** What /healthz reports and /readyz decides on: opening (migrations running), ready, or unreachable. */
export async function storeHealth(timeoutMs = 2_000): Promise<StoreHealth> {
  const holder = global.__surcoStore;
  if (!holder)
    return {
      state: "failed",
      engine: null,
      redis: env.REDIS_URL ? "unreachable" : "off",
      error: global.__surcoStoreError ?? "not opened",
    };
  if (holder.state !== "ready")
    return {
      state: holder.state,
      engine: null,
      redis: env.REDIS_URL ? "unreachable" : "off",
      error: holder.error ?? undefined,
    };
  const store = await holder.promise;
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error("timed out")), timeoutMs).unref(),
  );
  const redis: StoreHealth["redis"] = store.redis ? (store.redis.status === "ready" ? "ok" : "unreachable") : "off";
  try {
    await Promise.race([store.ping(), timeout]);
    return { state: "ready", engine: store.engine, redis };
  } catch (error) {
    return {
      state: "unreachable",
      engine: store.engine,
      redis,
      error: error instanceof Error ? error.message : String(error),
    };
  }
}

/** Shutdown: stops the registered workers (they finish what they hold), then closes the store. */
export async function closePortalStore(): Promise<void> {
  const holder = global.__surcoStore;
  if (!holder) return;
  holder.state = "stopped";
  for (const stop of holder.stoppers) await stop().catch(() => undefined);
  const store = await holder.promise.catch(() => null);
  await store?.close();
  global.__surcoStore = undefined;
}
