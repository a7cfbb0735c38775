import { describe, expect, it } from "vitest";

import { CONTACT_HOURS } from "~/countries/shared";

import { advisorCards, companyCard } from "./view.server";

const t = (key: string, options?: Record<string, unknown>) => (options ? `${key}:${JSON.stringify(options)}` : key);
const defaults = {
  hours: CONTACT_HOURS,
  tollFree: "0800 771 0180",
  whatsApp: "+55 (11) 95555-0142",
  email: "contato@surco.example",
  website: "surco.example/br",
};

describe("the company card", () => {
  it("shows the default hours and toll-free number, digits-only links and https:// on the bare site", () => {
    const card = companyCard(t, defaults, null);
    expect(card.title).toBe("company");
    expect(card.details.map((d) => [d.kind, d.href])).toEqual([
      ["hours", null],
      ["phone", "tel:08007710180"],
      ["whatsapp", `https://wa.me/5511955550142?text=whatsAppMessage`],
      ["email", "mailto:contato@surco.example"],
      ["web", "https://surco.example/br"],
    ]);
    expect(card.details[0].value).toBe('hours:{"opens":7,"closes":19,"opens12":7,"closes12":7}');
  });

  it("uses the member's programme contact, falling back to the toll-free number when it has no phone", () => {
    const contactUs = {
      name: "Central Impulso",
      phone: "",
      email: "impulso@surco.example",
      whatsapp: "+55 11 94120-3387",
    };
    const card = companyCard(t, defaults, contactUs);
    expect(card.title).toBe("Central Impulso");
    expect(card.details.find((d) => d.kind === "phone")?.value).toBe("0800 771 0180");
    expect(card.details.find((d) => d.kind === "whatsapp")?.href).toMatch(/^https:\/\/wa\.me\/5511941203387\?/);
  });
});

describe("advisor cards", () => {
  const advisor = (name: string, lead: boolean) => ({
    nmAdvisor: name,
    flAdvisor: lead,
    phoneAdvisor: "+55 34 3215-4470",
    emailAdvisor: "a@surco.example",
    mobileAdvisor: "+55 (34) 99173-2268",
  });

  it("puts the lead advisor first, with WhatsApp on the mobile and a greeting by first name", () => {
    const cards = advisorCards(t, [advisor("Rogério Nakamura", false), advisor("Márcia Tavares Lins", true)]);
    expect(cards.map((c) => [c.name, c.badge])).toEqual([
      ["Márcia Tavares Lins", "mainAdvisor"],
      ["Rogério Nakamura", "advisor"],
    ]);
    const whatsApp = cards[0].details.find((d) => d.kind === "whatsapp")!;
    expect(whatsApp.href).toBe(
      `https://wa.me/5534991732268?text=${encodeURIComponent('advisorMessage:{"name":"Márcia"}')}`,
    );
    expect(cards[0].details.find((d) => d.kind === "phone")?.href).toBe("tel:553432154470");
    expect(cards[0].summary).toHaveLength(2);
  });

  it("leaves out a way to reach them that is empty", () => {
    const [card] = advisorCards(t, [{ ...advisor("Ana", true), phoneAdvisor: " " }]);
    expect(card.details.map((d) => d.kind)).toEqual(["mobile", "whatsapp", "email"]);
  });
});
