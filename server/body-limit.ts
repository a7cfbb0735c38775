import type { NextFunction, Request, Response } from "express";

/**
 * Request bodies are read here, bounded, before anything parses them: Remix
 * would otherwise buffer and parse whatever arrives (one 50 MB form post held
 * the event loop for seconds and took hundreds of MB). A body over the size
 * limit, or a form with too many fields, answers 413; a body of a type no
 * route of ours reads answers 415. The accepted body is handed to Remix by
 * server/remix-handler.ts from `res.locals.body`.
 */
export interface BodyLimits {
  maxBytes: number;
  maxFields: number;
  /** Content types (without parameters) a route may receive. */
  types: readonly string[];
}

/** Our forms are a few short fields: 64 KiB and 200 fields leave room for any of them, and for nothing hostile. */
export const FORM_BODIES: BodyLimits = {
  maxBytes: 64 * 1024,
  maxFields: 200,
  types: ["application/x-www-form-urlencoded", "multipart/form-data", "text/plain"],
};

const WITHOUT_BODY = new Set(["GET", "HEAD"]);

/** How many fields a form body carries, counted without parsing it. */
export function countFields(body: Buffer, contentType: string): number {
  const text = body.toString("latin1");
  if (contentType.startsWith("multipart/form-data")) {
    const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
    return boundary ? Math.max(0, text.split(`--${boundary}`).length - 2) : 0;
  }
  if (contentType.startsWith("text/plain")) return text.split(/\r?\n/).filter(Boolean).length;
  return text.split("&").filter(Boolean).length;
}

type Outcome = { body: Buffer } | { refused: 413 };

function readBounded(req: Request, maxBytes: number): Promise<Outcome> {
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
      chunks.push(chunk);
    };
    req.on("data", onData);
    req.once("end", () => resolve({ body: Buffer.concat(chunks) }));
    req.once("error", reject);
  });
}

function refuse(res: Response, status: 413 | 415) {
  res.status(status).set("connection", "close").type("text/plain")
    .send(status === 413 ? "Request body too large" : "Unsupported media type");
}

export function limitBodies(limits: BodyLimits) {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (WITHOUT_BODY.has(req.method)) return next();
    const declared = Number(req.get("content-length") ?? NaN);
    if (declared > limits.maxBytes) return refuse(res, 413);
    try {
      const outcome = await readBounded(req, limits.maxBytes);
      if ("refused" in outcome) return refuse(res, outcome.refused);
      if (outcome.body.length > 0) {
        const contentType = (req.get("content-type") ?? "").toLowerCase();
        if (!limits.types.includes(contentType.split(";")[0].trim())) return refuse(res, 415);
        if (countFields(outcome.body, contentType) > limits.maxFields) return refuse(res, 413);
      }
      res.locals.body = outcome.body;
      next();
    } catch (error) {
      next(error);
    }
  };
}
