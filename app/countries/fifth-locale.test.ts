// @vitest-environment node
import type { RouteConfigEntry } from "@remix-run/route-config";
import { matchRoutes, type RouteObject } from "react-router-dom";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { startTestSandbox, type TestSandbox } from "../../sandbox/test-support";
import { uruguay } from "../../test-fixtures/countries/uy";
import { translationsFrom } from "../i18n/translations";
import type * as Registry from "./registry";

/**
 * README "Adding a section or a locale", tried step by step: a fifth locale,
 * Uruguay's es-UY, from a config file and translation files that live in
 * test-fixtures/ (never among the shipped countries), and not a line of route
 * code. The README's steps are the numbered ones below:
 *   1. the country's config (test-fixtures/countries/uy.ts, as app/countries/<code>.ts would be);
 *   2. listed in COUNTRIES (app/countries/registry.ts);
 *   3. a translation folder with every namespace (test-fixtures/locales/es-UY, as locales/<tag>/ would be).
 * Then the portal is imported afresh, as a build would read it, and must serve
 * the locale: its route tree, sitemap, hreflang alternates, navigation, 404s,
 * negotiation, and the translation check that guards the shipped locales.
 */
type Json = { default: Record<string, unknown> };
const SHIPPED_TRANSLATIONS = import.meta.glob<Json>("/locales/*/*.json", { eager: true });
const FIXTURE_TRANSLATIONS = import.meta.glob<Json>("/test-fixtures/locales/*/*.json", { eager: true });

/** The portal's modules as they read the configuration they are imported with. */
async function importPortal() {
  return {
    countries: await import("~/countries"),
    routes: (await import("~/routes")).default,
    href: await import("~/i18n/href"),
    i18n: await import("~/i18n/i18next.server"),
    resources: (await import("~/i18n/resources.server")).resources,
    translations: await import("~/i18n/translations"),
    pageMeta: (await import("~/seo/page-meta")).pageMeta,
    alternates: await import("~/seo/alternates"),
    layout: await import("~/routes/$locale/layout"),
    notFound: await import("~/routes/$locale/not-found/route"),
    sitemap: await import("~/routes/resources/sitemap"),
    negotiate: await import("~/routes/resources/negotiate-locale"),
    unknownLocale: await import("~/routes/resources/unknown-locale"),
    alertText: await import("~/alerts/alert-text.server"),
    alertMessages: await import("~/alerts/alert-messages.server"),
  };
}

let sandbox: TestSandbox;
let shipped: Awaited<ReturnType<typeof importPortal>>;
let portal: Awaited<ReturnType<typeof importPortal>>;

beforeAll(async () => {
  // The sitemap lists product pages: a real products upstream (the sandbox serves the shipped locales only).
  sandbox = await startTestSandbox();
  process.env.PRODUCTS_API_URL = sandbox.env.PRODUCTS_API_URL;
  // The catch-all asks the content service whether a page is published at an unknown path.
  process.env.CONTENT_API_URL = sandbox.env.CONTENT_API_URL;
  vi.resetModules();
  shipped = await importPortal();

  vi.resetModules();
  // Step 2: the config of step 1 listed beside the shipped countries.
  vi.doMock("~/countries/registry", async (importOriginal) => {
    const registry = await importOriginal<typeof Registry>();
    return { ...registry, COUNTRIES: [...registry.COUNTRIES, uruguay] };
  });
  // Step 3: its translation folder read like locales/ (the same builder, the same layout of files).
  vi.doMock("~/i18n/resources.server", () => ({
    resources: translationsFrom({ ...SHIPPED_TRANSLATIONS, ...FIXTURE_TRANSLATIONS }),
  }));
  portal = await importPortal();
}, 60_000);

afterAll(async () => {
  vi.doUnmock("~/countries/registry");
  vi.doUnmock("~/i18n/resources.server");
  await sandbox?.dispose();
});

