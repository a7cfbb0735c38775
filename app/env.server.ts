import { z } from "zod";

import { COUNTRY_CODES, type CountryCode } from "~/countries";

/**
 * Every setting the portal reads, parsed once at boot and frozen. Nothing else
 * reads process.env: a missing or malformed setting stops the server at start,
 * not in the middle of a grower's request.
 */
const url = z.url();

/**
 * The secret the embedded sandbox runs with. Fine for the demo (its accounts are
 * public), refused the moment a real upstream is configured: anyone who reads
 * this file could then sign session cookies.
 */
export const SANDBOX_SESSION_SECRET = "surco-sandbox-session-secret-change-me";
/** A secret worth its name: at least 32 characters (not a 16-letter word) and not a run of a few characters. */
const STRONG_SECRET_LENGTH = 32;
const STRONG_SECRET_DISTINCT_CHARACTERS = 10;

/** The settings that point at upstreams: any one of them outside the sandbox makes the deployment real. */
const UPSTREAM_URLS = [
  "OIDC_ISSUER",
  "LOYALTY_API_URL",
  "LOYALTY_TOKEN_URL",
  "PRODUCTS_API_URL",
  "SEED_QUALITY_API_URL",
  "YIELD_TRIALS_API_URL",
  "DEALERS_API_URL",
  "FIELD_VIEW_API_URL",
  "AGRONOMY_API_URL",
  "US_REWARDS_API_URL",
  "INTERESTS_API_URL",
  "FINANCE_API_URL",
  "BANNERS_API_URL",
  "COURSES_API_URL",
  "CONTENT_API_URL",
  "WEATHER_API_URL",
  "CROP_ADVISOR_API_URL",
  "MARKETING_FORMS_API_URL",
  "VOUCHERS_API_URL",
] as const;

