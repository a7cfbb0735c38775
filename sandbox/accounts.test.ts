// @vitest-environment node
import { describe, expect, it } from "vitest";

import { member } from "../app/services/loyalty/contract";
import {
  DEMO_ACCOUNTS,
  findAccountByDocument,
  findAccountByEmail,
  findAccountById,
  STAR_THRESHOLDS,
  starProgress,
  starsFor,
} from "./data/accounts";

/** Argentine CUIT check digit (weights 5432765432, mod 11). */
function validCuit(cuit: string): boolean {
  if (!/^\d{11}$/.test(cuit)) return false;
  const weights = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
  const sum = weights.reduce((total, weight, index) => total + weight * Number(cuit[index]), 0);
  let check = 11 - (sum % 11);
  if (check === 11) check = 0;
  return check !== 10 && check === Number(cuit[10]);
}

/** Brazilian CPF check digits. */
function validCpf(cpf: string): boolean {
  if (!/^\d{11}$/.test(cpf) || /^(\d)\1{10}$/.test(cpf)) return false;
  const digit = (length: number) => {
    let sum = 0;
    for (let i = 0; i < length; i++) sum += Number(cpf[i]) * (length + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return digit(9) === Number(cpf[9]) && digit(10) === Number(cpf[10]);
}

describe("star rules used by the seed", () => {
  it.each([
    [0, 1],
    [14_999, 1],
    [15_000, 2],
    [49_999, 2],
    [50_000, 3],
    [199_999, 3],
    [200_000, 4],
    [549_999, 4],
    [550_000, 5],
    [2_000_000, 5],
  ])("%i points → %i stars", (points, stars) => {
    expect(starsFor(points)).toBe(stars);
  });

  it.each([
    [8_400, { stars: 1, minPoints: 0, impulseLeft: 6_600, impulsePercent: 56 }],
    [126_750, { stars: 3, minPoints: 50_000, impulseLeft: 73_250, impulsePercent: 51 }],
    [200_000, { stars: 4, minPoints: 200_000, impulseLeft: 350_000, impulsePercent: 0 }],
    [712_300, { stars: 5, minPoints: 550_000, impulseLeft: 0, impulsePercent: 100 }],
  ])("progress for %i points", (points, expected) => {
    expect(starProgress(points)).toEqual(expected);
  });
});

describe("demo accounts", () => {
  it("have unique ids, emails and documents on the surco.example domain", () => {
    const ids = DEMO_ACCOUNTS.map((account) => account.id);
    const emails = DEMO_ACCOUNTS.map((account) => account.email);
    const documents = DEMO_ACCOUNTS.flatMap((account) => (account.document ? [account.document] : []));
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(emails).size).toBe(emails.length);
    expect(new Set(documents).size).toBe(documents.length);
    for (const email of emails) expect(email).toMatch(/^[a-z0-9.]+@surco\.example$/);
  });

  it("carry valid documents: CUIT in Argentina, CPF in Brazil, a farm id or none in the US", () => {
    for (const account of DEMO_ACCOUNTS) {
      if (account.country === "AR") expect(validCuit(account.document ?? ""), account.email).toBe(true);
      if (account.country === "BR") expect(validCpf(account.document ?? ""), account.email).toBe(true);
      if (account.country === "US")
        expect(account.document === null || /^US-[A-Z]{2}-\d{6}$/.test(account.document)).toBe(true);
    }
  });

  it("have members that satisfy the contract and whose star fields follow from the points", () => {
    for (const account of DEMO_ACCOUNTS.filter((a) => a.member)) {
      const record = member.parse(account.member);
      const { stars, minPoints, impulseLeft, impulsePercent } = record;
      expect(stars, account.email).toBe(starsFor(record.impulsePoints));
      expect(minPoints).toBe(STAR_THRESHOLDS[stars - 1]);
      const next = STAR_THRESHOLDS[stars] as number | undefined;
      expect(impulseLeft).toBe(next === undefined ? 0 : next - record.impulsePoints);
      expect(impulsePercent).toBeGreaterThanOrEqual(0);
      expect(impulsePercent).toBeLessThanOrEqual(100);
      expect(record.orbiaPoints).toBeLessThanOrEqual(record.impulsePoints);
      expect(record.contactInformation.advisorContact.length).toBeGreaterThan(0);
      expect(record.nmMember).toBe(account.name);
    }
  });

  it("cover every state the brief names", () => {
    const get = (email: string) => {
      const account = findAccountByEmail(email);
      expect(account, email).toBeDefined();
      return account!;
    };
    expect(get("ar.conectado@surco.example").fieldViewConnected).toBe(true);
    expect(get("ar.sinconectar@surco.example").fieldViewConnected).toBe(false);
    expect(get("ar.permitido@surco.example").country).toBe("AR");
    expect(get("ar.nopermitido@surco.example").country).toBe("AR");
    expect(get("ar.finanzas@surco.example").roles).toEqual([{ roleName: "Finance" }]);
    expect(get("ar.finanzasypedidos@surco.example").roles).toEqual([{ roleName: "Finance and Orders" }]);

    expect(get("br.1estrela@surco.example").member?.stars).toBe(1);
    expect(get("br.3estrelas@surco.example").member?.stars).toBe(3);
    expect(get("br.5estrelas@surco.example").member?.stars).toBe(5);
    expect(get("br.falha@surco.example").member).toMatchObject({ stars: 3, nmGroup: null });
    const leader = get("br.lider@surco.example").member!;
    const groupMember = get("br.membro@surco.example").member!;
    expect(leader.nmGroup).not.toBeNull();
    expect(groupMember.nmGroup).toBe(leader.nmGroup);
    expect([leader.flGroupLeader, groupMember.flGroupLeader]).toEqual([true, false]);
    expect(groupMember.familiarGroup).toEqual(leader.familiarGroup);
    // The group's stars come from the members' points together.
    expect(leader.familiarGroup?.starsGroup).toBe(starsFor(leader.impulsePoints + groupMember.impulsePoints));
    expect(get("br.eleva@surco.example").isEleva).toBe(true);
    expect(get("br.carbono@surco.example").isCarbonProgram).toBe(true);
    expect(get("br.cultivarplus@surco.example").cultivarType).toBe("Cultivar Plus");
    expect(get("br.cadastro@surco.example").profileStatus).toBe("ONBOARDING");

    expect(get("us.requisitos@surco.example").usRewards).toEqual({
      enrolled: true,
      meetsRequirements: true,
      headGrower: true,
    });
    expect(get("us.pendiente@surco.example").usRewards).toMatchObject({ enrolled: true, meetsRequirements: false });
    expect(get("us.noinscrito@surco.example").usRewards).toMatchObject({ enrolled: false });
    for (const account of DEMO_ACCOUNTS.filter((a) => a.country === "US")) expect(account.member).toBeNull();
  });

  it("are found by email (any case, stray spaces), id and document", () => {
    expect(findAccountByEmail("  AR.NoPermitido@SURCO.example ")?.id).toBe("ar-0004");
    expect(findAccountById("br-0010")?.email).toBe("br.falha@surco.example");
    expect(findAccountByDocument("41395782628")?.email).toBe("br.falha@surco.example");
    expect(findAccountByEmail("nobody@surco.example")).toBeUndefined();
    expect(findAccountByDocument("00000000000")).toBeUndefined();
  });
});
