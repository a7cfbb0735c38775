import type { LoaderFunctionArgs } from "@remix-run/node";

import { localeFromPrefix } from "~/countries";
import { normalizeLotCode } from "~/domain/catalog/seed-quality";
import { enforceRateLimit } from "~/services/rate-limit.server";
import { lookupCornBatch } from "~/services/seed-quality/client.server";

/**
 * GET /api/partners/cultivio/corn-batch/?seedGroupCode=…&locale=es-AR (spec 000 §7): 200
 * returns the lot's result, its plate in the locale's language (the partner's own
 * without a locale we serve), 400 returns {message}. Our own statuses beyond the
 * spec: 429 when a client looks up too many lots (shared allowance with the
 * checker page), 502 when the partner failed ('Unkown error'), 504 when it
 * could not be reached ('Error'). Never cached: a lot's result is per request.
 */
const HEADERS = { "cache-control": "no-store" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  try {
    await enforceRateLimit(context, "seed-quality");
  } catch (error) {
    if (error instanceof Response && error.status === 429) {
      return Response.json(
        { message: "Too many requests" },
        { status: 429, headers: { ...HEADERS, "retry-after": error.headers.get("retry-after") ?? "60" } },
      );
    }
    throw error;
  }
  const params = new URL(request.url).searchParams;
  const code = normalizeLotCode(params.get("seedGroupCode"));
  if (!code) return Response.json({ message: "seedGroupCode is required" }, { status: 400, headers: HEADERS });
  const outcome = await lookupCornBatch(code, localeFromPrefix(params.get("locale") ?? undefined));
  if (outcome.ok) return Response.json(outcome.result, { status: 200, headers: HEADERS });
  const status = outcome.error.kind === "message" ? 400 : outcome.error.kind === "unknown" ? 502 : 504;
  return Response.json({ message: outcome.error.message }, { status, headers: HEADERS });
}
