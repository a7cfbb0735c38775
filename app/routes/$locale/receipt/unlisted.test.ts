// @vitest-environment node
import { describe, expect, it } from "vitest";

import { landingSections, LOCALES } from "~/countries";
import { href, pageOf } from "~/i18n/href";
import { sectionAlternates } from "~/seo/alternates";

/**
 * A receipt is personal to whoever holds its key: it is addressable in every
 * locale, but no sitemap, home page or list ever names a receipt address
 * (the sitemap's part: app/routes/resources/sitemap.test.ts).
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
    expect(sectionAlternates({ locale: "en-US", section: "receipt", rest: KEY })).toHaveLength(4);
  });

  it.each(LOCALES)("%s: are in no landing list (home, sitemap)", (locale) => {
    for (const options of [{}, { publicOnly: true }]) {
      expect(landingSections(locale, options).map(({ section }) => section)).not.toContain("receipt");
    }
  });
});
