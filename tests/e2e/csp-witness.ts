import type { Page } from "@playwright/test";

import { test } from "./fixtures";

/**
 * What the Content-Security-Policy blocked on a page. A blocked style or script is invisible to a grower until
 * something silently stops working, so two witnesses listen: the page's `securitypolicyviolation` events, and the
 * browser's console, which reports violations even with JavaScript off.
 */

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

/**
 * Starts listening on a page; call before its first navigation. The events need page scripts to run: without
 * JavaScript (the js-off project's pages, unless told otherwise) the console is the only witness.
 */
export async function watchCsp(
  page: Page,
  javaScriptEnabled = test.info().project.use.javaScriptEnabled !== false,
): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on("console", (message) => {
    if (/content security policy/i.test(message.text())) fromConsole.push(`${page.url()}: ${message.text()}`);
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window.cspViolations ??= []).push(
        `${location.pathname}: ${event.effectiveDirective} blocked ${event.blockedURI || "inline"} (${event.sample})`,
      );
    });
  });
  if (!javaScriptEnabled) return async () => [...fromConsole];
  return async () => {
    // Violation events are queued tasks: let one turn of the event loop pass before reading them.
    const fromEvents = await page
      .evaluate(() => new Promise<string[]>((resolve) => setTimeout(() => resolve(window.cspViolations ?? []), 50)))
      .catch(() => [] as string[]);
    return [...fromConsole, ...fromEvents];
  };
}

/** Loads each address and fails with every violation seen on the way (the events survive only until the next load). */
export async function visit(page: Page, paths: string[], violations: () => Promise<string[]>): Promise<string[]> {
  const seen: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    seen.push(...(await violations()));
  }
  return [...new Set(seen)];
}
