// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { member, memberPathId, tokenResponse } from "../app/services/loyalty/contract";
import { DEMO_ACCOUNTS, findAccountByEmail } from "./data/accounts";
import { basicAuth, loyaltyToken, startTestSandbox, type TestSandbox } from "./test-support";
import { documentFromPathId } from "./upstreams/loyalty";

let sandbox: TestSandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox();
});

afterAll(async () => {
  await sandbox?.dispose();
});

function memberUrl(document: string): string {
  // The portal builds the address the same way (client.server.ts): base URL + /members/ + memberPathId.
  return `${sandbox.env.LOYALTY_API_URL}/members/${memberPathId(document)}`;
}

describe("token service", () => {
  it("issues an opaque bearer token for the right client credentials", async () => {
    const response = await fetch(sandbox.env.LOYALTY_TOKEN_URL, {
      headers: { authorization: basicAuth(sandbox.env.LOYALTY_CLIENT_ID, sandbox.env.LOYALTY_CLIENT_SECRET) },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = tokenResponse.parse(await response.json());
    expect(body.expires_in).toBe(3600);
    expect(body.token_type).toBe("Bearer");
    expect(body.access_token.length).toBeGreaterThanOrEqual(32);
    const another = await loyaltyToken(sandbox);
    expect(another).not.toBe(body.access_token);
  });

  it.each([
    ["a wrong secret", { authorization: basicAuth("surco-portal", "wrong") }],
    ["a wrong client id", { authorization: basicAuth("someone-else", "sandbox-loyalty-secret-not-for-production") }],
    ["no credentials", {}],
    ["a bearer header", { authorization: "Bearer abc" }],
  ])("answers 401 to %s", async (_label, headers: Record<string, string>) => {
    const response = await fetch(sandbox.env.LOYALTY_TOKEN_URL, { headers });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { message: string }).message).toMatch(/credentials/);
  });
});

describe("GET /members/{id}", () => {
  const withMembers = DEMO_ACCOUNTS.filter((account) => account.member !== null);

  it("serves every enrolled demo member, valid against the contract", async () => {
    expect(withMembers.length).toBeGreaterThanOrEqual(10);
    const token = await loyaltyToken(sandbox);
    for (const account of withMembers) {
      const response = await fetch(memberUrl(account.document as string), {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.status, account.email).toBe(200);
      const { documents, ...body } = member.parse(await response.json());
      expect(body).toEqual(account.member);
      // The documents an invoice's buyer may be (issue 32): the member's own first.
      expect(documents?.[0]).toBe(account.document);
    }
  });

  it("returns the right member for specific growers", async () => {
    const token = await loyaltyToken(sandbox);
    const get = async (email: string) => {
      const account = findAccountByEmail(email)!;
      const response = await fetch(memberUrl(account.document as string), {
        headers: { authorization: `Bearer ${token}` },
      });
      return member.parse(await response.json());
    };
    expect(await get("br.5estrelas@surco.example")).toMatchObject({
      stars: 5,
      impulseLeft: 0,
      nmMember: "Ricardo Henrique Vasconcelos",
    });
    expect(await get("br.1estrela@surco.example")).toMatchObject({
      stars: 1,
      impulsePoints: 8_400,
      impulseLeft: 6_600,
    });
    expect(await get("br.membro@surco.example")).toMatchObject({
      nmGroup: "Grupo Familiar Bertolini",
      flGroupLeader: false,
    });
  });

  it("answers 401 without a token or with an unknown one", async () => {
    const url = memberUrl("73104625808");
    const none = await fetch(url);
    expect(none.status).toBe(401);
    expect(none.headers.get("www-authenticate")).toMatch(/^Bearer/);
    expect((await fetch(url, { headers: { authorization: "Bearer made-up" } })).status).toBe(401);
  });

  it("answers 401 after the sandbox forgets its tokens (the portal must fetch a new one)", async () => {
    const token = await loyaltyToken(sandbox);
    const url = memberUrl("73104625808");
    expect((await fetch(url, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    expect((await fetch(`${sandbox.url}/_sandbox/loyalty/tokens`, { method: "DELETE" })).status).toBe(204);
    expect((await fetch(url, { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
  });

  it("answers 404 with a message for unknown members and growers outside the programme", async () => {
    const token = await loyaltyToken(sandbox);
    const notEnrolled = findAccountByEmail("br.cadastro@surco.example")!;
    for (const document of ["11144477735", notEnrolled.document as string]) {
      const response = await fetch(memberUrl(document), { headers: { authorization: `Bearer ${token}` } });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: "Member not found" });
    }
    const garbage = await fetch(`${sandbox.env.LOYALTY_API_URL}/members/%%%`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(garbage.status).toBeGreaterThanOrEqual(400);
    expect(garbage.status).toBeLessThan(500);
  });
});

describe("documentFromPathId", () => {
  it.each([
    ["MjY0ODEwOTUzNjA=", "26481095360"],
    ["MjY0ODEwOTUzNjA%3D", "26481095360"],
    ["VVMtSUEtMjA0MzE4", "US-IA-204318"],
    ["PDw_Pz4-", "<<??>>"],
    ["PDw/Pz4+", "<<??>>"],
  ])("decodes %s", (id, document) => {
    expect(documentFromPathId(id)).toBe(document);
  });

  it.each(["", "not base64!", "%E0%A4%A"])("rejects %j", (id) => {
    expect(documentFromPathId(id)).toBeUndefined();
  });
});
