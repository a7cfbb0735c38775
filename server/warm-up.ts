import { log } from "~/services/log.server";

/**
 * A new instance renders a few pages for itself before it calls itself ready (issue 28). Its first second under load
 * was its slowest: the code of the pages compiled on the first requests, and one turn of the event loop took 475 ms
 * while 200 connections waited (the 503s' slowest answers, decision 0059). The load balancer sends nothing until
 * /readyz says ready, so these first renders meet no grower. Best effort: a page that fails or is slow still counts
 * as warmed (the store's readiness is what /readyz is about), and the whole warm-up gives up after `giveUpMs`.
 */
export interface WarmUp {
  origin: string;
  paths: readonly string[];
  /** Resolves true once the store answers: pages read it, and a render before then would only fail. */
  storeReady: () => Promise<boolean>;
  pollMs?: number;
  giveUpMs?: number;
  fetch?: typeof globalThis.fetch;
}

const PAGE_TIMEOUT_MS = 10_000;

export async function warmUp({
  origin,
  paths,
  storeReady,
  pollMs = 250,
  giveUpMs = 120_000,
  fetch = globalThis.fetch,
}: WarmUp): Promise<void> {
  const started = Date.now();
  const left = () => giveUpMs - (Date.now() - started);
  while (!(await storeReady().catch(() => false))) {
    if (left() <= 0) return void log("warn", "warm-up gave up waiting for the store");
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  for (const path of paths) {
    if (left() <= 0) return void log("warn", "warm-up gave up", { path });
    try {
      const answer = await fetch(new URL(path, origin), { signal: AbortSignal.timeout(PAGE_TIMEOUT_MS) });
      await answer.arrayBuffer();
    } catch (error) {
      log("warn", "warm-up page failed", { path, error: String(error) });
    }
  }
  log("info", "warmed up", { pages: paths.length, ms: Date.now() - started });
}
