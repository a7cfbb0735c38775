import { produceAlerts } from "~/alerts/producer.server";
import { env } from "~/env.server";
import { log } from "~/services/log.server";
import type { OutboxBacklog } from "~/services/metrics.server";

import { purgeEndedLeases } from "./leases.server";
import { portalOutbox } from "./portal-outbox.server";
import { beforeStoreCloses, closePortalStore, portalStore, storeHealth } from "./portal-store.server";
import { purgeEndedRateLimits } from "./rate-limiters.server";
import { sessionRecords } from "./sessions.server";

/**
 * What the server does with the store around its life: open it at boot
 * (migrations run then; /readyz answers 503 meanwhile), start the outbox worker
 * and the purge of ended sessions, report health, and drain at shutdown.
 * server/portal.ts calls these and nothing else of app/store.
 */
const PURGE_EVERY_MS = 300_000;
/** A store that cannot be opened at boot (a database still starting) is tried again, waiting 1 s, 2 s … up to 30 s. */
const RETRY_FIRST_MS = 1_000;
const RETRY_MAX_MS = 30_000;

let retry: NodeJS.Timeout | null = null;

export function startStoreServices(retryMs = RETRY_FIRST_MS): void {
  retry = null;
  portalStore()
    .then(async (store) => {
      const outbox = await portalOutbox();
      outbox.start();
      const sessions = sessionRecords(store, {
        absoluteMs: env.SESSION_ABSOLUTE_HOURS * 3_600_000,
        idleMs: env.SESSION_IDLE_MINUTES * 60_000,
      });
      // Ended sessions, rate-limit windows, leases and long-settled submissions are deleted: the tables hold what is alive.
      const purge = setInterval(() => {
        const purges = [sessions.purgeExpired(), purgeEndedRateLimits(store), purgeEndedLeases(store)];
        Promise.all([...purges, outbox.purgeSettled()]).catch((error: unknown) =>
          log("warn", "store purge failed", { error: String(error) }),
        );
      }, PURGE_EVERY_MS);
      purge.unref();
      // Alerts (decision 0070): every instance looks; the store's lease lets one of them produce at a time.
      // A run still going when the next is due is left to finish: this instance never runs two.
      let producing = false;
      const produce = setInterval(() => {
        if (producing) return;
        producing = true;
        produceAlerts(store, outbox)
          .catch((error: unknown) => log("warn", "alert producer failed", { error: String(error) }))
          .finally(() => {
            producing = false;
          });
      }, env.ALERTS_EVERY_MS);
      produce.unref();
      beforeStoreCloses(async () => {
        clearInterval(purge);
        clearInterval(produce);
        await outbox.stop();
      });
      log("info", "store services started");
    })
    .catch((error: unknown) => {
      // Without this the outbox worker would never start, even once requests had opened the store.
      log("error", "store services did not start: trying again", { error: String(error), inMs: retryMs });
      retry = setTimeout(() => startStoreServices(Math.min(retryMs * 2, RETRY_MAX_MS)), retryMs);
      retry.unref();
    });
}

/** How long one answer of the store (its ping) stands for every /readyz asked meanwhile. */
const READINESS_FRESH_MS = 1_000;
let lastReadiness: { at: number; answer: Promise<Readiness> } | null = null;

interface Readiness {
  ready: boolean;
  store: Awaited<ReturnType<typeof storeHealth>>;
}

/**
 * /readyz: 200 only when the store is migrated and answering; the load balancer sends no traffic otherwise. The
 * store is asked at most once a second (issue 28): a balancer polling every instance, or a load test, must not put
 * a query on the store per probe; requests arriving during the ping share it.
 */
export function readiness(now = Date.now()): Promise<Readiness> {
  if (!lastReadiness || now - lastReadiness.at >= READINESS_FRESH_MS) {
    const answer = storeHealth().then((store) => ({ ready: store.state === "ready", store }));
    lastReadiness = { at: now, answer };
  }
  return lastReadiness.answer;
}

/**
 * /healthz (liveness): the process is up and answering, from memory. It never asks the store: a liveness probe
 * that waits on the database would restart a healthy process whenever the database is slow. The store's state it
 * reports is the last readiness answer's (or "not asked yet").
 */
export async function healthReport() {
  const store = lastReadiness ? (await lastReadiness.answer).store.state : "not asked yet";
  return { status: "ok", uptimeSeconds: Math.round(process.uptime()), store };
}

/**
 * The outbox's backlog for the metrics (decision 0062), asked when Prometheus scrapes; null while the store is not
 * ready. A scrape never opens the store, and asks whether it answers no more often than /readyz does.
 */
export async function outboxBacklog(): Promise<OutboxBacklog | null> {
  if (!(await readiness()).ready) return null;
  return (await portalOutbox()).backlog();
}

/** Shutdown, after the HTTP server stopped taking requests: the outbox finishes what it holds, then the store closes. */
export async function stopStoreServices(): Promise<void> {
  if (retry) clearTimeout(retry);
  retry = null;
  await closePortalStore();
}
