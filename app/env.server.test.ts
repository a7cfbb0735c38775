import { describe, expect, it } from "vitest";

import { parseEnv, SANDBOX_SESSION_SECRET } from "./env.server";

const SANDBOX = "http://127.0.0.1:3001";
const upstreams = (origin: string) => ({
  OIDC_ISSUER: `${origin}/oidc`,
  OIDC_CLIENT_ID: "portal",
  OIDC_CLIENT_SECRET: "secret",
  LOYALTY_API_URL: `${origin}/loyalty`,
  LOYALTY_TOKEN_URL: `${origin}/loyalty/token`,
  LOYALTY_CLIENT_ID: "portal",
  LOYALTY_CLIENT_SECRET: "secret",
  PRODUCTS_API_URL: `${origin}/products`,
  SEED_QUALITY_API_URL: `${origin}/seed-quality`,
  YIELD_TRIALS_API_URL: `${origin}/yield-trials`,
  DEALERS_API_URL: `${origin}/dealers`,
  FIELD_VIEW_API_URL: `${origin}/field-view`,
  AGRONOMY_API_URL: `${origin}/agronomy`,
  US_REWARDS_API_URL: `${origin}/us-rewards`,
  INTERESTS_API_URL: `${origin}/interests`,
  FINANCE_API_URL: `${origin}/finance`,
  BANNERS_API_URL: `${origin}/banners`,
  COURSES_API_URL: `${origin}/courses`,
  CONTENT_API_URL: `${origin}/content`,
  WEATHER_API_URL: `${origin}/weather`,
  CROP_ADVISOR_API_URL: `${origin}/crop-advisor`,
  MARKETING_FORMS_API_URL: `${origin}/marketing-forms`,
  VOUCHERS_API_URL: `${origin}/vouchers`,
});
const STRONG = "k3J9x-Qm2vR8tZ1pW6yN4bH7cL0sD5fG";

describe("parseEnv: the boot guard on SESSION_SECRET", () => {
  it("the embedded sandbox runs with its own secret, in any NODE_ENV", () => {
    for (const NODE_ENV of ["production", "development", "test", undefined]) {
      expect(parseEnv({ ...upstreams(SANDBOX), SANDBOX_URL: SANDBOX, NODE_ENV }).SESSION_SECRET).toBe(
        SANDBOX_SESSION_SECRET,
      );
    }
  });

  const real = "https://id.surco.com.ar";
  it.each([
    ["the default secret, in production", { ...upstreams(real), NODE_ENV: "production" }],
    ["the default secret, NODE_ENV unset", upstreams(real)],
    ["the default secret, NODE_ENV=test", { ...upstreams(real), NODE_ENV: "test" }],
    ["the default secret, an issuer whose name contains localhost", upstreams("https://localhost.evil.example")],
    ["the default secret, an issuer on loopback that is not the sandbox", upstreams("http://127.0.0.1:9999")],
    ["a 16-character secret", { ...upstreams(real), SESSION_SECRET: "0123456789abcdef" }],
    ["a 31-character secret", { ...upstreams(real), SESSION_SECRET: STRONG.slice(0, 31) }],
    ["a long run of one character", { ...upstreams(real), SESSION_SECRET: "a".repeat(64) }],
    [
      "the default secret, one real upstream beside the sandbox",
      { ...upstreams(SANDBOX), SANDBOX_URL: SANDBOX, PRODUCTS_API_URL: `${real}/products` },
    ],
  ])("refuses %s", (_case, source) => {
    expect(() => parseEnv(source)).toThrow(/SESSION_SECRET/);
  });

  it("names the upstreams that made the deployment real", () => {
    expect(() =>
      parseEnv({ ...upstreams(SANDBOX), SANDBOX_URL: SANDBOX, PRODUCTS_API_URL: `${real}/products` }),
    ).toThrow(/PRODUCTS_API_URL/);
  });

  it("accepts a strong secret with real upstreams", () => {
    expect(parseEnv({ ...upstreams(real), SESSION_SECRET: STRONG, NODE_ENV: "production" }).SESSION_SECRET).toBe(
      STRONG,
    );
  });
});

describe("parseEnv: TEST_SCOPES (decision 0049)", () => {
  it("is off unless told, and on only against the embedded sandbox", () => {
    expect(parseEnv({ ...upstreams(SANDBOX), SANDBOX_URL: SANDBOX }).TEST_SCOPES).toBe("off");
    expect(parseEnv({ ...upstreams(SANDBOX), SANDBOX_URL: SANDBOX, TEST_SCOPES: "on" }).TEST_SCOPES).toBe("on");
  });

  it("refuses scopes with real upstreams: a visitor's header would pick its own cache and circuits", () => {
    const real = { ...upstreams("https://api.surco.com.ar"), SESSION_SECRET: STRONG, NODE_ENV: "production" };
    expect(() => parseEnv({ ...real, TEST_SCOPES: "on" })).toThrow(/TEST_SCOPES/);
  });
});

describe("parseEnv: TRUST_PROXY_HOPS", () => {
  it("trusts no proxy unless told", () => {
    expect(parseEnv({ ...upstreams(SANDBOX), SANDBOX_URL: SANDBOX }).TRUST_PROXY_HOPS).toBe(0);
  });
  it.each([
    ["1", 1],
    ["2", 2],
  ])("reads %s hops", (hops, expected) => {
    expect(parseEnv({ ...upstreams(SANDBOX), SANDBOX_URL: SANDBOX, TRUST_PROXY_HOPS: hops }).TRUST_PROXY_HOPS).toBe(
      expected,
    );
  });
  it.each([["-1"], ["1.5"], ["all"], ["true"]])("refuses %s", (hops) => {
    expect(() => parseEnv({ ...upstreams(SANDBOX), SANDBOX_URL: SANDBOX, TRUST_PROXY_HOPS: hops })).toThrow(
      /TRUST_PROXY_HOPS/,
    );
  });
});

describe("parseEnv: HOST_COUNTRY_MAP", () => {
  const base = { ...upstreams(SANDBOX), SANDBOX_URL: SANDBOX };
  it("reads host=CODE pairs of the configured countries, hosts in lower case", () => {
    expect(parseEnv(base).HOST_COUNTRY_MAP).toEqual({});
    expect(parseEnv({ ...base, HOST_COUNTRY_MAP: " Surco.com.AR=AR , staging.example=BR," }).HOST_COUNTRY_MAP).toEqual({
      "surco.com.ar": "AR",
      "staging.example": "BR",
    });
  });
  it.each(["surco.com.ar=XX", "surco.com.ar", "=AR", "a=AR=BR", "surco.com.ar=ar"])(
    "refuses %j at boot, naming the pair",
    (value) => {
      expect(() => parseEnv({ ...base, HOST_COUNTRY_MAP: value })).toThrow(/HOST_COUNTRY_MAP: .* is not host=CODE/);
    },
  );
});
