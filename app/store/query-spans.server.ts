import {
  ATTR_DB_COLLECTION_NAME,
  ATTR_DB_OPERATION_NAME,
  ATTR_DB_QUERY_TEXT,
  ATTR_DB_SYSTEM_NAME,
  DB_SYSTEM_NAME_VALUE_POSTGRESQL,
} from "@opentelemetry/semantic-conventions";
import type { LogEvent } from "kysely";

import { recordRequestSpan, requestIsTraced } from "~/services/tracing.server";

import type { Engine } from "./database.server";

/** The table a statement names first: kysely quotes identifiers (`from "outbox"`), raw SQL may not. */
const TABLE = /\b(?:from|into|update)\s+"?(\w+)"?/i;

/**
 * Every query of the store, whatever the engine, passes through kysely's driver, which times it and calls its `log`
 * hook after: that hook makes the query's span under the request's (decision 0062), named by statement and table
 * (`store SELECT outbox`). The text is kysely's compiled SQL, values as $1, $2: no grower's data. Queries of the
 * outbox worker and of the purge run outside any request and are not traced.
 */
export function traceQuery(engine: Engine) {
  return (event: LogEvent) => {
    if (!requestIsTraced()) return;
    const text = event.query.sql;
    const operation = (/^\s*(\w+)/.exec(text)?.[1] ?? "query").toUpperCase();
    const table = TABLE.exec(text)?.[1];
    const endedAt = performance.timeOrigin + performance.now();
    recordRequestSpan(
      table ? `store ${operation} ${table}` : `store ${operation}`,
      {
        [ATTR_DB_SYSTEM_NAME]: DB_SYSTEM_NAME_VALUE_POSTGRESQL,
        [ATTR_DB_OPERATION_NAME]: operation,
        ...(table ? { [ATTR_DB_COLLECTION_NAME]: table } : {}),
        [ATTR_DB_QUERY_TEXT]: text,
        "surco.store.engine": engine,
      },
      {
        startedAt: endedAt - event.queryDurationMillis,
        endedAt,
        error: event.level === "error" ? event.error : undefined,
      },
    );
  };
}
