import { createHash, timingSafeEqual } from "node:crypto";

import type { PrometheusExporter } from "@opentelemetry/exporter-prometheus";
import type { NextFunction, Request, Response } from "express";

/** Where Prometheus scrapes the portal's metrics (decision 0062). */
export const METRICS_PATH = "/metrics";

/**
 * GET /metrics for the operator alone: answered only to `Authorization: Bearer <METRICS_TOKEN>`. Any other request
 * goes on as a request for a page that does not exist, and gets the site's 404: nothing says the path is special.
 * The token is compared by its digest, in constant time. Figures are never cached.
 */
export function metricsEndpoint(prometheus: PrometheusExporter, token: string) {
  const digest = (value: string) => createHash("sha256").update(value).digest();
  const expected = digest(`Bearer ${token}`);
  return (req: Request, res: Response, next: NextFunction) => {
    if (!timingSafeEqual(digest(req.get("authorization") ?? ""), expected)) return next();
    res.setHeader("cache-control", "no-store");
    prometheus.getMetricsRequestHandler(req, res);
  };
}