/** The route config as react-router matches it, ids and all. */
function routeObjects(entries: RouteConfigEntry[]): RouteObject[] {
  return entries.map(
    (entry) =>
      ({
        id: entry.id ?? entry.file,
        path: entry.path,
        index: entry.index,
        children: entry.index ? undefined : routeObjects(entry.children ?? []),
      }) as RouteObject,
  );
}
const matchedId = (path: string) => matchRoutes(routeObjects(portal.routes), path)?.at(-1)?.route.id;

function flatten(entries: RouteConfigEntry[], prefix = ""): { id: string; path: string; file: string }[] {
  return entries.flatMap((entry) => {
    const path = entry.index ? prefix : `${prefix}/${entry.path ?? ""}`.replace(/\/+/g, "/");
    return [{ id: entry.id ?? entry.file, path, file: entry.file }, ...flatten(entry.children ?? [], path)];
  });
}

const request = (path: string, headers: Record<string, string> = {}) =>
  new Request(`http://localhost${path}`, { headers });
const loaderArgs = (path: string, headers: Record<string, string> = {}) =>
  ({ request: request(path, headers), params: {}, context: {} }) as never;

/** What a loader throws (a Response or a data() with its status). */
async function thrown(run: () => unknown): Promise<{ status: number }> {
  try {
    await run();
  } catch (error) {
    if (error instanceof Response) return { status: error.status };
    return { status: (error as { init?: { status?: number } }).init?.status ?? 500 };
  }
  throw new Error("the loader answered instead of throwing");
}

