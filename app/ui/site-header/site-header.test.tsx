// @vitest-environment jsdom
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router-dom/server";
import { describe, expect, it } from "vitest";

import type { Locale } from "~/countries";
import type { LayoutData } from "~/layout/layout-data";

import { layoutData } from "../test-support/layout-data";
import { loginHrefFor, SiteHeader } from "./site-header";

/** The header as the server sends it (what a visitor without JavaScript gets). */
function serverHeader(data: LayoutData, url: string): Document {
  const html = renderToString(
    // The router Remix's server renders with: no effects, just the location.
    <StaticRouter location={url}>
      <SiteHeader data={data} />
    </StaticRouter>,
  );
  return new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, "text/html");
}

const anonymous = (locale: Locale) => layoutData(locale);
const member = (locale: Locale) => layoutData(locale, { name: "Ana", stars: 3 });

describe("SiteHeader: the account menu", () => {
  it("offers login, carrying the current path and query, and no logout before login", () => {
    const doc = serverHeader(anonymous("en-US"), "/en-us/about-surco?tab=2&page=3");
    const login = doc.querySelector<HTMLAnchorElement>('a[href^="/api/auth/login"]');
    expect(login?.textContent).toBe("Log in");
    expect(login?.getAttribute("href")).toBe(
      `/api/auth/login?state=${encodeURIComponent("/en-us/about-surco?tab=2&page=3")}`,
    );
    expect(doc.querySelector('form[action="/api/auth/logout"]')).toBeNull();
    expect(doc.body.textContent).not.toContain("Log out");
    expect(doc.querySelector('a[href="/en-us/contact"]')).not.toBeNull();
  });

  it("after login: greeting, stars, my account, contact, another account and a logout form with the locale prefix", () => {
    const doc = serverHeader(member("es-AR"), "/es-ar/contacto");
    // The only way to the login is "another account", which makes the provider ask for a password.
    const logins = doc.querySelectorAll<HTMLAnchorElement>('a[href^="/api/auth/login"]');
    expect([...logins].map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Ingresar con otra cuenta", `/api/auth/login?state=${encodeURIComponent("/es-ar/contacto")}&prompt=login`],
    ]);
    const form = doc.querySelector<HTMLFormElement>('form[action="/api/auth/logout"]');
    expect(form?.getAttribute("method")).toBe("post");
    expect(form?.querySelector<HTMLInputElement>('input[type="hidden"][name="locale"]')?.value).toBe("es-ar");
    expect(form?.querySelector('button[type="submit"]')?.textContent).toBe("Cerrar sesión");
    const panel = doc.getElementById("sh-account-panel")!;
    // The greeting names the menu's toggle, once (issue 27: the panel said it again, read twice without CSS).
    expect(doc.body.textContent?.split("Hola, Ana")).toHaveLength(2);
    expect(panel.textContent).toContain("3 estrellas");
    expect(panel.querySelector('[aria-hidden="true"]')?.textContent).toBe("★★★☆☆");
    expect(panel.querySelector('a[href="/es-ar/mi-cuenta"]')?.textContent).toBe("Mi cuenta");
  });

  it("after login without loyalty data, says the stars are unavailable", () => {
    const doc = serverHeader(layoutData("pt-BR", { name: "Ana", loyaltyUnavailable: true }), "/pt-br");
    const panel = doc.getElementById("sh-account-panel")!;
    expect(panel.textContent).toContain("Pontos e estrelas");
    expect(panel.textContent).not.toContain("★");
  });

  it("drops the failed-login flag from the way back, and shows the notice", () => {
    const doc = serverHeader(anonymous("en-US"), "/en-us/contact?login=failed&x=1");
    expect(doc.querySelector('[role="alert"]')?.textContent).toBe("We could not log you in. Please try again.");
    expect(doc.querySelector('a[href^="/api/auth/login"]')?.getAttribute("href")).toBe(
      `/api/auth/login?state=${encodeURIComponent("/en-us/contact?x=1")}`,
    );
    expect(serverHeader(anonymous("en-US"), "/en-us/contact").querySelector('[role="alert"]')).toBeNull();
  });

  it.each([
    ["es-AR", "/es-ar?login=refused", "Tu cuenta todavía no puede ingresar", "Ingresar con otra cuenta"],
    ["pt-BR", "/pt-br?login=refused", "Sua conta ainda não pode entrar", "Entrar com outra conta"],
    ["en-US", "/en-us?login=refused", "Your account cannot log in yet", "Log in with another account"],
    ["es-US", "/es-us?login=refused", "Tu cuenta todavía no puede iniciar sesión", "Iniciar sesión con otra cuenta"],
  ] as const)(
    "a refused login is told why in %s, with a way to log in with another account",
    (locale, url, why, another) => {
      const doc = serverHeader(anonymous(locale), url);
      const alert = doc.querySelector('[role="alert"]');
      expect(alert?.textContent).toContain(why);
      const link = alert?.querySelector("a");
      expect(link?.textContent).toBe(another);
      const prefix = url.split("?")[0];
      expect(link?.getAttribute("href")).toBe(`/api/auth/login?state=${encodeURIComponent(prefix)}&prompt=login`);
    },
  );

  it("an unknown notice value shows nothing", () => {
    expect(serverHeader(anonymous("en-US"), "/en-us?login=whatever").querySelector('[role="alert"]')).toBeNull();
  });

  it.each([
    ["/es-ar", "/api/auth/login?state=%2Fes-ar"],
    ["/es-ar?login=refused", "/api/auth/login?state=%2Fes-ar"],
    ["/es-ar/contacto?login=failed", "/api/auth/login?state=%2Fes-ar%2Fcontacto"],
    ["/es-ar/contacto?a=1&login=failed&b=2", "/api/auth/login?state=%2Fes-ar%2Fcontacto%3Fa%3D1%26b%3D2"],
  ])("loginHrefFor(%s)", (url, expected) => {
    const { pathname, search } = new URL(url, "http://x");
    expect(loginHrefFor(pathname, search)).toBe(expected);
  });
});

