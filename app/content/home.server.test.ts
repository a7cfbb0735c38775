// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { ANONYMOUS, type UserContext } from "~/auth/user";

import { clearFaults, setFault, startTestSandbox, type TestSandbox } from "../../sandbox/test-support";
import { toolsFor } from "./blocks/tools/tools-for";

/**
 * Home composition per country and per sign-in state, against the sandbox's
 * content service and loyalty programme; only who is signed in is stubbed.
 */
const session = vi.hoisted(() => {
  const getUserContext = vi.fn();
  // The quotations read the session's user, the same one the context carries.
  const sessionUser = async (request: Request) => ((await getUserContext(request)) as { user: unknown }).user ?? null;
  return { getUserContext, sessionUser };
});
vi.mock("~/auth/user.server", () => session);

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  Object.assign(process.env, sandbox.env);
  // The pending-items block reads the portal's store: open it (in memory) once, as the server does at boot.
  await (await import("~/store/portal-store.server")).portalStore();
}, 60_000);
afterEach(async () => {
  await clearFaults(sandbox);
});
afterAll(async () => {
  await sandbox?.dispose();
});

async function fresh() {
  vi.resetModules();
  return {
    home: await import("./home.server"),
    view: await import("~/loyalty/points-cards-view.server"),
    loyalty: await import("~/services/loyalty/client.server"),
    i18n: await import("~/i18n/i18next.server"),
  };
}

const member: UserContext = {
  isLoggedIn: true,
  user: {
    id: "ar-0001",
    email: "ar.conectado@surco.example",
    name: "Martín",
    document: "20274518635",
    country: "AR",
    roles: [],
    profileStatus: "ACTIVE",
    cultivarType: null,
    isEleva: false,
    isCarbonProgram: false,
  },
  memberName: "Martín",
  orbia: null,
  loyalty: "member",
};
const request = (path: string) => new Request(`http://localhost${path}`);
type Composed = Awaited<ReturnType<Awaited<ReturnType<typeof fresh>>["home"]["homePage"]>>;
const kinds = (page: Composed) => page.blocks.map(({ block }) => block.kind);

describe("home pages composed in the content service", () => {
  it.each([
    ["es-AR", "/es-ar", ["hero", "quotations", "tools", "article-list"]],
    ["pt-BR", "/pt-br", ["hero", "quotations", "tools", "article-list"]],
    ["en-US", "/en-us", ["hero", "tools", "article-list"]],
    ["es-US", "/es-us", ["hero", "tools", "article-list"]],
  ] as const)(
    "%s, anonymous: a hero with its image as the h1, the quotations where shown, the public tools only, top articles",
    async (locale, path, expected) => {
      session.getUserContext.mockResolvedValue(ANONYMOUS);
      const { home } = await fresh();
      const page = await home.homePage(request(path), locale);
      expect(kinds(page)).toEqual(expected);
      // A visitor's bar: the default tickers, no choices to change.
      if ((expected as readonly string[]).includes("quotations")) {
        expect(page.blocks[1]!.loaded).toMatchObject({ ok: true, data: { preferences: null } });
      }
      const hero = page.blocks[0]!.block;
      const tools = page.blocks.find(({ block }) => block.kind === "tools")?.block;
      expect(hero).toMatchObject({
        kind: "hero",
        headingLevel: 1,
        image: { src: expect.stringMatching(/^\/media\//) },
      });
      if (tools?.kind !== "tools") throw new Error("no tools block");
      const offered = toolsFor(locale, tools.items, false);
      expect(offered.length).toBeGreaterThanOrEqual(2);
      expect(offered.map((tool) => tool.href)).toContain(`${path}/${locale === "en-US" ? "catalog" : "catalogo"}`);
      // Nothing private is offered to an anonymous visitor.
      expect(offered.some((tool) => /impulso|campos|fields|recompensas|rewards/.test(tool.href))).toBe(false);
    },
  );

  it("orders the tools by country (points first in Brazil, the catalogue first in Argentina)", async () => {
    session.getUserContext.mockResolvedValue(member);
    const { home } = await fresh();
    const first = async (locale: "es-AR" | "pt-BR", path: string) => {
      const page = await home.homePage(request(path), locale);
      const tools = page.blocks.find(({ block }) => block.kind === "tools")!.block;
      return tools.kind === "tools" ? toolsFor(locale, tools.items, true)[0]?.href : null;
    };
    expect(await first("es-AR", "/es-ar")).toBe("/es-ar/catalogo");
    expect(await first("pt-BR", "/pt-br")).toBe("/pt-br/meu-impulso");
  });

  it("signed in: the grower's own blocks, the points block with the points page's own balance figure", async () => {
    session.getUserContext.mockResolvedValue(member);
    const { home, view, loyalty, i18n } = await fresh();
    const page = await home.homePage(request("/es-ar"), "es-AR");
    expect(kinds(page)).toEqual([
      "hero",
      "quotations",
      "personal-points",
      "fields-sync",
      "pending-items",
      "tools",
      "article-list",
    ]);
    expect(page.blocks[1]!.loaded).toMatchObject({ ok: true, data: { preferences: expect.anything() } });
    const points = page.blocks[2]!.loaded;
    expect(points).toMatchObject({ ok: true, data: { state: "member", href: "/es-ar/mi-impulso" } });
    const t = await i18n.i18nServer.getFixedT("es-AR", "loyalty");
    const theMember = await loyalty.getMember("20274518635", "es-AR");
    const card = view.balanceCard(t, "es-AR", theMember, null, { ok: false, error: null }, { ok: false, error: null });
    if (card.state !== "standard") throw new Error("no balance card");
    expect((points as { data: { balance: string } }).data.balance).toBe(card.balance);
  });

  it("the US has no points programme: a signed-in grower gets their fields and pending items, no points", async () => {
    session.getUserContext.mockResolvedValue({ ...member, user: { ...member.user!, country: "US" } });
    const { home } = await fresh();
    const page = await home.homePage(request("/en-us"), "en-US");
    expect(kinds(page)).toEqual(["hero", "fields-sync", "pending-items", "tools", "article-list"]);
  });

  it("the loyalty programme failing degrades the points block alone", async () => {
    session.getUserContext.mockResolvedValue(member);
    await setFault(sandbox, { upstream: "loyalty", mode: "malformed", malformed: "shape" });
    const { home } = await fresh();
    const page = await home.homePage(request("/es-ar"), "es-AR");
    expect(kinds(page)).toEqual([
      "hero",
      "quotations",
      "personal-points",
      "fields-sync",
      "pending-items",
      "tools",
      "article-list",
    ]);
    expect(page.blocks.map(({ loaded }) => loaded?.ok)).toEqual([undefined, true, false, true, true, undefined, true]);
    expect(page.context.text.retry).toBe("Intentar de nuevo");
  });

  it("the content service failing still gives a home (200): the locale's hero text and a note", async () => {
    session.getUserContext.mockResolvedValue(ANONYMOUS);
    await setFault(sandbox, { upstream: "content", mode: "malformed", malformed: "shape" });
    const { home } = await fresh();
    const page = await home.homePage(request("/pt-br"), "pt-BR");
    expect(kinds(page)).toEqual(["hero", "callout"]);
    expect(page.blocks[0]!.block).toMatchObject({ title: "Tudo para a sua safra, em um só lugar", headingLevel: 1 });
    expect(page.blocks[1]!.block).toMatchObject({
      tone: "warning",
      text: expect.stringContaining("Parte da página inicial"),
    });
  });
});
