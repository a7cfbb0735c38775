import type { Locale } from "~/countries";
import { env } from "~/env.server";

import { cache, cacheKey } from "../cache.server";
import { http } from "../http.server";
import { type MarketingFormDefinition, marketingFormDefinition } from "./contract";

/**
 * A form's definition changes when the marketing team edits it, rarely: kept 10
 * minutes, and served stale up to a day while the upstream fails, so a form
 * stays usable through an outage of the definitions (decision 0024).
 */
const DEFINITION_TTL_MS = 600_000;
const DEFINITION_STALE_MS = 86_400_000;

export function getMarketingForm(locale: Locale, formId: string): Promise<MarketingFormDefinition> {
  const url = new URL(`forms/${encodeURIComponent(formId)}`, `${env.MARKETING_FORMS_API_URL.replace(/\/?$/, "/")}`);
  url.searchParams.set("locale", locale);
  return cache.get(
    cacheKey({ upstream: "marketing-forms", call: "definition", locale, params: { formId } }),
    { ttlMs: DEFINITION_TTL_MS, staleMs: DEFINITION_STALE_MS, name: "marketing-form" },
    () =>
      http.request({
        upstream: "marketing-forms",
        name: "marketing-form definition",
        url,
        schema: marketingFormDefinition,
      }),
  );
}
