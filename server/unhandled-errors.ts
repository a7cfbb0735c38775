import type { NextFunction, Request, Response } from "express";

import { captureError } from "~/render/error-capture.server";

/**
 * The last handler of the chain: an error a middleware or the Remix handler passed on (Remix answers its own) is
 * reported once (app/render/error-capture.server.ts) and answered 500 with no detail. It replaces Express's default,
 * which wrote the stack to stderr beside the log. An answer already begun cannot be turned into a 500: its
 * connection is closed, as Express does. A browser that went away mid-request left nothing to report or answer.
 */
export function answerUnhandledErrors() {
  return (error: unknown, req: Request, res: Response, _next: NextFunction) => {
    if (req.socket.destroyed) return void res.destroy();
    captureError(error, { pathname: req.path, source: "express" });
    if (res.headersSent) return void res.destroy();
    res.status(500).set("cache-control", "no-store").type("text/plain").send("Internal Server Error");
  };
}
