import type { Page, Response } from "@playwright/test";

import { expect, test } from "./fixtures";
import { expectNoAxeViolations, SERVER_HTML } from "./support";

/**
 * Responsive images and share images (issue 14 "Images", decision 0036). What
 * the browser fetches is the same with and without JavaScript (server HTML,
 * <picture>, meta tags): once, in the js-off project.
 */

/** Every /media response the page gets while `act` runs. */
async function mediaResponses(page: Page, act: () => Promise<unknown>): Promise<Response[]> {
  const responses: Response[] = [];
  const listen = (response: Response) => {
    if (new URL(response.url()).pathname.startsWith("/media/")) responses.push(response);
  };
  page.on("response", listen);
  await act();
  page.off("response", listen);
  return responses;
}

// Once, without JavaScript: server HTML.
test("a <picture> loads its AVIF in Chromium, in a box reserved by width and height", SERVER_HTML, async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const responses = await mediaResponses(page, async () => {
    await page.goto("/pt-br/cursos", { waitUntil: "load" });
    await expect(page.getByRole("list", { name: "Cursos" }).getByRole("listitem")).toHaveCount(8);
  });
  const cardImages = page.getByRole("list", { name: "Cursos" }).locator("picture img");
  await expect(cardImages).toHaveCount(8);
  // No layout shift: every image states its size before it loads.
  for (const img of await cardImages.all()) {
    await expect(img).toHaveAttribute("width", /^\d+$/);
    await expect(img).toHaveAttribute("height", /^\d+$/);
  }
  const first = cardImages.first();
  await expect
    .poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  expect(await first.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
    /\/media\/[a-z-]+-\d+\.[0-9a-f]{10}\.avif$/,
  );

  const loaded = responses.filter((r) => r.status() === 200);
  expect(loaded.length).toBeGreaterThan(0);
  // Chromium takes the first format it knows: AVIF, never the WebP or JPEG beside it.
  for (const response of loaded) {
    expect(response.url()).toMatch(/\.avif$/);
    expect(response.headers()["content-type"]).toBe("image/avif");
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  }
  // A desktop card is 280 px wide: the browser picks a card-sized file, not the 1920 one.
  expect(loaded.some((r) => /-(296|384|592|640)\./.test(r.url()))).toBe(true);
  expect(loaded.some((r) => /-1920\./.test(r.url()))).toBe(false);
  await expectNoAxeViolations(page);
});

async function shareImageOf(page: Page, path: string) {
  await page.goto(path);
  const content = (property: string) =>
    page.locator(`meta[property="${property}"]`).getAttribute("content") as Promise<string>;
  return {
    url: await content("og:image"),
    type: await content("og:image:type"),
    width: await content("og:image:width"),
    height: await content("og:image:height"),
    alt: await content("og:image:alt"),
    twitter: await page.locator('meta[name="twitter:image"]').getAttribute("content"),
  };
}

async function expectJpegShareImage(page: Page, path: string) {
  const share = await shareImageOf(page, path);
  expect(share.url).toMatch(/^https?:\/\/[^/]+\/media\/share-[a-z0-9-]+\.[0-9a-f]{10}\.jpg$/i);
  expect(share).toMatchObject({ type: "image/jpeg", width: "1200", height: "630", twitter: share.url });
  expect(share.alt.length).toBeGreaterThan(10);
  const response = await page.request.get(new URL(share.url).pathname);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/jpeg");
  return share;
}

// Once, without JavaScript: server HTML.
test(
  "a home and a product page share a 1200×630 JPEG that answers 200 as image/jpeg",
  SERVER_HTML,
  async ({ page }) => {
    await expectJpegShareImage(page, "/es-ar");
    const sitemap = await (await page.request.get("/en-us/sitemap.xml")).text();
    const product = /<loc>[^<]*?(\/en-us\/d\/[^<]+)<\/loc>/.exec(sitemap)?.[1];
    expect(product, "a seed product in the sitemap").toBeTruthy();
    const share = await expectJpegShareImage(page, product!);
    expect(share.url).toMatch(/\/media\/share-product-seed-[a-z]+\./);
    await expectNoAxeViolations(page);
  },
);
