import { describe, expect, it } from "vitest";

import en from "../../../locales/en-US/offline.json";
import es from "../../../locales/es-AR/offline.json";
import { NOTICE_ID, noticeHtml, noticeLines, stylesheetsOf, withNotice, withoutScripts, withStylesOf } from "./notice";

const plural = (locale: string) => {
  const rules = new Intl.PluralRules(locale);
  return (count: number) => rules.select(count);
};

describe("noticeLines: saved on {date}, forms waiting", () => {
  it("says when the copy was saved, in the page's words", () => {
    expect(noticeLines(en.notice, { savedOn: "Nov 23, 2026, 6:46 PM", waiting: 0 }, plural("en-US"))).toEqual([
      "Saved on Nov 23, 2026, 6:46 PM, you are offline.",
    ]);
  });

  it("counts the waiting forms with the locale's plural", () => {
    expect(noticeLines(es.notice, { savedOn: null, waiting: 1 }, plural("es-AR"))).toEqual([
      "1 formulario esperando para enviarse.",
    ]);
    expect(noticeLines(es.notice, { savedOn: null, waiting: 3 }, plural("es-AR"))).toEqual([
      "3 formularios esperando para enviarse.",
    ]);
  });

  it("says nothing on the offline page with nothing waiting", () => {
    expect(noticeLines(en.notice, { savedOn: null, waiting: 0 }, plural("en-US"))).toEqual([]);
    expect(noticeHtml(en.notice.label, [])).toBe("");
  });
});

describe("the page answered from the device", () => {
  const page =
    '<!DOCTYPE html><html lang="es-AR"><head><link rel="modulepreload" href="/assets/entry.js"/>' +
    '<link rel="dns-prefetch" data-module-preload href="/assets/root.js"/>' +
    '<link rel="stylesheet" href="/assets/root-1.css"/></head><body><a href="#main">Saltar</a><header>h</header>' +
    '<main id="main" tabindex="-1"><h1>Contacto</h1></main>' +
    '<script nonce="abc">window.__remixContext = {"a":"</scr" + "ipt>"};</script>' +
    '<script type="module" nonce="abc">import "/assets/entry.client.js";</script>' +
    '<script id="sw-register" nonce="abc">addEventListener("load",function(){})</script></body></html>';

  it("loses every script and module preload, and keeps the rest", () => {
    const html = withoutScripts(page);
    expect(html).not.toMatch(/<script|modulepreload|module-preload/i);
    expect(html).toContain('<link rel="stylesheet" href="/assets/root-1.css"/>');
    expect(html).toContain("<h1>Contacto</h1>");
  });

  it("gets the notice first thing in <main>, escaped, as a labelled landmark", () => {
    const notice = noticeHtml("Sin <conexión>", ["Guardada el 23 nov 2026, estás sin conexión.", "1 formulario & más"]);
    const html = withNotice(page, notice);
    expect(html).toContain(
      `<main id="main" tabindex="-1"><aside id="${NOTICE_ID}" aria-label="Sin &lt;conexión&gt;">` +
        "<p>Guardada el 23 nov 2026, estás sin conexión.</p><p>1 formulario &amp; más</p></aside><h1>",
    );
    expect(html.indexOf('<a href="#main">Saltar</a>')).toBeLessThan(html.indexOf(NOTICE_ID));
  });

  it("a page without <main> gets it right after <body>", () => {
    expect(withNotice('<html><body class="x"><p>hi</p></body></html>', "<aside>n</aside>")).toBe(
      '<html><body class="x"><aside>n</aside><p>hi</p></body></html>',
    );
  });

  it("finds the stylesheets a kept page links (one that hydrates keeps its links)", () => {
    expect(stylesheetsOf(page)).toEqual(["/assets/root-1.css"]);
  });
});

describe("withStylesOf: the notice's styles, from the offline page", () => {
  const offline = {
    html: "<html><head><style>#surco-offline-notice{padding:8px}</style></head><body><main></main></body></html>",
    csp: "default-src 'self'; script-src 'none'; style-src 'self' 'sha256-OFF='; img-src 'self' data:",
  };
  const kept = {
    html: '<html><head><style>.hero{display:grid}</style></head><body><main><aside id="surco-offline-notice"></aside></main></body></html>',
    csp: "default-src 'self'; script-src 'none'; style-src 'self' 'sha256-KEPT='; img-src 'self' data:",
  };

  it("adds the offline page's <style> ahead of the kept page's own, and allows it by its hash", () => {
    expect(withStylesOf(kept, offline)).toEqual({
      html:
        "<html><head><style>#surco-offline-notice{padding:8px}</style><style>.hero{display:grid}</style></head>" +
        '<body><main><aside id="surco-offline-notice"></aside></main></body></html>',
      csp: "default-src 'self'; script-src 'none'; style-src 'self' 'sha256-KEPT=' 'sha256-OFF='; img-src 'self' data:",
    });
  });

  it("allows nothing else of the offline page's policy, and no source twice", () => {
    const same = { html: offline.html, csp: "style-src 'self' 'sha256-OFF=' 'unsafe-inline'; script-src 'sha256-X='" };
    const { csp } = withStylesOf({ ...kept, csp: "style-src 'self' 'sha256-OFF='; script-src 'none'" }, same);
    expect(csp).toBe("style-src 'self' 'sha256-OFF='; script-src 'none'");
  });

  it("ahead of a page's linked stylesheets too (a page that hydrates), and not twice on the offline page itself", () => {
    const linked = { ...kept, html: '<head><title>t</title><link rel="stylesheet" href="/assets/a.css"/></head>' };
    expect(withStylesOf(linked, offline).html).toBe(
      '<head><title>t</title><style>#surco-offline-notice{padding:8px}</style><link rel="stylesheet" href="/assets/a.css"/></head>',
    );
    expect(withStylesOf(offline, offline)).toBe(offline);
  });

  it("leaves the page as it is when the offline page has no <style>, or the page has no head or no policy", () => {
    expect(withStylesOf(kept, { html: "<html><head></head></html>", csp: offline.csp })).toBe(kept);
    expect(withStylesOf({ html: "<main></main>", csp: kept.csp }, offline).html).toBe("<main></main>");
    expect(withStylesOf({ html: kept.html, csp: null }, offline)).toEqual({ html: kept.html, csp: null });
  });
});
