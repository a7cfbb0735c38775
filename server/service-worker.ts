import type { Request, Response } from "express";

/** Where the service worker is served: the site's root, so its scope is every page. */
export const SERVICE_WORKER_PATH = "/sw.js";

/**
 * The service worker's script (build/sw/sw.js, vite.sw.config.ts), revalidated on every check (`no-cache`, with its
 * ETag): a deploy's new worker reaches browsers at their next visit, not an hour later as other static files would.
 */
export function serveServiceWorker(file: string) {
  return (_req: Request, res: Response) => {
    res.sendFile(file, {
      cacheControl: false,
      headers: { "cache-control": "no-cache", "content-type": "text/javascript; charset=utf-8" },
    });
  };
}
