import { env } from "~/env.server";

import { currentRequestContext } from "./request-context.server";

export type LogLevel = "debug" | "info" | "warn" | "error";
const ORDER: Record<LogLevel | "silent", number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

const threshold = env.LOG_LEVEL;

/** One JSON line per event, carrying the request id when there is one. */
export function log(level: LogLevel, message: string, fields: Record<string, unknown> = {}) {
  if (ORDER[level] < ORDER[threshold]) return;
  const context = currentRequestContext();
  const line = JSON.stringify({
    time: new Date().toISOString(),
    level,
    message,
    requestId: context?.requestId,
    testScope: context?.testScope,
    ...fields,
  });
  (level === "error" || level === "warn" ? process.stderr : process.stdout).write(`${line}\n`);
}
