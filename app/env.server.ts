import { z } from "zod";

/**
 * Every setting the portal reads, parsed once at boot and frozen. Nothing else
 * reads process.env: a missing or malformed setting stops the server at start,
 * not in the middle of a grower's request.
 */
const url = z.url();

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** The portal's public origin, for canonical links, sitemaps and the OAuth redirect. */
  PUBLIC_URL: url.default("http://localhost:3000"),
  SESSION_SECRET: z.string().min(16).default("surco-sandbox-session-secret-change-me"),
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
  /** The field-view partner: token exchange, dashboard and sync (docs/integrations/field-view.md). */
  FIELD_VIEW_API_URL: url,
  /** The agronomy partner: fields, recommendations, curves, forecast, Preceon, carbon programme (same doc). */
  AGRONOMY_API_URL: url,
  /** "surco.com.ar=AR,surco.com.br=BR": narrows `/`'s locale negotiation by host. */
  HOST_COUNTRY_MAP: z.string().default(""),
  /** Requests per minute per client on login and lookup endpoints. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
  /** PostgreSQL for the portal's state (sessions, outbox, counters, leases); unset: the embedded engine in DATA_DIR. */
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, "a postgres:// URL").optional(),
  /** Redis for short-lived shared state (rate-limit counters, job leases); unset: the database keeps them. */
  REDIS_URL: z.string().regex(/^rediss?:\/\//, "a redis:// URL").optional(),
  /** Where the embedded store keeps its files when DATABASE_URL is unset. */
  DATA_DIR: z.string().min(1).default(".surco-data"),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
});

export type Env = Readonly<z.infer<typeof schema>>;

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid environment: ${problems}`);
  }
  const env = result.data;
  if (env.NODE_ENV === "production" && env.SESSION_SECRET === schema.shape.SESSION_SECRET.parse(undefined)
      && !env.OIDC_ISSUER.includes("localhost") && !env.OIDC_ISSUER.includes("127.0.0.1")) {
    throw new Error("Invalid environment: SESSION_SECRET must be set when real upstreams are configured");
  }
  return Object.freeze(env);
}

export const env: Env = parseEnv(process.env);