/** HOST_COUNTRY_MAP's pairs as host (lower case) → country code; a pair that is not `host=CODE` of a country stops the boot. */
function hostCountryMap(value: string, context: z.RefinementCtx): Readonly<Record<string, CountryCode>> {
  const map: Record<string, CountryCode> = {};
  for (const pair of value.split(",").map((p) => p.trim())) {
    if (!pair) continue;
    const [host, code, ...extra] = pair.split("=").map((p) => p.trim());
    if (!host || extra.length > 0 || !COUNTRY_CODES.includes(code)) {
      context.addIssue({
        code: "custom",
        message: `"${pair}" is not host=CODE with CODE one of ${COUNTRY_CODES.join(", ")}`,
      });
      continue;
    }
    map[host.toLowerCase()] = code;
  }
  return map;
}

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** The portal's public origin, for canonical links, sitemaps and the OAuth redirect. */
  PUBLIC_URL: url.default("http://localhost:3000"),
  /** Signs the session and other cookies; its strength is checked against the upstreams below (parseEnv). */
  SESSION_SECRET: z.string().min(1).default(SANDBOX_SESSION_SECRET),
  /**
   * Set by server.ts when it boots the embedded sandbox: the sandbox's origin. Upstreams at exactly this
   * origin are the demo; any other upstream is real, whatever its host name or NODE_ENV.
   */
  SANDBOX_URL: url.optional(),
  /** Minutes without a request before a session ends, and its absolute lifetime in hours. */
  SESSION_IDLE_MINUTES: z.coerce.number().positive().default(30),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().positive().default(12),
  OIDC_ISSUER: url,
  OIDC_CLIENT_ID: z.string().min(1),
  OIDC_CLIENT_SECRET: z.string().min(1),
  LOYALTY_API_URL: url,
  LOYALTY_TOKEN_URL: url,
  LOYALTY_CLIENT_ID: z.string().min(1),
  LOYALTY_CLIENT_SECRET: z.string().min(1),
  /** The products upstream: product lists per group, brands, assets (docs/integrations/products.md). */
  PRODUCTS_API_URL: url,
  /** The seed-lot quality upstream: the partner's corn-batch lookup (docs/integrations/seed-quality.md). */
  SEED_QUALITY_API_URL: url,
  /** The local yield trials upstream: brands, trial search, zip geocoder (decision 0030). */
  YIELD_TRIALS_API_URL: url,
  DEALERS_API_URL: url,
  /** The field-view partner: token exchange, dashboard and sync (docs/integrations/field-view.md). */
  FIELD_VIEW_API_URL: url,
  /** The agronomy partner: fields, recommendations, curves, forecast, Preceon, carbon programme (same doc). */
  AGRONOMY_API_URL: url,
  /** The US rewards programme: configuration, growers' standing (app/services/rewards/contract.ts). */
  US_REWARDS_API_URL: url,
  /** Member content: topics, saved interests, preferred themes, Cultivar data (decision 0026). */
  INTERESTS_API_URL: url,
  /** The finance upstream: quotations, the central bank's rate, digital finance (app/services/finance/contract.ts). */
  FINANCE_API_URL: url,
  /** Impulso's banners, campaign suggestions and marketing carousel (docs/integrations/banners.md). */
  BANNERS_API_URL: url,
  /** The agronomy course gallery and its courses' modules (docs/integrations/courses.md). */
  COURSES_API_URL: url,
  CONTENT_API_URL: url,
  /** The weather upstream: 7-day and hourly forecasts, past days, bulletins, and the maps geocoder (decision 0037). */
  WEATHER_API_URL: url,
  /** The crop advisor behind Brazil's postcode widget: postcode lookup and recommendations (decision 0043). */
  CROP_ADVISOR_API_URL: url,
  /** The marketing-forms upstream: form definitions and submissions (spec 002 §7). */
  MARKETING_FORMS_API_URL: url,
  /** The voucher upstream: encode, create, notify the distributor (spec 001 §7, decision 0024). */
  VOUCHERS_API_URL: url,
  /**
   * "surco.com.ar=AR,surco.com.br=BR": hosts that serve one country, beside the configs' own `hosts`
   * (app/countries), which they override host by host. `/` then negotiates among that country's locales.
   */
  HOST_COUNTRY_MAP: z.string().default("").transform(hostCountryMap),
  /**
   * The dealer map's style (decision 0068): a hosted MapLibre style for production, whose origin the pages' CSP then
   * admits in connect-src (its tiles, glyphs and sprites must come from that origin too). Unset: the portal's own
   * style over the Natural Earth archive it serves itself (app/finder/base-map).
   */
  MAP_STYLE_URL: url.optional(),
  /**
   * Alerts by e-mail (issue 30): the SMTP server's address (smtp:// or smtps://, credentials in it when it asks for
   * them) and the sender. Unset: the e-mail channel is not offered.
   */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "an smtp:// or smtps:// URL")
    .optional(),
  MAIL_FROM: z.string().min(3).default("Surco <alertas@surco.example>"),
  /**
   * Alerts by WhatsApp (issue 30): the Cloud API's base address with its version ("https://graph.facebook.com/v21.0"),
   * the business phone number's id, the access token, and the app secret that signs its status callbacks. Unset: the
   * WhatsApp channel is not offered.
   */
  WHATSAPP_API_URL: url.optional(),
  WHATSAPP_PHONE_NUMBER_ID: z.string().min(1).optional(),
  WHATSAPP_TOKEN: z.string().min(1).optional(),
  WHATSAPP_APP_SECRET: z.string().min(16).optional(),
  /** The token Meta's subscription check (GET on the webhook) must bring; unset, that check is not answered. */
  WHATSAPP_VERIFY_TOKEN: z.string().min(16).optional(),
  /** How often the alert producer looks (decision 0070); the browser tests shorten it. */
  ALERTS_EVERY_MS: z.coerce.number().int().positive().default(900_000),
  /** Requests per minute per client on login and lookup endpoints. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
  /** How long an upstream's open circuit refuses calls before one trial (decision 0007); the browser tests shorten it. */
  UPSTREAM_BREAKER_OPEN_MS: z.coerce.number().int().positive().default(30_000),
  /**
   * How long the portal itself keeps an anonymous page for the next visitor (server/page-cache.ts), at most: never
   * longer than the page's own s-maxage (a minute). 0 turns that cache off: the browser tests' portals, which inject
   * upstream faults and expect the next page to show them.
   */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(600).default(60),
  /**
   * Overload (issue 28, server/admission.ts): at most MAX_CONCURRENT_RENDERS page views inside the pages at once, at
   * most RENDERS_PER_TURN started per turn of the event loop, and a line of four turns' worth in which a page view
   * waits at most RENDER_QUEUE_MS; past the line or the wait, 503 "busy" at once. Measured on one core (decision 0059).
   */
  MAX_CONCURRENT_RENDERS: z.coerce.number().int().min(1).max(1000).default(32),
  RENDERS_PER_TURN: z.coerce.number().int().min(1).max(1000).default(3),
  RENDER_QUEUE_MS: z.coerce.number().int().min(0).max(10_000).default(250),
  /** No page takes longer than this: past it the grower gets the "busy" page and the render's upstream calls stop. */
  RENDER_CEILING_SECONDS: z.coerce.number().min(1).max(120).default(8),
  /** How long a client may take to send its whole request before it is answered 408. */
  REQUEST_DEADLINE_SECONDS: z.coerce.number().int().min(1).max(300).default(30),
  /**
   * "on" only in the browser suite: a request's X-Test-Scope header (the test that made it) is carried to its upstream
   * calls, its log lines and its outbox deliveries, and keeps that test's upstream cache and circuits apart from every
   * other test's, so a test's injected fault reaches no other test (docs/decisions/0049-ci-in-half-the-time.md).
   */
  TEST_SCOPES: z.enum(["on", "off"]).default("off"),
  /** The outbox's first retry after a failed delivery, doubling after (decision 0018); the browser tests shorten it. */
  OUTBOX_FIRST_RETRY_MS: z.coerce.number().int().positive().default(5_000),
  /**
   * How many reverse proxies stand in front of the portal (Express `trust proxy`): the client's address is
   * read that many hops back in X-Forwarded-For, and X-Forwarded-Host/Proto are believed only from them.
   * 0 (the default): the peer's own address, and no forwarded header is believed.
   */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** PostgreSQL for the portal's state (sessions, outbox, counters, leases); unset: the embedded engine in DATA_DIR. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "a postgres:// URL")
    .optional(),
  /** Redis for short-lived shared state (rate-limit counters, job leases); unset: the database keeps them. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "a redis:// URL")
    .optional(),
  /** Where the embedded store keeps its files when DATABASE_URL is unset. */
  DATA_DIR: z.string().min(1).default(".surco-data"),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  /**
   * An OTLP/HTTP collector's base address (its traces go to `<endpoint>/v1/traces`, as JSON): each request's trace is
   * sent there. Unset: no trace is made at all (decision 0062). The exporter itself reads OTEL_EXPORTER_OTLP_HEADERS.
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: url.optional(),
  OTEL_SERVICE_NAME: z.string().min(1).default("surco-portal"),
  /** The share of requests traced (0 to 1), unless the caller's traceparent already decided. */
  OTEL_TRACES_SAMPLER_ARG: z.coerce.number().min(0).max(1).default(1),
  /**
   * The bearer token Prometheus scrapes GET /metrics with; unset, /metrics does not exist and nothing is counted
   * (decision 0062). Long enough that it cannot be guessed.
   */
  METRICS_TOKEN: z.string().min(STRONG_SECRET_LENGTH, `at least ${STRONG_SECRET_LENGTH} characters`).optional(),
});

