// @vitest-environment node
import { describe, expect, it } from "vitest";

import { LOCALES } from "~/countries";

import { loader as sitemap } from "./sitemap";

/** A receipt is personal to whoever holds its key: no locale's sitemap names a receipt address. */
describe("sitemap", () => {
  it.each(LOCALES)("%s: names no receipt address", async (locale) => {
    const prefix = locale.toLowerCase();
    const response = (await sitemap({
      request: new Request(`http://localhost/${prefix}/sitemap.xml`),
      params: {},
      context: {},
    } as never)) as Response;
    const xml = await response.text();
    expect(xml).toContain(`/${prefix}</loc>`); // it is a real sitemap: the locale's home is in it
    expect(xml).not.toMatch(/\/(recibo|receipt)\b/);
  });
});
