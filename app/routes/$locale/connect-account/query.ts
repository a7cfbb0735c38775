import { z } from "zod";

import { safeReturnAddress } from "~/auth/return-address";
import type { Locale } from "~/countries";
import { readQuery } from "~/forms/read-query";
import { href } from "~/i18n/href";

/**
 * The connect-account request (spec 002 §2), as the page's query string and as
 * the connect form's hidden fields, which carry it on to the action: where to
 * come back to (?volver=, written by field-data/connect-link.ts) and the
 * banner variant's flag (?preceon-redirect=true).
 */
const connectRequestSchema = z.object({
  volver: z.string().optional(),
  "preceon-redirect": z
    .string()
    .optional()
    .transform((flag) => flag === "true"),
});

export interface ConnectRequest {
  /** Where the grower goes once connected: the page asked for when it is ours, else the page the variant names. */
  returnTo: string;
  preceon: boolean;
}

export function readConnectRequest(locale: Locale, source: URLSearchParams | FormData): ConnectRequest {
  // A repeated key is the only way to fail: that key is then read as absent (no way back of its own).
  const { value } = readQuery(source, connectRequestSchema);
  // Where the country offers no Preceon (the US), its banner's flag falls back to the dashboard like any other.
  const preceonPage = value["preceon-redirect"] ? href(locale, "preceon") : null;
  const preceon = preceonPage !== null;
  const fallback = preceonPage ?? href(locale, "field-data") ?? "/";
  const safe = value.volver ? safeReturnAddress(value.volver) : null;
  return { returnTo: safe && safe !== "/" ? safe : fallback, preceon };
}
