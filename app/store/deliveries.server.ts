import { z } from "zod";

import { deliverAlertEmail, deliverAlertWhatsApp } from "~/alerts/alert-deliveries.server";
import { deliverInvoice, INVOICE_KIND } from "~/invoices/deliver-invoice.server";
import { http } from "~/services/http.server";
import { deliverInterests } from "~/services/interests/client.server";
import {
  deliverCampaignEmail,
  deliverCustomObject,
  deliverMarketingForm,
} from "~/services/marketing-forms/client.server";
import { deliverRedemption, enrolmentsUrl } from "~/services/rewards/client.server";
import { deliverVoucher } from "~/vouchers/deliver-voucher.server";

import type { Deliver } from "./outbox-rules.server";

/**
 * How each kind of submission reaches its upstream. A feature that submits
 * something adds its kind here (e.g. "newsletter": a jsonPost to the marketing
 * forms upstream) and calls `acceptSubmission` from its action; nothing calls
 * a write upstream directly.
 */
export const DELIVERIES: Record<string, Deliver> = {
  // Content for you: the grower's whole set of interests replaces the saved one (decision 0026).
  interests: deliverInterests,
  "us-rewards-enrolment": jsonPost({ upstream: "us-rewards", url: enrolmentsUrl() }),
  // The redemption wizard (decisions 0029, 0052): keeps the programme's request id with the submission.
  "us-rewards-redemption": deliverRedemption,
  voucher: deliverVoucher,
  // Impulso invoices (issue 32): registered once per key with the programme, which tells apart a replay.
  [INVOICE_KIND]: deliverInvoice,
  // The content site's marketing forms and the preference centre (decision 0044): one effect per key upstream.
  newsletter: deliverMarketingForm,
  "marketing-form": deliverMarketingForm,
  "contact-form": deliverMarketingForm,
  "preference-centre": deliverCustomObject,
  // The preference centre's signed link, e-mailed to the address it opens (issue 26).
  "preference-link": deliverCampaignEmail,
  // Alerts (issue 30): each channel of each alert on its own.
  "alert-email": deliverAlertEmail,
  "alert-whatsapp": deliverAlertWhatsApp,
};

/**
 * A delivery that POSTs the payload as JSON through the shared HTTP helper
 * with the submission's key as Idempotency-Key, so a repeated delivery (after a
 * timeout or a crash) has one effect upstream. The helper never repeats a POST
 * by itself: the outbox's retries are the only ones.
 */
export function jsonPost({
  upstream,
  url,
  timeoutMs = 10_000,
}: {
  upstream: string;
  url: string;
  timeoutMs?: number;
}): Deliver {
  return async (payload, { key }) => {
    await http.request({
      upstream,
      name: `${upstream} submit`,
      url,
      method: "POST",
      headers: { "idempotency-key": key },
      body: payload,
      schema: z.unknown(),
      timeoutMs,
      deadlineMs: timeoutMs,
    });
  };
}
