import type { Response } from "@playwright/test";

import { expect, test } from "./fixtures";
import { expectNoAxeViolations, SERVER_HTML } from "./support";

/**
 * The home's largest paint (issue 14, decision 0045): the hero's picture is
 * asked for from the head, is the very file its <picture> shows (fetched
 * once), and the hero comes before any stylesheet that holds the parser in the
 * body. Server HTML, the same with and without JavaScript: once, in the js-off
 * project, at the size of Lighthouse's phone (412 px at 1.75×). Playwright's
 * isMobile is off: with it, this suite's Chromium also fetched the 2400 px
 * ultra-wide art (a standalone run with the same settings did not, nor do
 * Lighthouse's mobile runs); not understood yet, see decision 0045.
 */
test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });

test(
  "a home's hero picture is preloaded from the head, ahead of its styles, and fetched once",
  SERVER_HTML,
  async ({ page }) => {
    const media: Response[] = [];
    page.on("response", (response) => {
      if (new URL(response.url()).pathname.startsWith("/media/hero-")) media.push(response);
    });
    await page.goto("/es-us", { waitUntil: "load" });

    const preload = page.locator('head link[rel="preload"][as="image"]');
    await expect(preload).toHaveCount(1);
    await expect(preload).toHaveAttribute("fetchpriority", "high");
    await expect(preload).toHaveAttribute("type", "image/avif");
    const hero = page.locator("main section").first().locator("picture img");
    await expect(hero).not.toHaveAttribute("loading", "lazy");
    await expect
      .poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    const shown = await hero.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
    expect(shown).toMatch(/^\/media\/hero-field-dawn-960\.[0-9a-f]{10}\.avif$/);
    // The preload and the <picture> chose the same file: one hero request, no second download.
    expect(media.map((response) => new URL(response.url()).pathname)).toEqual([shown]);

    // No stylesheet to wait for (each one would hold the first paint for a round trip): the CSS is one <style> in
    // the head, after the hero's preload, so the picture's request leaves first (decision 0047).
    await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(0);
    const preloadFirst = await page.evaluate(() => {
      const [preload, style] = [
        document.querySelector('head link[rel="preload"]')!,
        document.querySelector("head style")!,
      ];
      return Boolean(preload.compareDocumentPosition(style) & Node.DOCUMENT_POSITION_FOLLOWING);
    });
    expect(preloadFirst).toBe(true);
    await expectNoAxeViolations(page);
  },
);
