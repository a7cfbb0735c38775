import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

export const PASSWORD = "surco-demo";
export const SANDBOX = "http://localhost:3101";

/**
 * Logs in as a grower would, through the provider's sign-in page (a plain HTML
 * form, so this works with JavaScript off too), starting from the portal's
 * login address with the return address as its state.
 */
export async function logIn(page: Page, email: string, returnTo: string) {
  await page.goto(`/api/auth/login?state=${encodeURIComponent(returnTo)}`);
  await page.getByLabel(/e-?mail/i).fill(email);
  await page.getByLabel(/password|senha|contraseña/i).fill(PASSWORD);
  await page.getByRole("button", { name: /sign in|entrar|ingresar|log in/i }).click();
}

/** Zero axe violations (WCAG 2.2 AA rules) on the current page. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** Sets a fault on one sandbox upstream (see sandbox/README.md). */
export async function setFault(upstream: string, fault: Record<string, unknown>) {
  const response = await fetch(`${SANDBOX}/_sandbox/faults`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ upstream, ...fault }),
  });
  expect(response.ok).toBe(true);
}

export async function clearFaults() {
  await fetch(`${SANDBOX}/_sandbox/faults`, { method: "DELETE" });
}
