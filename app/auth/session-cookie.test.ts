import { beforeAll, describe, expect, it } from "vitest";

import { portalStore } from "~/store/portal-store.server";

import { getSession, SESSION_COOKIE, sessionStorage, startLoggedInSession } from "./session.server";

/** A live session's cookie pair ("name=value"), as the browser would send it. */
async function liveCookie(userId: string): Promise<string> {
  return (await sessionStorage.commitSession(await startLoggedInSession({ user: { id: userId } }))).split(";")[0];
}

const request = (cookie: string) => new Request("http://localhost/es-ar/mi-cuenta", { headers: { cookie } });

describe("getSession: the first cookie that names a live session wins", () => {
  // The store's first boot (the embedded engine's initdb) is not the first test's to wait for.
  beforeAll(() => portalStore().then(() => undefined), 120_000);

  it("is not fooled by a planted copy of the same name ahead of the real one", async () => {
    const real = await liveCookie("u-real");
    const session = await getSession(request(`${SESSION_COOKIE}=planted; ${real}`));
    expect(session.get("user")).toEqual({ id: "u-real" });
  });

  it("is not fooled by a stale session's cookie ahead of the real one", async () => {
    const stale = await liveCookie("u-stale");
    await sessionStorage.destroySession(await sessionStorage.getSession(stale));
    const real = await liveCookie("u-real");
    expect((await getSession(request(`${stale}; ${real}`))).get("user")).toEqual({ id: "u-real" });
  });

  it("ignores cookies of the retired name, and gives an empty session when nothing is live", async () => {
    const real = await liveCookie("u-real");
    const retired = `__surco_session=${real.split("=").slice(1).join("=")}`;
    expect((await getSession(request(retired))).get("user")).toBeUndefined();
    expect((await getSession(request(`${retired}; ${real}`))).get("user")).toEqual({ id: "u-real" });
    expect((await getSession(request(""))).get("user")).toBeUndefined();
  });
});
