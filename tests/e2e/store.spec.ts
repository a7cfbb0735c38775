import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";

import type { Page } from "@playwright/test";
import { Client } from "pg";

import { expect, test } from "./fixtures";
import { servePortal, startSandboxProcess, stopProcess, waitUntilOk } from "./processes";
import { PASSWORD, SERVER_HTML } from "./support";

/**
 * Two portals, one store (PostgreSQL): a grower signs in on instance A, keeps
 * working on instance B with the same cookie, and stays signed in after both
 * restart; signing out on one signs out on both. The spec starts its own
 * sandbox and portals (from the production build) on ports after E2E_PORT, and
 * skips when TEST_DATABASE_URL is unset (CI always sets it).
 */
const DATABASE = process.env.TEST_DATABASE_URL;
test.skip(!DATABASE, "needs TEST_DATABASE_URL (a PostgreSQL both instances share)");
test.describe.configure({ mode: "serial" });

const EMAIL = "br.3estrelas@surco.example";
const NAME = "Ana Carolina Mendes";

function portsFor(project: string) {
  const base = Number(process.env.E2E_PORT ?? 3100) + (project === "js-off" ? 6 : 2);
  return { a: base, b: base + 1, sandbox: base + 2 };
}

const SHARED_SECRET = randomBytes(32).toString("hex");
let sandbox: ChildProcess | undefined;
let upstreamEnv: Record<string, string> = {};
const portals: Record<"a" | "b", ChildProcess | undefined> = { a: undefined, b: undefined };
let ports: ReturnType<typeof portsFor>;
let schema = "";

async function startPortal(which: "a" | "b") {
  const port = ports[which];
  const url = new URL(DATABASE!);
  url.searchParams.set("options", `-c search_path=${schema}`);
  portals[which] = servePortal({
    ...upstreamEnv,
    PORT: String(port),
    PUBLIC_URL: `http://localhost:${port}`,
    DATABASE_URL: url.toString(),
    // One secret for both instances (each signs the cookie the other reads), strong enough for the boot guard,
    // which treats a sandbox this portal did not boot itself as a real upstream.
    SESSION_SECRET: SHARED_SECRET,
    RATE_LIMIT_PER_MINUTE: "10000",
    LOG_LEVEL: "warn",
  });
  await waitUntilOk(`http://localhost:${port}/readyz`);
}

async function admin(statement: string) {
  const client = new Client({ connectionString: DATABASE });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures from a destructured first parameter.
test.beforeAll(async ({}, testInfo) => {
  test.setTimeout(180_000);
  ports = portsFor(testInfo.project.name);
  schema = `e2e_${ports.a}`;
  await admin(`drop schema if exists ${schema} cascade; create schema ${schema}`);
  const started = await startSandboxProcess(
    ports.sandbox,
    `test-results/store-spec-sandbox-${ports.a}`,
    `http://localhost:${ports.a}`,
  );
  sandbox = started.child;
  upstreamEnv = started.env;
  await Promise.all([startPortal("a"), startPortal("b")]);
});

test.afterAll(async () => {
  await Promise.all([stopProcess(portals.a), stopProcess(portals.b)]);
  await stopProcess(sandbox);
  if (schema) await admin(`drop schema if exists ${schema} cascade`);
});

async function expectSignedIn(page: Page, origin: string) {
  await page.goto(`${origin}/pt-br/area-logada`);
  await expect(page).toHaveURL(`${origin}/pt-br/area-logada`);
  await expect(page.locator('form[action="/api/auth/logout"]')).toHaveCount(1);
  expect(await page.content()).toContain(NAME);
}

// Once, without JavaScript: sign-in and sign-out are the provider's and the portal's plain forms, and what is
// tested is the store behind the cookie, which JavaScript does not touch (decision 0039).
test(
  "a session started on one instance works on the other and survives a restart of both",
  SERVER_HTML,
  async ({ page }) => {
    test.setTimeout(180_000);
    const a = `http://localhost:${ports.a}`;
    const b = `http://localhost:${ports.b}`;
    await page.goto(`${a}/api/auth/login?state=${encodeURIComponent("/pt-br/area-logada")}`);
    await page.getByLabel(/e-?mail/i).fill(EMAIL);
    await page.getByLabel(/password|senha|contraseña/i).fill(PASSWORD);
    await page.getByRole("button", { name: /sign in|entrar|ingresar|log in/i }).click();
    await expect(page).toHaveURL(`${a}/pt-br/area-logada`);

    // Cookies are per host, not per port: instance B gets the same session cookie.
    await expectSignedIn(page, b);

    await Promise.all([stopProcess(portals.a), stopProcess(portals.b)]);
    await Promise.all([startPortal("a"), startPortal("b")]);
    await expectSignedIn(page, b);
    await expectSignedIn(page, a);

    // Signing out on A ends the session for B too: one store. (On A: the provider accepts the post-logout return
    // address of the one portal origin it has registered, as behind a real proxy where both share one origin.)
    const logout = page.locator('form[action="/api/auth/logout"]');
    await page.goto(`${a}/pt-br/area-logada`);
    if (!(await logout.isVisible()))
      await page
        .getByRole("banner")
        .getByText(new RegExp(`^Olá, ${NAME}$`))
        .first()
        .click();
    await logout.getByRole("button", { name: "Sair" }).click();
    await expect(page).toHaveURL(`${a}/pt-br`);
    const again = await page.request.get(`${b}/pt-br/area-logada`, { maxRedirects: 0 });
    expect(again.status()).toBe(302);
  },
);