describe("SiteHeader: the language switcher", () => {
  it("goes to the same page in the country's other locale (US)", () => {
    const doc = serverHeader(anonymous("en-US"), "/en-us/contact");
    const links = doc.querySelectorAll("header a[hreflang]");
    expect(links).toHaveLength(1);
    expect(links[0].getAttribute("href")).toBe("/es-us/contacto");
    expect(links[0].getAttribute("hreflang")).toBe("es-US");
    expect(links[0].getAttribute("lang")).toBe("es-US");
    expect(links[0].textContent).toContain("Español (EE. UU.)");
  });

  it("falls back to the other locale's home on a page that has no section", () => {
    const doc = serverHeader(anonymous("es-US"), "/es-us/no-existe");
    expect(doc.querySelector("header a[hreflang]")?.getAttribute("href")).toBe("/en-us");
  });

  it.each(["es-AR", "pt-BR"] as const)("is hidden where the country has one locale (%s)", (locale) => {
    const doc = serverHeader(anonymous(locale), `/${locale.toLowerCase()}`);
    expect(doc.querySelectorAll("header a[hreflang]")).toHaveLength(0);
  });
});

describe("SiteHeader: navigation", () => {
  it("marks the current page's link with aria-current=page", () => {
    const doc = serverHeader(anonymous("en-US"), "/en-us/contact");
    const top = doc.querySelector('#sh-nav-list > li > a[href="/en-us/contact"]');
    expect(top?.getAttribute("aria-current")).toBe("page");
    expect(doc.querySelectorAll('[aria-current="page"]').length).toBeGreaterThan(0);
    // The deep section holding the page is not the active entry here: the plain link wins.
    expect(doc.getElementById("sh-s0-toggle")?.hasAttribute("data-active")).toBe(false);
  });

  it("marks a deep section as active when one of its links is the page", () => {
    const doc = serverHeader(anonymous("en-US"), "/en-us/privacy");
    expect(doc.getElementById("sh-s0-toggle")?.hasAttribute("data-active")).toBe(true);
    expect(doc.querySelector('#sh-s0-panel a[href="/en-us/privacy"]')?.getAttribute("aria-current")).toBe("page");
    expect(doc.querySelector('#sh-s0-panel a[href="/en-us/about-surco"]')?.hasAttribute("aria-current")).toBe(false);
    expect(doc.querySelector('#sh-nav-list > li > a[href="/en-us/contact"]')?.hasAttribute("aria-current")).toBe(false);
  });

  it("marks nothing on the home page", () => {
    const doc = serverHeader(anonymous("en-US"), "/en-us");
    expect(doc.querySelectorAll("nav [aria-current]")).toHaveLength(0);
  });

  it("works without JavaScript: <details> menus that reach every link, no aria-expanded", () => {
    const data = anonymous("en-US");
    const doc = serverHeader(data, "/en-us");
    const nav = doc.querySelector('nav[aria-label="Main navigation"]')!;
    expect(nav.querySelector("details > summary#sh-menu-toggle")).not.toBeNull();
    expect(nav.querySelector("details > summary#sh-s0-toggle")).not.toBeNull();
    expect(doc.querySelector("[aria-expanded]")).toBeNull();
    const hrefs = [...nav.querySelectorAll("a")].map((a) => a.getAttribute("href"));
    for (const entry of data.navigation) {
      const targets = entry.kind === "link" ? [entry.href] : entry.groups.flatMap((g) => g.items.map((i) => i.href));
      for (const target of targets) expect(hrefs).toContain(target);
    }
  });

  it("has a skip link to #main, a home link named by its label, and one banner", () => {
    const doc = serverHeader(anonymous("pt-BR"), "/pt-br");
    expect(doc.querySelectorAll("header")).toHaveLength(1);
    const skip = doc.querySelector("header > a:first-child");
    expect(skip?.getAttribute("href")).toBe("#main");
    expect(skip?.textContent).toBe("Ir para o conteúdo");
    const home = doc.querySelector('a[aria-label="Início do Surco"]');
    expect(home?.getAttribute("href")).toBe("/pt-br");
  });
});