export type Env = Readonly<z.infer<typeof schema>>;

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid environment: ${problems}`);
  }
  const env = result.data;
  const whatsApp = [env.WHATSAPP_API_URL, env.WHATSAPP_PHONE_NUMBER_ID, env.WHATSAPP_TOKEN, env.WHATSAPP_APP_SECRET];
  if (whatsApp.some(Boolean) && !whatsApp.every(Boolean))
    throw new Error(
      "Invalid environment: WhatsApp needs all of WHATSAPP_API_URL, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_TOKEN, WHATSAPP_APP_SECRET",
    );
  const problem = sessionSecretProblem(env);
  if (problem) throw new Error(`Invalid environment: SESSION_SECRET ${problem}`);
  // A visitor's header would choose its own cache and circuits: only ever against the sandbox.
  if (env.TEST_SCOPES === "on" && realUpstreams(env).length > 0)
    throw new Error(
      "Invalid environment: TEST_SCOPES is for the browser suite against the sandbox, not real upstreams",
    );
  return Object.freeze(env);
}

/** The upstreams configured somewhere other than the embedded sandbox. */
function realUpstreams(env: z.infer<typeof schema>): string[] {
  const sandbox = env.SANDBOX_URL ? new URL(env.SANDBOX_URL).origin : null;
  return UPSTREAM_URLS.filter((name) => new URL(env[name]).origin !== sandbox);
}

/** Real upstreams need a secret nobody else knows: not the sandbox's, not short, not a run of one character. */
function sessionSecretProblem(env: z.infer<typeof schema>): string | null {
  const real = realUpstreams(env);
  if (real.length === 0) return null;
  const secret = env.SESSION_SECRET;
  const why =
    secret === SANDBOX_SESSION_SECRET
      ? "is the sandbox's default"
      : secret.length < STRONG_SECRET_LENGTH
        ? `is shorter than ${STRONG_SECRET_LENGTH} characters`
        : new Set(secret).size < STRONG_SECRET_DISTINCT_CHARACTERS
          ? `has fewer than ${STRONG_SECRET_DISTINCT_CHARACTERS} distinct characters`
          : null;
  return (
    why &&
    `${why}, and real upstreams are configured (${real.join(", ")}): set a random secret of ${STRONG_SECRET_LENGTH}+ characters`
  );
}

export const env: Env = parseEnv(process.env);
