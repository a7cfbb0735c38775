import { expect, test, type Page } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { rm } from "node:fs/promises";
import { Client } from "pg";
import { PASSWORD } from "./support";

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

async function waitFor(url: string, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const ok = await fetch(url).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not become ready`);
}

function start(script: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ["--import", "tsx", script], { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "inherit"] });
}

async function stop(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null) return;
  child.kill("SIGTERM");
  await once(child, "exit");
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
  portals[which] = start("server.ts", {
    ...upstreamEnv,
    NODE_ENV: "production",
    PORT: String(port),
    PUBLIC_URL: `http://localhost:${port}`,
    DATABASE_URL: url.toString(),
    // One secret for both instances (each signs the cookie the other reads), strong enough for the boot guard,
    // which treats a sandbox this portal did not boot itself as a real upstream.
    SESSION_SECRET: SHARED_SECRET,
    RATE_LIMIT_PER_MINUTE: "10000",
    LOG_LEVEL: "warn",
  });
  await waitFor(`http://localhost:${port}/readyz`);
}

async function admin(statement: string) {
  const client = new Client({ connectionString: DATABASE });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

test.beforeAll(async ({}, testInfo) => {
  test.setTimeout(180_000);
  ports = portsFor(testInfo.project.name);
  schema = `e2e_${ports.a}`;
  await admin(`drop schema if exists ${schema} cascade; create schema ${schema}`);
  const dataDir = `test-results/store-spec-sandbox-${ports.a}`;
  await rm(dataDir, { recursive: true, force: true });
  sandbox = start("sandbox/main.ts", { SANDBOX_PORT: String(ports.sandbox), SANDBOX_DATA_DIR: dataDir, PORTAL_ORIGIN: `http://localhost:${ports.a}` });
  // Read every line it prints (a pipe left unread would break its later writes), until its settings are out.
  let printed = "";
  await new Promise<void>((resolve, reject) => {
    sandbox!.stdout!.on("data", (chunk: Buffer) => {
      printed += chunk.toString();
      if (/AGRONOMY_API_URL=.*\n/.test(printed) && /OIDC_CLIENT_SECRET=.*\n/.test(printed)) resolve();
    });
    sandbox!.once("exit", () => reject(new Error(`the sandbox stopped: ${printed}`)));
  });
  upstreamEnv = Object.fromEntries(printed.split("\n").filter((line) => /^[A-Z_]+=/.test(line)).map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]));
  await Promise.all([startPortal("a"), startPortal("b")]);
});

test.afterAll(async () => {
  await Promise.all([stop(portals.a), stop(portals.b)]);
  await stop(sandbox);
  if (schema) await admin(`drop schema if exists ${schema} cascade`);
});

async function expectSignedIn(page: Page, origin: string) {
  await page.goto(`${origin}/pt-br/area-logada`);
  await expect(page).toHaveURL(`${origin}/pt-br/area-logada`);
  await expect(page.locator('form[action="/api/auth/logout"]')).toHaveCount(1);
  expect(await page.content()).toContain(NAME);
}

test("a session started on one instance works on the other and survives a restart of both", async ({ page }) => {
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

  await Promise.all([stop(portals.a), stop(portals.b)]);
  await Promise.all([startPortal("a"), startPortal("b")]);
  await expectSignedIn(page, b);
  await expectSignedIn(page, a);

  // Signing out on A ends the session for B too: one store. (On A: the provider accepts the post-logout return
  // address of the one portal origin it has registered, as behind a real proxy where both share one origin.)
  const logout = page.locator('form[action="/api/auth/logout"]');
  await page.goto(`${a}/pt-br/area-logada`);
  if (!(await logout.isVisible())) await page.getByRole("banner").getByText(new RegExp(`^Olá, ${NAME}$`)).first().click();
  await logout.getByRole("button", { name: "Sair" }).click();
  await expect(page).toHaveURL(`${a}/pt-br`);
  const again = await page.request.get(`${b}/pt-br/area-logada`, { maxRedirects: 0 });
  expect(again.status()).toBe(302);
});
