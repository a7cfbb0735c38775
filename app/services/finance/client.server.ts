import type { ZodType } from "zod";

import type { Locale } from "~/countries";
import { env } from "~/env.server";

import { cache, cacheKey, LIFETIMES } from "../cache.server";
import { http } from "../http.server";
import {
  centralBankRate,
  digitalFinance,
  marketQuotation,
  type PreferenceChange,
  preferenceChange,
  quotationGroups,
} from "./contract";

/**
 * The finance upstream's calls (contract.ts). Market quotations, the central bank's rate and digital finance are
 * cached 10 minutes with a stale window (spec 000 §9, 001 §9); the grower's quotation list is not, since it
 * changes with each toggle (app/finance/quotations.server.ts keeps the last good one).
 */
const STALE_MS = 3_600_000;

function financeUrl(path: string, query: Record<string, string> = {}): URL {
  const url = new URL(path.replace(/^\//, ""), `${env.FINANCE_API_URL.replace(/\/?$/, "/")}`);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url;
}

function get<T>(name: string, url: URL, schema: ZodType<T>, headers?: Record<string, string>): Promise<T> {
  return http.request({ upstream: "finance", name, url, schema, headers, timeoutMs: 2_500, deadlineMs: 4_000 });
}

/** The default ticker list of a country, for anonymous visitors. */
export function getDefaultQuotations(country: string, locale: Locale) {
  return cache.get(
    cacheKey({ upstream: "finance", call: "default-quotations", locale, params: { country } }),
    { ttlMs: LIFETIMES.quotes, staleMs: STALE_MS, name: "finance default-quotations" },
    () => get("default-quotations", financeUrl("quotation", { country }), quotationGroups),
  );
}

/** The grower's quotation list, each item with whether they keep it checked. */
export function getQuotations(document: string, country: string) {
  return get("quotations", financeUrl(`quotation/${encodeURIComponent(document)}`, { country }), quotationGroups);
}

/** Saves one toggle; the key makes a repeated PATCH (a double tap, a retry) have one effect. */
export function savePreference(document: string, change: PreferenceChange, idempotencyKey: string) {
  return http.request({
    upstream: "finance",
    name: "quotation preference",
    url: financeUrl(`preference/user-preference/${encodeURIComponent(document)}`),
    method: "PATCH",
    headers: { "idempotency-key": idempotencyKey },
    body: change,
    schema: preferenceChange,
    timeoutMs: 3_000,
    deadlineMs: 3_000,
  });
}

export function getMarketQuotation(proName: string, locale: Locale) {
  return cache.get(
    cacheKey({ upstream: "finance", call: "market-quotation", locale, params: { proName } }),
    { ttlMs: LIFETIMES.quotes, staleMs: STALE_MS, name: "finance market-quotation" },
    () => get("market-quotation", financeUrl(`market-quotation/${encodeURIComponent(proName)}`), marketQuotation),
  );
}

export function getCentralBankRate(base: string, currency: string, locale: Locale) {
  return cache.get(
    cacheKey({ upstream: "finance", call: "central-bank", locale, params: { base, currency } }),
    { ttlMs: LIFETIMES.quotes, staleMs: STALE_MS, name: "finance central-bank" },
    () => get("central-bank", financeUrl(`central-bank/${base}/${currency}`), centralBankRate),
  );
}

/** The grower's digital-finance records, one per CUIT (personal: cached under their id). */
export function getDigitalFinance(user: { id: string; email: string }, locale: Locale) {
  return cache.get(
    cacheKey({ upstream: "finance", call: "digital-finance", locale, user: user.id }),
    { ttlMs: LIFETIMES.finance, staleMs: STALE_MS, name: "finance digital-finance" },
    async () =>
      (
        await get("digital-finance", financeUrl("digital-finance"), digitalFinance, {
          "x-grower-email": user.email,
          authorization: `Grower ${user.id}`,
        })
      ).records,
  );
}