describe("a fifth locale from configuration and translations only (README: Adding a section or a locale)", () => {
  it("is listed with the shipped locales, which stay as they were", () => {
    expect(shipped.countries.LOCALES).not.toContain("es-UY");
    expect(portal.countries.LOCALES).toEqual([...shipped.countries.LOCALES, "es-UY"]);
    expect(portal.countries.countryOf("es-UY").currency).toBe("UYU");
  });

  it("gets a route tree of its own: its enabled sections under its path names, the shared modules, a sitemap and a 404", () => {
    const all = flatten(portal.routes);
    const own = all.filter((r) => r.path.startsWith("/es-uy"));
    expect(own.map((r) => [r.path, r.id])).toEqual([
      ["/es-uy", "es-uy/layout"],
      ["/es-uy", "es-uy/home"],
      ["/es-uy/mi-perfil", "es-uy/account"],
      ["/es-uy/contactanos", "es-uy/contact"],
      ["/es-uy/quienes-somos", "es-uy/about"],
      ["/es-uy/privacidad", "es-uy/privacy"],
      ["/es-uy/productos", "es-uy/catalog"],
      ["/es-uy/cpd/:seoSlug", "es-uy/crop-protection-product"],
      ["/es-uy/d/:seoSlug", "es-uy/seed-product"],
      ["/es-uy/calidad-de-semilla", "es-uy/seed-quality"],
      ["/es-uy/comprobante/:key", "es-uy/receipt"],
      ["/es-uy/sin-conexion", "es-uy/offline"],
      ["/es-uy/avisos", "es-uy/alerts"],
      ["/es-uy/avisos/ajustes", "es-uy/alert-settings"],
      ["/es-uy/avisos/baja/:token", "es-uy/alert-unsubscribe"],
      ["/es-uy/sitemap.xml", "es-uy/sitemap"],
      ["/es-uy/_baseline", "es-uy/baseline"],
      ["/es-uy/*", "es-uy/not-found"],
    ]);
    // The same modules as Argentina's pages: nothing was written for Uruguay.
    const fileOf = (id: string) => all.find((r) => r.id === id)?.file;
    for (const { id, file } of own) expect(file).toBe(fileOf(id.replace(/^es-uy\//, "es-ar/")));
    // The shipped trees are untouched.
    expect(all.filter((r) => !r.path.startsWith("/es-uy"))).toEqual(flatten(shipped.routes));
  });

  it("answers 404 in its own frame for a section it does not enable and for an unknown path", async () => {
    for (const path of ["/es-uy/mi-impulso", "/es-uy/biologicos", "/es-uy/mis-campos", "/es-uy/no-existe/otra"]) {
      expect(matchedId(path), path).toBe("es-uy/not-found");
      expect(portal.href.pageOf(path), path).toBeNull();
    }
    expect(await thrown(() => portal.notFound.loader(loaderArgs("/es-uy/no-existe/otra")))).toEqual({ status: 404 });
    // The frame around that 404 speaks the fixture's Spanish.
    const frame = await portal.layout.loader(loaderArgs("/es-uy/mi-impulso"));
    expect(frame.locale).toBe("es-UY");
    expect(frame.errors.notFoundTitle).toBe("Página no encontrada");
    // Its enabled sections match their own routes, and Argentina's path names are not Uruguay's.
    expect(matchedId("/es-uy/contactanos")).toBe("es-uy/contact");
    expect(matchedId("/es-uy/d/some-seed")).toBe("es-uy/seed-product");
    expect(matchedId("/es-uy/contacto")).toBe("es-uy/not-found");
  });

  it("has a sitemap of its public pages, each with hreflang alternates in every locale that has it", async () => {
    const response = (await portal.sitemap.loader(loaderArgs("/es-uy/sitemap.xml"))) as Response;
    expect(response.status).toBe(200);
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    expect(locs).toEqual([
      "/es-uy",
      "/es-uy/contactanos",
      "/es-uy/quienes-somos",
      "/es-uy/privacidad",
      "/es-uy/productos",
      "/es-uy/calidad-de-semilla",
    ]);
    expect(xml).toContain('hreflang="es-AR" href="http://localhost:3000/es-ar/contacto"');
    expect(xml).toContain('hreflang="es-UY" href="http://localhost:3000/es-uy/contactanos"');
    // And the other locales' sitemaps point at Uruguay's pages.
    const argentina = await ((await portal.sitemap.loader(loaderArgs("/es-ar/sitemap.xml"))) as Response).text();
    expect(argentina).toContain('hreflang="es-UY" href="http://localhost:3000/es-uy/contactanos"');
  });

  it("gives its pages hreflang alternates to the others, and theirs to it, only where both have the page", () => {
    const alternates = (pathname: string) =>
      Object.fromEntries(
        portal
          .pageMeta({ matches: [], location: { pathname }, title: "t", description: "d" })
          .filter((d) => "rel" in d && d.rel === "alternate")
          .map((d) => [(d as { hrefLang: string }).hrefLang, (d as { href: string }).href]),
      );
    expect(alternates("/es-uy/contactanos")).toEqual({
      "es-AR": "/es-ar/contacto",
      "pt-BR": "/pt-br/contato",
      "en-US": "/en-us/contact",
      "es-US": "/es-us/contacto",
      "es-UY": "/es-uy/contactanos",
      // The page in the fallback locale: it answers 200 itself, where "/" redirects.
      "x-default": "/en-us/contact",
    });
    expect(alternates("/en-us/seed-quality")["es-UY"]).toBe("/es-uy/calidad-de-semilla");
    expect(alternates("/pt-br/meu-impulso")["es-UY"]).toBeUndefined();
    // One locale in its country: no language switcher.
    const contact = portal.alternates.sectionAlternates({ locale: "es-UY", section: "contact" });
    expect(portal.alternates.switchTargets("es-UY", contact)).toEqual([]);
  });

  it("builds its header and footer from the shared navigation, in its words, without the sections it lacks", async () => {
    const frame = await portal.layout.loader(loaderArgs("/es-uy"));
    const links = (items: { label: string; href: string }[]) => items.map((i) => `${i.label} ${i.href}`);
    expect(
      frame.navigation.map((entry) =>
        entry.kind === "deep"
          ? { [entry.label]: entry.groups.map((g) => ({ [g.label]: links(g.items) })) }
          : `${entry.label} ${entry.href}`,
      ),
    ).toEqual([
      {
        Surco: [
          { Empresa: ["Quiénes somos /es-uy/quienes-somos", "Privacidad /es-uy/privacidad"] },
          { Ayuda: ["Contactanos /es-uy/contactanos"] },
        ],
      },
      {
        Productos: [
          { Explorar: ["Nuestros productos /es-uy/productos"] },
          { Herramientas: ["Calidad de semilla /es-uy/calidad-de-semilla"] },
        ],
      },
      "Contactanos /es-uy/contactanos",
    ]);
    expect(frame.footer.map((block) => ({ [block.label]: links(block.items) }))).toEqual([
      { Empresa: ["Quiénes somos /es-uy/quienes-somos", "Privacidad /es-uy/privacidad"] },
      { Ayuda: ["Contactanos /es-uy/contactanos", "Mi perfil /es-uy/mi-perfil"] },
    ]);
    expect(frame.contact.email.label).toBe("contacto.uy@surco.example");
    expect(frame.languageNames["es-UY"]).toBe("Español (Uruguay)");
  });

  it("sends alerts from configuration and translations alone: its kinds, threshold, words, units and templates", async () => {
    const frost = {
      grower: "uy-grower",
      kind: "frost" as const,
      subject: "-34.9,-56.2",
      date: "2026-06-11",
      facts: { place: "Canelones", minC: -1 },
    };
    const text = await portal.alertText.alertText(frost, "es-UY", {
      expiringCategory: null,
      timeZone: "America/Montevideo",
    });
    expect(text.title).toBe("Riesgo de helada esta noche en Canelones");
    expect(text.body).toContain("-1°");
    expect(text.href).toBe("/es-uy/tiempo#weather");
    const whatsApp = portal.alertMessages.alertWhatsApp(frost, text, { phone: "+59899555142", locale: "es-UY" });
    expect(whatsApp).toMatchObject({ template: "surco_frost_v1", language: "es_UY" });
    expect([whatsApp.parameters[0], whatsApp.parameters.at(-1)]).toEqual(["Canelones", "-1°"]);
    expect(portal.countries.countryOf("es-UY").alerts?.weather.frostMaxC).toBe(0);
    expect(portal.href.href("es-UY", "alert-settings")).toBe("/es-uy/avisos/ajustes");
  });

  it("is negotiated at / by language and by host, and offered on the unknown-address page", async () => {
    const location = (headers: Record<string, string>) =>
      (portal.negotiate.loader(loaderArgs("/", headers)) as Response).headers.get("location");
    expect(location({ "accept-language": "es-UY,es;q=0.9" })).toBe("/es-uy");
    expect(location({ "accept-language": "en-US", host: "uy.surco.example" })).toBe("/es-uy");
    expect(location({ "accept-language": "es" })).toBe("/es-ar");
    const page = await portal.unknownLocale.loader(loaderArgs("/fr-fr/x"));
    expect(page.data.locales).toContainEqual({ locale: "es-UY", href: "/es-uy", label: "Español (Uruguay)" });
  });

  it("passes the translation check that guards the shipped locales, and fails it when a key is missing", () => {
    const { translationProblems } = portal.translations;
    const { LOCALES, FALLBACK_LOCALE } = portal.countries;
    expect(translationProblems(portal.resources, LOCALES, FALLBACK_LOCALE)).toEqual([]);

    const withoutContact = structuredClone(portal.resources);
    delete (withoutContact["es-UY"].nav as Record<string, string>).contact;
    expect(translationProblems(withoutContact, LOCALES, FALLBACK_LOCALE)).toEqual(['es-UY/nav: missing "contact"']);

    const withoutFile = structuredClone(portal.resources);
    delete withoutFile["es-UY"].fields;
    expect(translationProblems(withoutFile, LOCALES, FALLBACK_LOCALE)).toEqual(["es-UY/fields: no translation file"]);
  });
});
