// @vitest-environment node
import { describe, expect, it } from "vitest";

import { landingSections, LOCALES } from "~/countries";
import { alternatesOf, href, pageOf } from "~/i18n/href";
import { loader as sitemap } from "~/routes/resources/sitemap";

/**
 * A receipt is personal to whoever holds its key: it is addressable in every
 * locale, but no sitemap, home page or list ever names a receipt address.
 */
const KEY = `${"a".repeat(22)}.${"b".repeat(22)}`;

describe("receipt addresses", () => {
  it("exist in every locale under the key, and a receipt's address is read back as that page", () => {
    expect(LOCALES.map((locale) => href(locale, "receipt", KEY))).toEqual([
      `/es-ar/recibo/${KEY}`,
      `/pt-br/recibo/${KEY}`,
      `/en-us/receipt/${KEY}`,
      `/es-us/recibo/${KEY}`,
    ]);
    expect(pageOf(`/en-us/receipt/${KEY}`)).toEqual({ locale: "en-US", section: "receipt", rest: KEY });
    expect(alternatesOf("receipt", KEY)).toHaveLength(4);
  });

  it.each(LOCALES)("%s: are in no landing list (home, sitemap)", (locale) => {
    for (const options of [{}, { publicOnly: true }]) {
      expect(landingSections(locale, options).map(({ section }) => section)).not.toContain("receipt");
    }
  });

  it.each(LOCALES)("%s: the sitemap names no receipt address", async (locale) => {
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
