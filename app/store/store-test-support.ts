import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { Client } from "pg";
import { afterAll, beforeAll } from "vitest";

import type { GrowerFacts } from "./alert-settings.server";
import { openStore, type Store, type StoreSettings } from "./store.server";

/**
 * The engines every store test runs against: the embedded one always, and
 * PostgreSQL and Redis when TEST_DATABASE_URL / TEST_REDIS_URL are set (.ci/run
 * always sets them). Each PostgreSQL run gets a schema of its own, dropped after.
 */
export interface TestEngine {
  name: string;
  open(): Promise<Store>;
  /** Opens another store on the same data: a second instance, or the same one after a restart. */
  reopen(): Promise<Store>;
  dispose(): Promise<void>;
  /** What another process passes to openStore to reach the same data. */
  settings(): StoreSettings;
}

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL;

export function embeddedEngine(): TestEngine {
  let dir = "";
  return {
    name: "embedded",
    async open() {
      dir = await mkdtemp(path.join(tmpdir(), "surco-store-"));
      return openStore({ dataDir: dir });
    },
    reopen: () => openStore({ dataDir: dir }),
    settings: () => ({ dataDir: dir }),
    dispose: () => rm(dir, { recursive: true, force: true }),
  };
}

export function postgresEngine(url: string, redisUrl?: string): TestEngine {
  const schema = `test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const scoped = () => {
    const u = new URL(url);
    u.searchParams.set("options", `-c search_path=${schema}`);
    return u.toString();
  };
  const admin = async (statement: string) => {
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  return {
    name: redisUrl ? "postgres+redis" : "postgres",
    async open() {
      await admin(`create schema ${schema}`);
      return openStore({ databaseUrl: scoped(), redisUrl, redisPrefix: `${schema}:`, dataDir: "unused" });
    },
    reopen: () => openStore({ databaseUrl: scoped(), redisUrl, redisPrefix: `${schema}:`, dataDir: "unused" }),
    settings: () => ({ databaseUrl: scoped(), redisUrl, redisPrefix: `${schema}:`, dataDir: "unused" }),
    dispose: () => admin(`drop schema ${schema} cascade`),
  };
}

/** Every engine available here, for describe.each. */
export function testEngines(): Array<[string, () => TestEngine]> {
  const engines: Array<[string, () => TestEngine]> = [["embedded", embeddedEngine]];
  if (TEST_DATABASE_URL) engines.push(["postgres", () => postgresEngine(TEST_DATABASE_URL)]);
  if (TEST_DATABASE_URL && TEST_REDIS_URL)
    engines.push(["postgres+redis", () => postgresEngine(TEST_DATABASE_URL, TEST_REDIS_URL)]);
  return engines;
}

/**
 * Two portal instances on one store, opened before the suite and closed after it: `store` and `other`. The
 * embedded engine belongs to one process, so there both are the same store. Call inside a describe.
 */
export function twoInstances(makeEngine: () => TestEngine) {
  const opened: { engine?: TestEngine; store?: Store; other?: Store } = {};
  beforeAll(async () => {
    opened.engine = makeEngine();
    opened.store = await opened.engine.open();
    opened.other = opened.store.engine === "embedded" ? opened.store : await opened.engine.reopen();
  }, 60_000);
  afterAll(async () => {
    if (opened.other && opened.other !== opened.store) await opened.other.close();
    await opened.store?.close();
    await opened.engine?.dispose();
  });
  return {
    get store() {
      return opened.store!;
    },
    get other() {
      return opened.other!;
    },
    /** One more instance on the same data (not the embedded engine's), for a test to close or break. */
    reopen: () => opened.engine!.reopen(),
  };
}

/**
 * A grower as the sign-in remembers one for alerts (issue 30), for the tests that need one: a Brazilian grower with a
 * fresh id, signed in today, unless the test says otherwise.
 */
export function growerFacts(facts: Partial<GrowerFacts> = {}): GrowerFacts {
  return {
    grower: `g-${Math.random().toString(36).slice(2)}`,
    country: "BR",
    locale: "pt-BR",
    document: null,
    signInEmail: "ana@campo.example",
    profileComplete: true,
    today: "2026-11-29",
    ...facts,
  };
}
