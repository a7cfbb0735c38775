import { isRouteErrorResponse } from "@remix-run/react";

import { withoutSubmissionKeys } from "~/store/submission-key.server";

import { withoutPersonalData } from "./personal-data";

/** An error as it is written down: an Error's name, message and stack, or what else was thrown, as text. */
type DescribedError = { name: string; message: string; stack?: string } | string;

export interface ErrorLogEntry {
  level: "debug" | "error";
  message: string;
  fields: { path: string; status?: number; error?: DescribedError };
}

/**
 * How an error that reached Remix's handleError is logged. A thrown Response
 * (a route's 404 or 403) or Remix's own error response (no such route, no
 * action for a POST: 404, 405) is an answer the portal chose, not a fault: at
 * most a debug line with its status. Anything else is a real fault and must
 * stand out: an error line with its message and stack, never "[object Object]".
 * Neither a submission key nor a grower's e-mail or document number is written.
 */
export function errorLogEntry(error: unknown, pathname: string): ErrorLogEntry {
  const path = withoutPersonalData(withoutSubmissionKeys(pathname));
  if (error instanceof Response)
    return { level: "debug", message: "error response", fields: { path, status: error.status } };
  if (isRouteErrorResponse(error))
    return { level: "debug", message: "error response", fields: { path, status: error.status } };
  if (error instanceof Error) {
    return {
      level: "error",
      message: "unhandled error",
      fields: {
        path,
        error: {
          name: error.name,
          message: withoutPersonalData(error.message),
          stack: error.stack && withoutPersonalData(error.stack),
        },
      },
    };
  }
  return {
    level: "error",
    message: "unhandled error",
    fields: { path, error: withoutPersonalData(describeThrown(error)) },
  };
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
