import { log } from "~/services/log.server";
import { recordUnhandledError } from "~/services/metrics.server";
import { currentRequestContext } from "~/services/request-context.server";
import { recordRequestException } from "~/services/tracing.server";

import { errorLogEntry } from "./server-error-log";

/**
 * Every unhandled error, reported once (decision 0062): one error line through the log, with the request id the log
 * adds and the route pattern; the exception on the request's span; one count in surco_unhandled_errors_total. What is
 * written is ./server-error-log.ts's entry: no submission key, e-mail or document number, and no query string.
 *
 * Remix hands an error to handleError more than once for one fault. A loader's error is handed over, then rendered
 * by an error boundary; a boundary that cannot render it (the locale layout's, without its data) throws it on, and
 * Remix hands that throw over too before rendering the root's boundary. In production what the boundary saw was
 * Remix's sanitized stand-in ("Unexpected Server Error", no stack), made only for errors it already handed over; in
 * development the same object. The stand-in is never reported, an object already reported is not reported again, and
 * the express error handler, after Remix, skips what Remix reported. An answer the portal chose (a thrown 404, Remix's
 * 405) is not a fault: its debug line only.
 */
const REPORTED_KEY = Symbol.for("surco.reported-errors");
const holder = globalThis as unknown as Record<symbol, WeakSet<object> | undefined>;
// One set for the server's module graph and the Remix build's: the express handler must see what handleError saw.
const reported = (holder[REPORTED_KEY] ??= new WeakSet<object>());

/** Remix's production stand-in for an error it has handed to handleError already (@remix-run/server-runtime's sanitizeError). */
const isRemixStandIn = (error: unknown) =>
  error instanceof Error && error.message === "Unexpected Server Error" && error.stack === undefined;

export function captureError(error: unknown, { pathname, source }: { pathname: string; source: "remix" | "express" }) {
  const entry = errorLogEntry(error, pathname);
  if (entry.level !== "error") return log(entry.level, entry.message, entry.fields);
  if (isRemixStandIn(error)) return;
  if (typeof error === "object" && error !== null) {
    if (reported.has(error)) return;
    reported.add(error);
  }
  const route = currentRequestContext()?.route;
  log("error", entry.message, { route, source, ...entry.fields });
  const described = entry.fields.error ?? "";
  recordRequestException(typeof described === "string" ? { name: "thrown", message: described } : described);
  recordUnhandledError({ route, source });
}
