// @vitest-environment node
import { beforeAll, describe, expect, it } from "vitest";

import { ANONYMOUS, type UserContext } from "~/auth/user";
import type { Locale } from "~/countries";
import { portalOutbox, submissionKey } from "~/store/portal-outbox.server";
import { portalStore } from "~/store/portal-store.server";

import { loadPendingItems, PENDING_ITEMS_SHOWN } from "./load.server";

/**
 * The home's "pending items" block against the portal's own outbox (the
 * embedded store in memory; the worker is not running, so what is enqueued
 * stays waiting).
 */
const grower = (id: string): UserContext => ({
  isLoggedIn: true,
  user: {
    id,
    email: `${id}@surco.example`,
    name: null,
    document: null,
    country: "AR",
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

function args(locale: Locale, user: UserContext) {
  const request = new Request(`http://localhost/${locale.toLowerCase()}`);
  return { request, locale, url: new URL(request.url), user };
}

async function submit(kind: string, grower: string, minutesAgo: number, state: "received" | "retrying" | "sent") {
  const key = submissionKey(kind);
  await (await portalOutbox()).enqueue(kind, key, { n: key }, { grower });
  const { db } = await portalStore();
  await db
    .updateTable("outbox")
    .set({ state, created_at: new Date(Date.now() - minutesAgo * 60_000) })
    .where("key", "=", key)
    .execute();
  return key;
}

describe("pending-items block", () => {
  // Opening the embedded store is the slow part (seconds on a busy machine): once, before the tests' own limits.
  beforeAll(() => portalStore(), 60_000);

  it("gives nothing to anonymous visitors", async () => {
    expect(await loadPendingItems(null, args("es-AR", ANONYMOUS))).toBeNull();
  });

  it("says nothing is pending when everything the grower sent was delivered", async () => {
    await submit("interests", "delivered-only", 5, "sent");
    expect(await loadPendingItems(null, args("es-AR", grower("delivered-only")))).toEqual({
      items: [],
      more: null,
      empty: "Nada pendiente: todo lo que enviaste ya se entregó.",
    });
  });

  it(`lists the newest ${PENDING_ITEMS_SHOWN} waiting submissions, each linked to its receipt, and counts the rest`, async () => {
    const id = "waiting-many";
    const keys: string[] = [];
    for (let i = 0; i < 7; i++) keys.push(await submit(i % 2 ? "voucher" : "interests", id, 10 + i, "received"));
    const retrying = await submit("voucher", id, 1, "retrying");
    await submit("interests", "someone-else", 0, "received");
    const data = await loadPendingItems(null, args("en-US", grower(id)));
    expect(data?.empty).toBeNull();
    expect(data?.more).toBe("And 3 more");
    expect(data?.items.map((item) => item.href)).toEqual(
      [retrying, ...keys.slice(0, 4)].map((key) => `/en-us/receipt/${key}`),
    );
    expect(data?.items[0]).toMatchObject({
      label: "Voucher request",
      detail: expect.stringMatching(/^Received .+; we keep trying to send it$/),
    });
    expect(data?.items[1]).toMatchObject({
      label: "Your topics of interest",
      detail: expect.stringMatching(/^Received .+, not sent yet$/),
    });
  });

  it("names a kind it has no words for generically, in the grower's locale", async () => {
    const id = "unknown-kind";
    const { db } = await portalStore();
    const now = new Date();
    await db
      .insertInto("outbox")
      .values({
        key: "a-newer-kind-of-form",
        kind: "a-newer-kind-of-form",
        grower: id,
        payload: "{}",
        fingerprint: "x",
        state: "received",
        next_attempt_at: now,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const data = await loadPendingItems(null, args("pt-BR", grower(id)));
    expect(data?.items).toEqual([
      {
        label: "Um formulário que você enviou",
        detail: expect.stringMatching(/^Recebido em .+, ainda não enviado$/),
        href: "/pt-br/recibo/a-newer-kind-of-form",
      },
    ]);
  });
});
