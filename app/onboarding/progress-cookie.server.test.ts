import { createHash } from "node:crypto";

import { describe, expect, it } from "vitest";

import { DEFAULT_PROGRESS } from "~/domain/onboarding/steps";

import { emailKey, ONBOARDING_COOKIE, readProgress, saveProgress } from "./progress-cookie.server";

const request = (cookie?: string) => new Request("http://localhost/pt-br", { headers: cookie ? { cookie } : {} });
const pair = (setCookie: string) => setCookie.split(";")[0];

describe("the firstAccessOnboarding cookie (spec 000 §3 §4 §8 §9)", () => {
  it("is named firstAccessOnboarding and lives 315,360,000 s", async () => {
    const header = await saveProgress(request(), "a@surco.example", DEFAULT_PROGRESS);
    expect(header).toContain(`${ONBOARDING_COOKIE}=`);
    expect(header).toContain("Max-Age=315360000");
    expect(header).toMatch(/HttpOnly/i);
  });

  it("keys progress by a hash of the email, never the email itself", async () => {
    expect(emailKey(" Br.Cadastro@Surco.example ")).toBe(
      createHash("sha256").update("br.cadastro@surco.example").digest("hex"),
    );
    const header = await saveProgress(request(), "br.cadastro@surco.example", { ...DEFAULT_PROGRESS, step: 2 });
    const decoded = Buffer.from(
      decodeURIComponent(pair(header).split("=").slice(1).join("=")).split(".")[0],
      "base64",
    ).toString();
    expect(decoded).toContain(emailKey("br.cadastro@surco.example"));
    expect(decoded).not.toContain("cadastro");
  });

  it("reads back what it wrote, each grower under their own key", async () => {
    const first = pair(await saveProgress(request(), "a@surco.example", { ...DEFAULT_PROGRESS, step: 2 }));
    const both = pair(await saveProgress(request(first), "b@surco.example", { ...DEFAULT_PROGRESS, step: 3 }));
    expect((await readProgress(request(both), "a@surco.example")).step).toBe(2);
    expect((await readProgress(request(both), "b@surco.example")).step).toBe(3);
    expect(await readProgress(request(both), "c@surco.example")).toEqual(DEFAULT_PROGRESS);
  });

  it.each([
    `${ONBOARDING_COOKIE}=not-base64-at-all`,
    `${ONBOARDING_COOKIE}=${encodeURIComponent(Buffer.from('{"x":1}').toString("base64"))}`,
    `${ONBOARDING_COOKIE}=%E0%A4%A`,
  ])("a cookie that does not parse (%s) gives the defaults", async (cookie) => {
    expect(await readProgress(request(cookie), "a@surco.example")).toEqual(DEFAULT_PROGRESS);
  });
});
