import { fileURLToPath } from "node:url";

import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vitest/config";

/** The app's test files that need a process of their own: servers, stores, upstream clients, a fresh import. */
const ISOLATED_IN_APP = [
  "app/**/*.server.test.{ts,tsx}",
  "app/store/**/*.test.ts",
  "app/services/**/*.test.ts",
  // Imports the portal afresh with a fifth locale registered.
  "app/countries/fifth-locale.test.ts",
];

// Unit tests run without the Remix plugin (it only builds apps), but with
// vanilla-extract so components that import *.css.ts render in tests.
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  plugins: [vanillaExtractPlugin()],
  test: {
    // Two kinds of test files (decision 0049). Pure rules and components (domain, format, i18n, search, countries,
    // ui, ...) hold no state between files: they share threads and their imported modules, with no isolation,
    // which cut their run from 36–53 s to 8–10 s. Files that open stores, sandboxes, servers or child processes, or
    // import the portal afresh, keep a process each.
    projects: [
      {
        extends: true,
        test: {
          name: "pure",
          include: ["app/**/*.test.{ts,tsx}", "tests/e2e/**/*.test.ts"],
          exclude: [...ISOLATED_IN_APP],
          pool: "threads",
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "isolated",
          include: [...ISOLATED_IN_APP, "sandbox/**/*.test.ts", "scripts/**/*.test.ts", "server/**/*.test.ts"],
          pool: "forks",
        },
      },
    ],
    environment: "node",
    css: true,
    // Vitest's default in a run is one worker fewer than the cores: one on CI's two. Most isolated files wait on
    // sockets, timers and databases rather than compute, and each has its own process, store and PostgreSQL schema.
    maxWorkers: 2,
    testTimeout: 15_000,
    // Modules that read the frozen env need a complete one; these point nowhere.
    env: {
      OIDC_ISSUER: "http://127.0.0.1:9/oidc",
      OIDC_CLIENT_ID: "test",
      OIDC_CLIENT_SECRET: "test",
      LOYALTY_API_URL: "http://127.0.0.1:9/loyalty",
      LOYALTY_TOKEN_URL: "http://127.0.0.1:9/loyalty/token",
      LOYALTY_CLIENT_ID: "test",
      LOYALTY_CLIENT_SECRET: "test",
      PRODUCTS_API_URL: "http://127.0.0.1:9/products",
      SEED_QUALITY_API_URL: "http://127.0.0.1:9/seed-quality",
      YIELD_TRIALS_API_URL: "http://127.0.0.1:9/yield-trials",
      DEALERS_API_URL: "http://127.0.0.1:9/dealers",
      FIELD_VIEW_API_URL: "http://127.0.0.1:9/field-view",
      AGRONOMY_API_URL: "http://127.0.0.1:9/agronomy",
      US_REWARDS_API_URL: "http://127.0.0.1:9/us-rewards",
      INTERESTS_API_URL: "http://127.0.0.1:9/interests",
      FINANCE_API_URL: "http://127.0.0.1:9/finance",
      BANNERS_API_URL: "http://127.0.0.1:9/banners",
      COURSES_API_URL: "http://127.0.0.1:9/courses",
      CONTENT_API_URL: "http://127.0.0.1:9/content",
      WEATHER_API_URL: "http://127.0.0.1:9/weather",
      CROP_ADVISOR_API_URL: "http://127.0.0.1:9/crop-advisor",
      MARKETING_FORMS_API_URL: "http://127.0.0.1:9/marketing-forms",
      VOUCHERS_API_URL: "http://127.0.0.1:9/vouchers",
      // Tests point upstreams at sandboxes of their own: a secret that passes the boot guard (app/env.server.ts).
      SESSION_SECRET: "vitest-only-session-secret-7Qm2vR8tZ1pW6yN4",
      LOG_LEVEL: "silent",
      // The portal's store in memory: each test file's process gets its own embedded database.
      DATA_DIR: "memory://",
    },
  },
});
