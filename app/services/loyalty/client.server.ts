import type { ZodType } from "zod";

import { countryOf, type Locale } from "~/countries";
import { memberDay } from "~/domain/loyalty/calendar";
import { env } from "~/env.server";

import { cache, cacheKey, LIFETIMES } from "../cache.server";
import { isUpstreamError } from "../errors";
import { http } from "../http.server";
import {
  type CalculatorSearch,
  calculatorSearch,
  type Expiration,
  expiration,
  type HistoryPage,
  historyPage,
  type Member,
  member,
  memberPathId,
  type ServicesPage,
  servicesPage,
  type Transaction,
  transaction,
  transactionCategories,
  type TransactionCategory,
} from "./contract";
import { forgetLoyaltyToken, loyaltyAccessToken } from "./token.server";

/** A loyalty API call with the bearer token; one retry with a fresh token after a 401. */
function authorizedGet<T>(
  name: string,
  path: string,
  schema: ZodType<T>,
  query?: Record<string, string | number | boolean | null | undefined>,
): Promise<T> {
  return loyaltyCall(name, path, schema, { query });
}

/**
 * Any loyalty API call with the bearer token (reads, and the invoices' one write, which the outbox delivers: the
 * helper never repeats a POST by itself). One retry with a fresh token after a 401.
 */
