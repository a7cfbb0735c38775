import { beforeAll, describe, expect, it } from "vitest";

import { portalStore } from "~/store/portal-store.server";

import {
  ABSOLUTE_TIMEOUT_MS,
  IDLE_TIMEOUT_MS,
  keepSessionAlive,
  SEEN_AT_EVERY_MS,
  sessionStorage,
  startLoggedInSession,
} from "./session.server";

const START = 1_000;

/** A committed session (it has a server-side id, as after a real login) and its cookie. */
async function loggedIn() {
  const session = await startLoggedInSession({ user: { id: "u1" } });
  session.set("loginAt", START);
  session.set("seenAt", START);
  const cookie = (await sessionStorage.commitSession(session)).split(";")[0];
  return { session: await sessionStorage.getSession(cookie), cookie };
}

describe("session timeouts", () => {
  // Sessions live in the store (embedded, in memory here): its first open takes seconds on a busy machine.
  beforeAll(() => portalStore().then(() => undefined), 120_000);

  it("keeps a session used within the idle timeout, and restarts its idle clock", async () => {
    const { session, cookie } = await loggedIn();
    expect(await keepSessionAlive(session, START + IDLE_TIMEOUT_MS - 1)).toBe(true);
    const again = await sessionStorage.getSession(cookie);
    expect(Number(again.get("seenAt"))).toBe(START + IDLE_TIMEOUT_MS - 1);
  });

  it("writes the idle clock at most once a minute (issue 28), and the next request after that minute writes it", async () => {
    const { session, cookie } = await loggedIn();
    expect(await keepSessionAlive(session, START + SEEN_AT_EVERY_MS - 1)).toBe(true);
    expect(Number((await sessionStorage.getSession(cookie)).get("seenAt"))).toBe(START);
    expect(await keepSessionAlive(session, START + SEEN_AT_EVERY_MS)).toBe(true);
    expect(Number((await sessionStorage.getSession(cookie)).get("seenAt"))).toBe(START + SEEN_AT_EVERY_MS);
  });

  it("ends a session idle for longer than the idle timeout, for good", async () => {
    const { session, cookie } = await loggedIn();
    expect(await keepSessionAlive(session, START + IDLE_TIMEOUT_MS + 1)).toBe(false);
    expect((await sessionStorage.getSession(cookie)).get("user")).toBeUndefined();
  });

  it("ends a session older than the absolute timeout even when it is used all the time", async () => {
    const { session } = await loggedIn();
    let now = START;
    while (now + IDLE_TIMEOUT_MS / 2 < START + ABSOLUTE_TIMEOUT_MS) {
      now += IDLE_TIMEOUT_MS / 2;
      expect(await keepSessionAlive(session, now)).toBe(true);
    }
    expect(await keepSessionAlive(session, START + ABSOLUTE_TIMEOUT_MS + 1)).toBe(false);
  });

  it("gives every login a new session id (rotation)", async () => {
    const a = await sessionStorage.commitSession(await startLoggedInSession({ user: { id: "u1" } }));
    const b = await sessionStorage.commitSession(await startLoggedInSession({ user: { id: "u1" } }));
    expect(a.split(";")[0]).not.toBe(b.split(";")[0]);
  });

  it("sets the cookie HttpOnly and SameSite=Lax", async () => {
    const cookie = await sessionStorage.commitSession(await startLoggedInSession({}));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });
});
