import type { Locale } from "~/countries";
import { env } from "~/env.server";
import { cache, cacheKey, LIFETIMES } from "../cache.server";
import { isUpstreamError } from "../errors";
import { http } from "../http.server";
import { member, memberPathId, type Member } from "./contract";
import { forgetLoyaltyToken, loyaltyAccessToken } from "./token.server";

/** A loyalty API call with the bearer token; one retry with a fresh token after a 401. */
async function authorizedGet<T>(name: string, path: string, schema: import("zod").ZodType<T>): Promise<T> {
  const call = async () =>
    http.request({
      upstream: "loyalty",
      name,
      url: new URL(path.replace(/^\//, ""), `${env.LOYALTY_API_URL.replace(/\/?$/, "/")}`),
      headers: { authorization: `Bearer ${await loyaltyAccessToken()}` },
      schema,
      timeoutMs: 2_500,
      deadlineMs: 4_000,
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
