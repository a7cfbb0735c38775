import { isRouteErrorResponse } from "@remix-run/react";

import { withoutSubmissionKeys } from "~/store/submission-key.server";

export interface ErrorLogEntry {
  level: "debug" | "error";
  message: string;
  fields: Record<string, unknown>;
}

/**
 * How an error that reached Remix's handleError is logged. A thrown Response
 * (a route's 404 or 403) or Remix's own error response (no such route, no
 * action for a POST: 404, 405) is an answer the portal chose, not a fault: at
 * most a debug line with its status. Anything else is a real fault and must
 * stand out: an error line with its message and stack, never "[object Object]".
 */
export function errorLogEntry(error: unknown, pathname: string): ErrorLogEntry {
  const path = withoutSubmissionKeys(pathname);
  if (error instanceof Response)
    return { level: "debug", message: "error response", fields: { path, status: error.status } };
  if (isRouteErrorResponse(error))
    return { level: "debug", message: "error response", fields: { path, status: error.status } };
  if (error instanceof Error) {
    return {
      level: "error",
      message: "unhandled error",
      fields: { path, error: { name: error.name, message: error.message, stack: error.stack } },
    };
  }
  return { level: "error", message: "unhandled error", fields: { path, error: describeThrown(error) } };
}

/** Something thrown that is not an Error: its JSON where it has one, so the log shows what it was. */
function describeThrown(value: unknown): string {
  if (typeof value !== "object" || value === null) return String(value);
  try {
    return JSON.stringify(value);
  } catch {
    return Object.prototype.toString.call(value);
  }
}
