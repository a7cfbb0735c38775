import type { Locale } from "~/countries";
import { type SeedQualityOutcome, seedQualityOutcome } from "~/domain/catalog/seed-quality";
import { env } from "~/env.server";

import { isUpstreamError } from "../errors";
import { http } from "../http.server";
import { log } from "../log.server";
import { seedQualityResult } from "./contract";

/**
 * The corn-batch lookup behind the seed-quality checker, asked in the page's
 * locale so the plate reads in its language (null: the partner's own). Not
 * cached: a grower checks a lot once, and a result must never be another lot's.
 * Short timeouts: a grower is waiting with the button disabled; the read is
 * retried within a 2.5 s deadline at most (decision 7).
 */
export async function lookupCornBatch(code: string, locale: Locale | null): Promise<SeedQualityOutcome> {
  const target = new URL("corn-batch/", `${env.SEED_QUALITY_API_URL.replace(/\/?$/, "/")}`);
  target.searchParams.set("seedGroupCode", code);
  if (locale) target.searchParams.set("locale", locale);
  try {
    const result = await http.request({
      upstream: "seed-quality",
      name: "corn-batch",
      url: target,
      schema: seedQualityResult,
      timeoutMs: 2_000,
      deadlineMs: 2_500,
    });
    return seedQualityOutcome(200, result);
  } catch (error) {
    if (isUpstreamError(error)) {
      if (error.kind === "status") return seedQualityOutcome(error.status ?? 500, { message: error.upstreamMessage });
      if (error.kind === "invalid-response") return seedQualityOutcome(502, null);
      // An open circuit means the partner has just failed again and again: the service is down, not the network.
      if (error.kind === "circuit-open") return seedQualityOutcome(503, null);
      return seedQualityOutcome(null, null);
    }
    log("error", "corn-batch lookup failed unexpectedly", { error: String(error) });
    return seedQualityOutcome(null, null);
  }
}
