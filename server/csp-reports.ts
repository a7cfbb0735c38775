import type { Request, Response } from "express";

import { log } from "~/services/log.server";
import { rateLimitWait } from "~/services/rate-limit.server";

import type { BodyLimits } from "./body-limit";

/** A report is a few hundred bytes; a browser may batch several (Reporting API). */
export const CSP_REPORT_BODIES: BodyLimits = {
  maxBytes: 16 * 1024,
  maxFields: 0,
  types: ["application/csp-report", "application/reports+json", "application/json"],
};

/** The fields worth a log line, from either format: report-uri's `csp-report` or report-to's `csp-violation`. */
export interface CspViolation {
  documentUrl?: string;
  blockedUrl?: string;
  directive?: string;
  disposition?: string;
  sourceFile?: string;
  line?: number;
  sample?: string;
}

const text = (value: unknown, max = 300) => (typeof value === "string" ? value.slice(0, max) : undefined);

/** Reads the violations a report body carries; anything unrecognised is skipped, never thrown. */
export function violationsOf(body: Buffer): CspViolation[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString("utf8"));
  } catch {
    return [];
  }
  const reports = Array.isArray(parsed)
    ? parsed
        .filter((r) => r && typeof r === "object" && (r as { type?: unknown }).type === "csp-violation")
        .map((r) => (r as { body?: unknown }).body)
    : [(parsed as { "csp-report"?: unknown } | null)?.["csp-report"]];
  return reports
    .filter((r): r is Record<string, unknown> => !!r && typeof r === "object")
    .map((r) => ({
      documentUrl: text(r.documentURL ?? r["document-uri"]),
      blockedUrl: text(r.blockedURL ?? r["blocked-uri"]),
      directive: text(r.effectiveDirective ?? r["effective-directive"] ?? r["violated-directive"]),
      disposition: text(r.disposition),
      sourceFile: text(r.sourceFile ?? r["source-file"]),
      line:
        typeof (r.lineNumber ?? r["line-number"]) === "number"
          ? ((r.lineNumber ?? r["line-number"]) as number)
          : undefined,
      sample: text(r.sample ?? r["script-sample"], 80),
    }));
}

/**
 * Logs each violation as one structured warn line, so a policy that breaks a
 * page (or an injection attempt it stopped) shows in the log. Rate-limited per
 * client: a hostile page cannot flood the log. Always 204: browsers ignore the answer.
 */
export function collectCspReports() {
  return async (req: Request, res: Response) => {
    if ((await rateLimitWait("csp-report", req.ip ?? "unknown")) === 0) {
      for (const violation of violationsOf(res.locals.body as Buffer)) log("warn", "csp violation", { ...violation });
    }
    res.status(204).end();
  };
}
