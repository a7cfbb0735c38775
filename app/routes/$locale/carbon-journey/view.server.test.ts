import { describe, expect, it } from "vitest";

import { i18nServer } from "~/i18n/i18next.server";

import { carbonFields } from "./view.server";

describe("the carbon journey's fields (spec 000 §3)", () => {
  it("counts the documents done and words each one's status, with its PDF when there is one", async () => {
    const t = await i18nServer.getFixedT("pt-BR", "fields");
    const [field] = carbonFields(t, {
      fields: [
        {
          id: "f1",
          name: "Talhão A · Sede",
          contracts: { status: " Realizado com sucesso ", pathPdf: "/docs/contracts.pdf" },
          socioenvironmentalAnalysis: { status: "Aguardando coleta", pathPdf: null },
          soilAnalysis: null,
          managementPlans: { status: "Realizado com sucesso", pathPdf: null },
        },
      ],
    });
    expect(field.progress).toBe("2 de 4 documentos prontos");
    expect(field.documents.map((d) => [d.kind, d.done, d.status, d.pdf])).toEqual([
      ["contracts", true, "Realizado com sucesso", { href: "/docs/contracts.pdf", label: "Baixar PDF: Contrato" }],
      ["socioenvironmentalAnalysis", false, "Em andamento: Aguardando coleta", null],
      ["soilAnalysis", false, "Sem documento", null],
      ["managementPlans", true, "Realizado com sucesso", null],
    ]);
  });
});
