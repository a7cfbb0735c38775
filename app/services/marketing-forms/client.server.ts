import { z } from "zod";

import type { Locale } from "~/countries";
import { marketingLocaleId } from "~/domain/marketing/locale-id";
import { env } from "~/env.server";
import type { Deliver } from "~/store/outbox-rules.server";

import { cache, cacheKey } from "../cache.server";
import { isUpstreamError } from "../errors";
import { http } from "../http.server";
import { log } from "../log.server";
import {
  campaignEmail,
  customObjectSync,
  type MarketingFormDefinition,
  marketingFormDefinition,
  marketingSubmission,
} from "./contract";

/**
 * A form's definition changes when the marketing team edits it, rarely: kept 10
 * minutes, and served stale up to a day while the upstream fails, so a form
 * stays usable through an outage of the definitions (decision 0024).
 */
const DEFINITION_TTL_MS = 600_000;
const DEFINITION_STALE_MS = 86_400_000;

function endpoint(path: string): URL {
  return new URL(path, `${env.MARKETING_FORMS_API_URL.replace(/\/?$/, "/")}`);
}

export function getMarketingForm(locale: Locale, formId: string): Promise<MarketingFormDefinition> {
  const url = endpoint(`forms/${encodeURIComponent(formId)}`);
  url.searchParams.set("locale", locale);
  // The integration's locale id (spec 002 §9) picks the definition's language where the locale has one.
  const localeId = marketingLocaleId(locale);
  if (localeId !== null) url.searchParams.set("localeId", String(localeId));
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

/**
 * A write to the marketing upstream, as the outbox delivers it: the stored payload checked against the
 * call's contract, the submission's key as Idempotency-Key, and on a non-2xx answer the spec's
 * 'Server responded with status code: {status}' logged (spec 002 §8), never shown; the error goes back
 * to the outbox, which retries or fails the submission (decision 0018).
 */
function marketingWrite(path: string, body: z.ZodType, name: string): Deliver {
  return async (payload, { key }) => {
    try {
      await http.request({
        upstream: "marketing-forms-submit",
        name,
        url: endpoint(path),
        method: "POST",
        headers: { "idempotency-key": key },
        body: body.parse(payload),
        schema: z.unknown(),
        timeoutMs: 10_000,
        deadlineMs: 10_000,
      });
    } catch (error) {
      if (isUpstreamError(error) && error.kind === "status" && error.status)
        log("warn", `Server responded with status code: ${error.status}`, { call: name, upstream: error.upstream });
      throw error;
    }
  };
}

/** Newsletter, marketing and contact forms (spec 002 §7: marketo-form-submit). */
export const deliverMarketingForm = marketingWrite("submit", marketingSubmission, "marketing-form submit");

/** The preference centre's choices (spec 002 §7: marketo-custom-object-sync). */
export const deliverCustomObject = marketingWrite("custom-objects/sync", customObjectSync, "custom-object sync");

/** A campaign e-mail the platform sends to one address (the preference centre's link). */
export const deliverCampaignEmail = marketingWrite("emails", campaignEmail, "campaign e-mail");
