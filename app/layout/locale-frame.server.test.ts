import { describe, expect, it } from "vitest";

import { i18nServer, languageNames } from "~/i18n/i18next.server";
import { headerSearch } from "~/search/header-search";

import { buildLayoutData, withAccount } from "./layout-data";
import { localeFrame } from "./locale-frame.server";

const member = { isLoggedIn: true, name: "Ana Carolina", stars: 3, loyaltyUnavailable: false };

describe("the frame, once per locale", () => {
  it("is built once: every request of a locale gets the same frame", async () => {
    const [first, second] = await Promise.all([localeFrame("pt-BR"), localeFrame("pt-BR")]);
    expect(second.frame).toBe(first.frame);
    expect((await localeFrame("pt-BR")).frame).toBe(first.frame);
    expect((await localeFrame("es-AR")).frame).not.toBe(first.frame);
  });

  it("with the visitor's account is exactly what the layout built whole per request before", async () => {
    const locale = "pt-BR";
    const [t, nav, search, media] = await Promise.all([
      i18nServer.getFixedT(locale, "common"),
      i18nServer.getFixedT(locale, "nav"),
      i18nServer.getFixedT(locale, "search"),
      i18nServer.getFixedT(locale, "media"),
    ]);
    const { frame, t: cachedT } = await localeFrame(locale);
    const whole = buildLayoutData({
      locale,
      origin: frame.origin,
      account: member,
      t,
      nav,
      languageNames: await languageNames(),
      search: headerSearch(locale, search),
      shareAlts: { defaultAlt: media("share.defaultAlt"), productAlt: media("share.productAlt") },
    });
    expect(withAccount(frame, member, cachedT)).toEqual(whole);
    expect(withAccount(frame, member, cachedT).account.greeting).toContain("Ana Carolina");
  });

  it("adds the account without touching the shared frame", async () => {
    const { frame, t } = await localeFrame("en-US");
    const before = structuredClone(frame);
    withAccount(frame, member, t);
    expect(frame).toEqual(before);
    expect("account" in frame).toBe(false);
  });
});
