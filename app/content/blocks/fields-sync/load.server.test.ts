// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { ANONYMOUS, type UserContext } from "~/auth/user";
import type { Locale } from "~/countries";

import { clearFaults, setFault, startTestSandbox, type TestSandbox } from "../../../../sandbox/test-support";

/**
 * The home's "your fields" block against the sandbox's field-view partner:
 * the last sync read with the token this browser holds, never a token
 * exchange; the way to link the account without one; nothing for growers
 * without field pages.
 */
let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  Object.assign(process.env, sandbox.env);
});
afterEach(async () => {
  await clearFaults(sandbox);
});
afterAll(async () => {
  await sandbox?.dispose();
});

async function fresh() {
  vi.resetModules();
  return {
    block: await import("./load.server"),
    access: await import("~/services/field-view/access.server"),
    line: await import("~/field-data/sync-line"),
    i18n: await import("~/i18n/i18next.server"),
  };
}

const grower = (email: string, country: "AR" | "BR" | "US" = "AR"): UserContext => ({
  isLoggedIn: true,
  user: {
    id: `id-${email}`,
    email,
    name: null,
    document: null,
    country,
    roles: [],
    profileStatus: "ACTIVE",
    cultivarType: null,
    isEleva: false,
    isCarbonProgram: false,
  },
  memberName: null,
  orbia: null,
  loyalty: "not-member",
});

function args(locale: Locale, path: string, user: UserContext, cookie?: string) {
  const request = new Request(`http://localhost${path}`, { headers: cookie ? { Cookie: cookie } : {} });
  return { request, locale, url: new URL(request.url), user };
}

/** The cookie the field pages set after a token exchange, as the browser sends it back. */
async function linkedCookie(access: Awaited<ReturnType<typeof fresh>>["access"], email: string) {
  const answer = await access.fieldViewAccess(new Request("http://localhost/es-ar/mis-campos"), email);
  if (!answer.connected || !answer.setCookie) throw new Error(`${email} is not linked at the partner`);
  return answer.setCookie.split(";")[0]!;
}

describe("fields-sync block", () => {
  it("gives nothing to anonymous visitors, nor where the locale has no field pages (Brazil)", async () => {
    const { block } = await fresh();
    expect(await block.loadFieldsSync(null, args("es-AR", "/es-ar", ANONYMOUS))).toBeNull();
    expect(await block.loadFieldsSync(null, args("pt-BR", "/pt-br", grower("br.a@surco.example", "BR")))).toBeNull();
  });

  it("without a token on this device: the way to link the account, back home, asking the partner nothing", async () => {
    // The partner is down: a block that asked it (a token exchange) would fail.
    await setFault(sandbox, { upstream: "field-view", mode: "status", status: 500 });
    const { block } = await fresh();
    const data = await block.loadFieldsSync(null, args("es-AR", "/es-ar", grower("ar.conectado@surco.example")));
    expect(data).toEqual({
      state: "connect",
      text: "Vinculá tu cuenta de datos de campo para ver acá cuándo se sincronizaron tus campos.",
      link: {
        label: "Conectá tus campos",
        href: "/es-ar/configuracion-de-perfil/conectar-cuenta?volver=%2Fes-ar",
      },
    });
  });

  it("with this grower's token: the newest season's last sync and status, worded as the dashboard words them", async () => {
    const { block, access, line, i18n } = await fresh();
    const email = "ar.conectado@surco.example";
    const cookie = await linkedCookie(access, email);
    const data = await block.loadFieldsSync(null, args("es-AR", "/es-ar", grower(email), cookie));
    const t = await i18n.i18nServer.getFixedT("es-AR", "fields");
    const synced = "2025-06-02T11:05:00Z"; // the sandbox's 2024 season, complete
    // The status would only repeat the date ("last complete sync: …"): the date alone says it.
    expect(line.syncStatusText(t, "es-AR", "COMPLETED", synced)).toBe(
      `Última sincronización completa: ${line.lastSyncText(t, "es-AR", synced)}`,
    );
    expect(data).toEqual({
      state: "linked",
      figures: [{ term: "Última sincronización", value: line.lastSyncText(t, "es-AR", synced) }],
      link: { label: "Ir a tus campos", href: "/es-ar/mis-campos" },
    });
  });

  it("in the US, in the grower's locale; a token issued to another grower counts for nothing", async () => {
    const { block, access } = await fresh();
    const cookie = await linkedCookie(access, "us.requisitos@surco.example");
    const mine = await block.loadFieldsSync(
      null,
      args("en-US", "/en-us", grower("us.requisitos@surco.example", "US"), cookie),
    );
    expect(mine).toMatchObject({
      state: "linked",
      figures: [{ term: "Last sync", value: expect.stringMatching(/2025/) }],
      link: { href: "/en-us/my-fields" },
    });
    const theirs = await block.loadFieldsSync(
      null,
      args("en-US", "/en-us", grower("us.other@surco.example", "US"), cookie),
    );
    expect(theirs).toMatchObject({ state: "connect", link: { label: "Connect your fields" } });
  });

  it("a linked account that shares no fields yet says so", async () => {
    const { block, access } = await fresh();
    const email = "ar.recien@surco.example";
    const cookie = `${(await access.connectAndRemember(email)).split(";")[0]}`;
    const data = await block.loadFieldsSync(null, args("es-AR", "/es-ar", grower(email), cookie));
    expect(data).toMatchObject({
      state: "linked",
      figures: [
        { value: "sin sincronizar" },
        { value: "Tu cuenta está vinculada, pero todavía no compartís campos con el portal." },
      ],
    });
  });

  it("the partner failing fails the block (its error state), not quietly", async () => {
    const { block, access } = await fresh();
    const email = "ar.conectado@surco.example";
    const cookie = await linkedCookie(access, email);
    await setFault(sandbox, { upstream: "field-view", mode: "status", status: 500 });
    await expect(block.loadFieldsSync(null, args("es-AR", "/es-ar", grower(email), cookie))).rejects.toThrow();
  });
});
