import type { Page } from "@playwright/test";

import { COUNTRIES, type Locale, localePrefix } from "../../app/countries";
import { allowServerErrors, expect, test } from "./fixtures";
import { sweepSite } from "./site-pages";
import { SERVER_HTML } from "./support";

/**
 * Every page fits a phone (issue 27), a property of the whole site: at 390 px, over one page of each template of
 * every locale and the private landing pages of its demo growers, the document is no wider than the window, no box
 * with text is wider than itself (text spilling out of a card, or cut off by it), and a table that hides its header
 * row labels each of its values. What it caught when written: the postcode recommendation's table (the page 423 px
 * wide), the Cultivar lots' values without their labels, the weather's "Predominantemente nublado" out of its day.
 */
const LOCALES: readonly Locale[] = COUNTRIES.flatMap((c) => c.locales);
const PHONE = { width: 390, height: 844 };
// Every sweep of the es-US pages meets the resources page's contact block (see sitemap.spec.ts).
allowServerErrors(/^contact form: the locale has no form defined$/);

/** What does not fit on the page as laid out now, one line each. */
function misfits(): string[] {
  const found: string[] = [];
  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth)
    found.push(`the page is ${root.scrollWidth} px wide in a ${root.clientWidth} px window`);
  const name = (element: Element) => {
    const text = (element.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 60);
    return `<${element.tagName.toLowerCase()}> «${text}»`;
  };
  // Text that runs out of the box it is laid out in (the nearest box that is not inline): spilling over a card's
  // edge, or cut off by it. Not counted: text cut with an ellipsis on purpose, and text hidden from sight (1 px
  // boxes, closed menus and dialogs).
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const reported = new Set<Element>();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent?.trim() || !node.parentElement) continue;
    let box: Element = node.parentElement;
    while (
      box.parentElement &&
      getComputedStyle(box).display.startsWith("inline") &&
      getComputedStyle(box).position === "static"
    )
      box = box.parentElement;
    const style = getComputedStyle(box);
    if (reported.has(box) || box instanceof SVGElement || style.textOverflow === "ellipsis") continue;
    if (box.clientWidth <= 1 || !node.parentElement.checkVisibility({ visibilityProperty: true })) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
    // Its own box's content, and the edge of the nearest box the eye sees around it (a card: a background or a
    // border), which a box too wide for its card spills over. A box that scrolls (a row of days) ends the search: what
    // is scrolled out of it is no spill.
    const inner = box.getBoundingClientRect();
    const left = inner.left + box.clientLeft + parseFloat(style.paddingLeft) - 1;
    const right = inner.left + box.clientLeft + box.clientWidth - parseFloat(style.paddingRight) + 1;
    let card: Element | null = box;
    while (card && card !== document.body) {
      const look = getComputedStyle(card);
      if (look.overflowX !== "visible") {
        card = null;
        break;
      }
      if (look.backgroundColor !== "rgba(0, 0, 0, 0)" || parseFloat(look.borderLeftWidth) > 0) break;
      card = card.parentElement;
    }
    const edge = card?.getBoundingClientRect();
    const out = rects.find(
      (rect) =>
        rect.right > right || rect.left < left || (edge && (rect.right > edge.right + 1 || rect.left < edge.left - 1)),
    );
    if (out) {
      reported.add(box);
      found.push(`${name(box)}: its text runs out of its box (${Math.round(out.left)}–${Math.round(out.right)} px)`);
    }
  }
  // A table whose header row is out of sight labels each value itself (a drawn label before it).
  for (const table of document.querySelectorAll("table")) {
    const header = table.querySelector("thead th");
    const shown = (element: Element) => element.checkVisibility() && element.getBoundingClientRect().width > 1;
    if (!header || (shown(table.tHead!) && shown(header))) continue;
    for (const cell of table.querySelectorAll<HTMLElement>("tbody td, tbody th")) {
      const label = getComputedStyle(cell, "::before").content;
      if (cell.textContent?.trim() && (label === "none" || label === "normal" || label === '""'))
        found.push(`${name(cell)} has no label: its table's header row is hidden`);
    }
  }
  return found;
}

async function misfitsAt(page: Page, paths: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    const answer = await page.goto(path);
    expect(answer?.status(), path).toBe(200);
    found.push(...(await page.evaluate(misfits)).map((line) => `${path}: ${line}`));
  }
  return found;
}

test.describe("every page fits a phone's width", () => {
  test.use({ viewport: PHONE });
  for (const locale of LOCALES) {
    // Laid out from the server's HTML and the styles: run once, without JavaScript (the postcode test runs in both).
    test(
      `${localePrefix(locale)}: one page of each template, and the private pages as its growers`,
      SERVER_HTML,
      async ({ page }) => {
        test.setTimeout(120_000);
        const found = await sweepSite(page, locale, (paths) => misfitsAt(page, paths));
        expect(found).toEqual([]);
      },
    );
  }

  test("the postcode recommendation: every column of the table, the planting window too", async ({ page }) => {
    const answer = await page.goto("/pt-br/recomendacao-por-cep?cep=78550000");
    expect(answer?.status()).toBe(200);
    expect(await page.evaluate(misfits)).toEqual([]);
    // The planting window is on the screen, whole, with its label.
    const window = page.locator("table tbody td").last();
    await expect(window).toBeVisible();
    const box = (await window.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  });
});

// The forecast says its sky in words of the day's weather, so which phrase a page shows depends on the date. Every day
// of a forecast (a town chosen in the form) is given the longest phrase of any locale ("Predominantemente nublado")
// and must still hold it, on a phone (a row of days that scrolls) and on a laptop (seven days side by side).
for (const viewport of [PHONE, { width: 1366, height: 900 }])
  test(
    `the weather's longest sky phrase stays inside its day at ${viewport.width} px`,
    SERVER_HTML,
    async ({ page }) => {
      await page.setViewportSize(viewport);
      expect((await page.goto("/es-ar/clima"))?.status()).toBe(200);
      const weather = page.locator("section#weather");
      await weather.getByLabel("Localidad o código postal").fill("pergamino");
      await weather.getByRole("button", { name: "Ver pronóstico" }).click();
      const phrases = weather.locator("li > p:has(> svg) > span");
      await expect(phrases).toHaveCount(7);
      await phrases.evaluateAll((spans) => spans.forEach((span) => (span.textContent = "Predominantemente nublado")));
      expect(await page.evaluate(misfits)).toEqual([]);
    },
  );