export async function loyaltyCall<T>(
  name: string,
  path: string,
  schema: ZodType<T>,
  {
    query,
    method = "GET",
    body,
    headers,
    timeoutMs = 2_500,
  }: {
    query?: Record<string, string | number | boolean | null | undefined>;
    method?: "GET" | "POST";
    body?: unknown;
    headers?: Record<string, string>;
    timeoutMs?: number;
  } = {},
): Promise<T> {
  const url = new URL(path.replace(/^\//, ""), `${env.LOYALTY_API_URL.replace(/\/?$/, "/")}`);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined) url.searchParams.set(key, String(value));
  }
  const call = async () =>
    http.request({
      upstream: "loyalty",
      name,
      url,
      method,
      body,
      headers: { ...headers, authorization: `Bearer ${await loyaltyAccessToken()}` },
      schema,
      timeoutMs,
      deadlineMs: Math.max(4_000, timeoutMs),
    });
  try {
    return await call();
  } catch (error) {
    if (isUpstreamError(error) && error.status === 401) {
      forgetLoyaltyToken();
      return call();
    }
    throw error;
  }
}

/** GET /members/{base64 document}: the member's points, stars and contacts. Cached per user and locale. */
export function getMember(document: string, locale: Locale): Promise<Member> {
  return cache.get(
    cacheKey({ upstream: "loyalty", call: "member", locale, user: document }),
    { ttlMs: LIFETIMES.member, staleMs: LIFETIMES.member * 6, name: "loyalty-member" },
    () => authorizedGet("loyalty-member", `/members/${memberPathId(document)}`, member),
  );
}

// ── Impulso part 1 (docs/integrations/loyalty.md) ──────────────────────────────

/** Not in the spec: how long personal lists stay fresh. Short, so a new invoice shows up soon. */
const HISTORY_TTL_MS = 60_000;
/** Categories change with a release of the programme, not with a grower's activity. */
const CATEGORIES_TTL_MS = LIFETIMES.loyaltyRecommendations;

/** GET /transaction-category: the history's categories (public, cached per locale). */
export function getTransactionCategories(locale: Locale): Promise<TransactionCategory[]> {
  return cache.get(
    cacheKey({ upstream: "loyalty", call: "categories", locale }),
    { ttlMs: CATEGORIES_TTL_MS, staleMs: CATEGORIES_TTL_MS * 24, name: "loyalty-categories" },
    () =>
      authorizedGet("loyalty-categories", "/transaction-category", transactionCategories, {
        country: countryOf(locale).code,
      }),
  );
}

export interface HistoryRequest {
  page: number;
  perPage: number;
  categories: readonly string[];
  startDate: string | null;
  endDate: string | null;
  search: string | null;
}

/**
 * GET /transaction-history/{id}: one page of the member's history, newest
 * first. Categories travel comma-separated; an empty search is not sent
 * (spec 001 §7: null when empty).
 */
export function getHistory(document: string, locale: Locale, request: HistoryRequest): Promise<HistoryPage> {
  const query = {
    page: request.page,
    per_page: request.perPage,
    categories: request.categories.length ? request.categories.join(",") : null,
    startDate: request.startDate,
    endDate: request.endDate,
    search: request.search,
  };
  return cache.get(
    cacheKey({ upstream: "loyalty", call: "history", locale, user: document, params: query }),
    { ttlMs: HISTORY_TTL_MS, staleMs: HISTORY_TTL_MS * 5, name: "loyalty-history" },
    () => authorizedGet("loyalty-history", `/transaction-history/${memberPathId(document)}`, historyPage, query),
  );
}

/**
 * GET /transaction-details/{transactionNumber}: one transaction. The member's
 * id goes along and the API answers 404 for someone else's transaction, so a
 * guessed number shows nothing.
 */
export function getTransaction(document: string, locale: Locale, transactionNumber: string): Promise<Transaction> {
  return cache.get(
    cacheKey({ upstream: "loyalty", call: "transaction", locale, user: document, params: { transactionNumber } }),
    { ttlMs: LIFETIMES.member, staleMs: LIFETIMES.member, name: "loyalty-transaction" },
    () =>
      authorizedGet(
        "loyalty-transaction",
        `/transaction-details/${encodeURIComponent(transactionNumber)}`,
        transaction,
        {
          member: decodeURIComponent(memberPathId(document)),
        },
      ),
  );
}

/** GET /expiration/points/{id}: the points that expire, and when. */
export function getExpiration(document: string, locale: Locale): Promise<Expiration> {
  return cache.get(
    // What expires is counted from the member-area day: an answer never outlives the day it was given on.
    cacheKey({
      upstream: "loyalty",
      call: "expiration",
      locale,
      user: document,
      params: { day: memberDay(Date.now()) },
    }),
    { ttlMs: LIFETIMES.member, staleMs: LIFETIMES.member * 6, name: "loyalty-expiration" },
    () => authorizedGet("loyalty-expiration", `/expiration/points/${memberPathId(document)}`, expiration),
  );
}

/** A search for rewards (services, or the calculator's services or products): how many, and the filters. */
export interface RewardSearch {
  /** How many cards, from the first (the services block asks for every page up to the current one). */
  count: number;
  minPoints: number;
  maxPoints: number;
  crop: string | null;
  journey: string | null;
  category: string | null;
}

/** The points range and service filters as the loyalty API names them. */
function rewardFilterQuery({ minPoints, maxPoints, crop, journey, category }: RewardSearch) {
  return {
    min_points: minPoints,
    max_points: maxPoints,
    service_crop: crop,
    service_journey: journey,
    service_category: category,
  };
}

/**
 * Recommended services (cached about 59 minutes, spec 001 §9): the member's
 * own (GET /recommendation/Services/{id}, images as addresses) or, for a
 * grower who is not a member, the programme's (GET /srv-exp-recommendation/services).
 */
export function getRecommendedServices(
  document: string | null,
  locale: Locale,
  request: RewardSearch,
): Promise<ServicesPage> {
  const query = {
    page: 1,
    limit: request.count,
    per_page: request.count,
    ...rewardFilterQuery(request),
    ...(document ? { orbiaImgUrl: true } : { base64Html: true, country: countryOf(locale).code }),
  };
  return cache.get(
    cacheKey({ upstream: "loyalty", call: "services", locale, user: document ?? undefined, params: query }),
    { ttlMs: LIFETIMES.loyaltyRecommendations, staleMs: LIFETIMES.loyaltyRecommendations, name: "loyalty-services" },
    () =>
      document
        ? authorizedGet("loyalty-services", `/recommendation/Services/${memberPathId(document)}`, servicesPage, query)
        : authorizedGet("loyalty-services", "/srv-exp-recommendation/services", servicesPage, query),
  );
}

export interface CatalogueRequest extends RewardSearch {
  itemType: "services" | "products";
}

/** GET /calculator-rewards: what the calculator's points can buy (services or products), cheapest first. */
export function searchCalculatorCatalogue(locale: Locale, request: CatalogueRequest): Promise<CalculatorSearch> {
  const services = request.itemType === "services";
  const query = {
    item_type: request.itemType,
    items_per_page: request.count,
    page: 1,
    // The crop, journey and category filters are services' own: a products search sends the points range alone.
    ...rewardFilterQuery(services ? request : { ...request, crop: null, journey: null, category: null }),
    country: countryOf(locale).code,
  };
  return cache.get(
    cacheKey({ upstream: "loyalty", call: "calculator-search", locale, params: query }),
    {
      ttlMs: LIFETIMES.loyaltyRecommendations,
      staleMs: LIFETIMES.loyaltyRecommendations,
      name: "loyalty-calculator-search",
    },
    () => authorizedGet("loyalty-calculator-search", "/calculator-rewards", calculatorSearch, query),
  );
}
