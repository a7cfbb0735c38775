import type { NextFunction, Request, Response } from "express";

import { pagePathOf } from "./route-shards";

/**
 * Request bodies are read here, bounded, before anything parses them: Remix
 * would otherwise buffer and parse whatever arrives (one 50 MB form post held
 * the event loop for seconds and took hundreds of MB). A body over the size
 * limit, or a form with too many fields, answers 413; a body of a type no
 * route of ours reads answers 415, a multipart body a parser would choke on 400. The accepted body is handed to Remix by
 * server/remix-handler.ts from `res.locals.body`.
 */
export interface BodyLimits {
  maxBytes: number;
  maxFields: number;
  /** Content types (without parameters) a route may receive. */
  types: readonly string[];
  /** Paths that read nothing from a body: one of any type is dropped (an empty form), not refused. */
  bodyIgnoredAt?: readonly string[];
  /**
   * Paths that take a file (an invoice's XML, issue 32): their own, larger limit. A body over it is read to its end
   * and dropped, never kept nor parsed; the route gets an empty form and `res.locals.bodyTooLarge`, and answers its
   * own error beside the file field (a browser cut off mid-upload would show a connection error instead).
   */
  uploads?: { at: (path: string) => boolean; maxBytes: number; drainBytes: number };
}

/**
 * Our forms are a few short fields: 64 KiB and 200 fields leave room for any of them, and for nothing hostile.
 * The two encodings a form parser reads (text/plain is a form encoding too, but no parser reads it).
 */
export const FORM_BODIES: BodyLimits = {
  maxBytes: 64 * 1024,
  maxFields: 200,
  types: ["application/x-www-form-urlencoded", "multipart/form-data"],
  // Any logout ends the session, whatever a client sends with it (issue 26): a 415 would leave the session alive.
  bodyIgnoredAt: ["/api/auth/logout"],
};

/** The WhatsApp Cloud API's status callbacks (issue 30): JSON, a few statuses at a time. */
export const WEBHOOK_BODIES: BodyLimits = {
  maxBytes: 256 * 1024,
  maxFields: 0,
  types: ["application/json"],
};

const WITHOUT_BODY = new Set(["GET", "HEAD"]);

/**
 * Whether a multipart body has the shape a form parser needs: parts between
 * the boundaries, each named by a Content-Disposition, and the closing boundary.
 * The parser throws on anything else, which a route would turn into a 500.
 */
export function isWellFormedMultipart(body: Buffer, contentType: string): boolean {
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!boundary) return false;
  const parts = body.toString("latin1").split(`--${boundary}`);
  if (parts.length < 2 || !parts[parts.length - 1].startsWith("--")) return false;
  return parts.slice(1, -1).every((part) => {
    const headersEnd = part.indexOf("\r\n\r\n");
    return headersEnd > 0 && /^content-disposition:\s*form-data;[^\r\n]*\bname=/im.test(part.slice(0, headersEnd));
  });
}

/** How many fields a form body carries, counted without parsing it (0 for a body that is not a form). */
export function countFields(body: Buffer, contentType: string): number {
  const text = body.toString("latin1");
  if (contentType.toLowerCase().startsWith("multipart/form-data")) {
    const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
    return boundary ? Math.max(0, text.split(`--${boundary}`).length - 2) : 0;
  }
  if (contentType.toLowerCase().startsWith("application/x-www-form-urlencoded"))
    return text.split("&").filter(Boolean).length;
  return 0; // not a form: its size limit is its only bound
}

type Outcome = { body: Buffer } | { refused: 413 };

/**
 * Reads a body to its end, up to `maxBytes`: what arrived (kept only when `keep`), or the 413 when there was more.
 * It resumes a request paused by an earlier read, and pauses it again when it stops.
 */
function readBounded(req: Request, maxBytes: number, keep = true): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        // Stop reading: the rest is never buffered, and the connection closes after the 413.
        req.off("data", onData);
        req.pause();
        resolve({ refused: 413 });
        return;
      }
      if (keep) chunks.push(chunk);
    };
    req.on("data", onData);
    req.once("end", () => resolve({ body: Buffer.concat(chunks) }));
    req.once("error", reject);
    req.resume();
  });
}

const REFUSALS = {
  400: "Malformed request body",
  413: "Request body too large",
  415: "Unsupported media type",
} as const;

function refuse(res: Response, status: keyof typeof REFUSALS) {
  res.status(status).set("connection", "close").type("text/plain").send(REFUSALS[status]);
}

/**
 * Why a body no route of ours could read is refused: its type (415), its field count (413), its shape (400). The
 * type is compared in lower case, the boundary read as sent: a browser's boundary has capitals
 * ("----WebKitFormBoundary…"), and lower-cased it matched nothing in the body, so every file form was refused.
 */
function bodyRefusal(body: Buffer, contentType: string, limits: BodyLimits): keyof typeof REFUSALS | null {
  const type = contentType.split(";")[0].trim().toLowerCase();
  if (!limits.types.includes(type)) return 415;
  if (countFields(body, contentType) > limits.maxFields) return 413;
  if (type === "multipart/form-data" && !isWellFormedMultipart(body, contentType)) return 400;
  return null;
}

/** Reads the rest of a body and drops it, up to `maxBytes`; false when there was more. */
async function drain(req: Request, maxBytes: number): Promise<boolean> {
  return "body" in (await readBounded(req, maxBytes, false));
}

export function limitBodies(limits: BodyLimits) {
  return async (req: Request, res: Response, next: NextFunction) => {
    // Read once: a path with limits of its own (the webhook) was read before the forms' limiter.
    if (WITHOUT_BODY.has(req.method) || res.locals.body !== undefined) return next();
    // A page's upload posts to the page, or to its data request with JavaScript on (single fetch: `….data`).
    const upload = limits.uploads?.at(pagePathOf(req.path)) ? limits.uploads : null;
    const maxBytes = upload?.maxBytes ?? limits.maxBytes;
    const declared = Number(req.get("content-length") ?? NaN);
    if (declared > (upload?.drainBytes ?? maxBytes)) return refuse(res, 413);
    try {
      const outcome = declared > maxBytes ? ({ refused: 413 } as const) : await readBounded(req, maxBytes);
      if ("refused" in outcome && upload) {
        // What is left is read and dropped (never parsed); past drainBytes the connection is simply closed.
        if (!(await drain(req, upload.drainBytes))) return refuse(res, 413);
        req.headers["content-type"] = "application/x-www-form-urlencoded";
        res.locals.body = Buffer.alloc(0);
        res.locals.bodyTooLarge = true;
        return next();
      }
      if ("refused" in outcome) return refuse(res, outcome.refused);
      const contentType = req.get("content-type") ?? "";
      const refusal = outcome.body.length > 0 ? bodyRefusal(outcome.body, contentType, limits) : null;
      if (refusal && limits.bodyIgnoredAt?.includes(req.path)) {
        req.headers["content-type"] = "application/x-www-form-urlencoded";
        res.locals.body = Buffer.alloc(0);
        return next();
      }
      if (refusal) return refuse(res, refusal);
      if (!contentType) {
        // A POST with no body at all is an empty form (a bare button, a client without fields), not a parse error.
        req.headers["content-type"] = "application/x-www-form-urlencoded";
      }
      res.locals.body = outcome.body;
      next();
    } catch (error) {
      next(error);
    }
  };
}
