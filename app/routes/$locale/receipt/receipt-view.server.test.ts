import { describe, expect, it } from "vitest";

import { i18nServer } from "~/i18n/i18next.server";
import type { Receipt } from "~/store/outbox-rules.server";

import { receiptView } from "./receipt-view.server";

const receipt = (kind: string, reference: string | null = null): Receipt => ({
  key: "k",
  kind,
  state: "sent",
  attempts: 1,
  receivedAt: "2026-11-28T12:00:00.000Z",
  sentAt: "2026-11-28T12:00:01.000Z",
  grower: "g",
  refusal: null,
  reference,
});

describe("a receipt names what was done and leads back where it was done (issue 27)", () => {
  it.each([
    ["pt-BR", "interests", "Seus temas", "Voltar para Conteúdo para você", "/pt-br/conteudo-para-voce"],
    ["es-AR", "interests", "Tus temas", "Volver a Contenido para vos", "/es-ar/contenido-para-vos"],
    ["en-US", "us-rewards-enrolment", "Your enrollment", "Back to Rewards", "/en-us/rewards"],
    [
      "es-US",
      "us-rewards-redemption",
      "Tu solicitud de canje",
      "Ver mis solicitudes de canje",
      "/es-us/recompensas/solicitudes",
    ],
  ] as const)("%s %s", async (locale, kind, heading, label, href) => {
    const view = receiptView(await i18nServer.getFixedT(locale, "forms"), locale, receipt(kind), "/x");
    expect(view.heading).toBe(heading);
    expect(view.back).toEqual({ label, href });
  });

  it("names a redemption by the programme's request number once it has one", async () => {
    const t = await i18nServer.getFixedT("en-US", "forms");
    expect(receiptView(t, "en-US", receipt("us-rewards-redemption", "RR-30001"), "/x").reference).toBe(
      "Request number: RR-30001",
    );
    expect(receiptView(t, "en-US", receipt("us-rewards-redemption"), "/x").reference).toBeNull();
  });
});
