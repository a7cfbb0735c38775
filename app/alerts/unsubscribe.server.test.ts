// @vitest-environment node
import { describe, expect, it } from "vitest";

import { env } from "~/env.server";
import { alertSettingsOf, changeAlertSettings, rememberGrower } from "~/store/alert-settings.server";
import { portalStore } from "~/store/portal-store.server";
import { growerFacts } from "~/store/store-test-support";

import { unsubscribe } from "./unsubscribe.server";
import { unsubscribeLinks } from "./unsubscribe-link.server";

/**
 * The unsubscribe link at work (issue 30), on the portal's store in memory: it stops its kind by e-mail for its
 * grower, needs no session, and does nothing once the grower's alerts go to another address, nor for a changed link.
 */
const links = unsubscribeLinks(env.SESSION_SECRET);

async function growerWithFrostByEmail(address: string) {
  const { db } = await portalStore();
  const facts = growerFacts({ signInEmail: address });
  await rememberGrower(db, facts);
  const { grower } = facts;
  const on = { inbox: true, email: true, whatsapp: false };
  await changeAlertSettings(db, grower, { email: address, choices: { frost: on, "heavy-rain": on } });
  return { db, grower };
}

describe("an alert e-mail's unsubscribe link", () => {
  it("stops its kind by e-mail, and only that", async () => {
    const { db, grower } = await growerWithFrostByEmail("ana@campo.example");
    expect(await unsubscribe(links.issue({ grower, kind: "frost", address: "ana@campo.example" }))).toBe(true);
    const { choices } = (await alertSettingsOf(db, grower))!;
    expect(choices.frost).toEqual({ inbox: true, email: false, whatsapp: false });
    expect(choices["heavy-rain"]).toEqual({ inbox: true, email: true, whatsapp: false });
  });

  it("changes nothing once the grower's alerts go to another address, nor for a link changed by hand", async () => {
    const { db, grower } = await growerWithFrostByEmail("nova@campo.example");
    const old = links.issue({ grower, kind: "frost", address: "antiga@campo.example" });
    expect(await unsubscribe(old)).toBe(false);
    const [payload, signature] = links
      .issue({ grower: "someone", kind: "frost", address: "nova@campo.example" })
      .split(".");
    const forged = `${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, "base64url").toString()), g: grower })).toString("base64url")}.${signature}`;
    expect(await unsubscribe(forged)).toBe(false);
    expect((await alertSettingsOf(db, grower))!.choices.frost?.email).toBe(true);
  });
});
