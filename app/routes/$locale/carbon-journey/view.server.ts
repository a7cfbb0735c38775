import type { TFunction } from "i18next";

import { CARBON_DOCUMENT_KINDS, fieldProgress, isDocumentDone } from "~/domain/fields/carbon";
import type { CarbonProgram } from "~/services/agronomy/contract";

/**
 * The carbon journey's view model: per field, how many documents are done and
 * each document's status and PDF, in the grower's language.
 */
export function carbonFields(t: TFunction, program: CarbonProgram) {
  return program.fields.map((field) => {
    const { done, total } = fieldProgress(field);
    return {
      id: field.id,
      name: field.name,
      progress: t("carbon.progress", { done, total }),
      documents: CARBON_DOCUMENT_KINDS.map((kind) => {
        const document = field[kind];
        const label = t(`carbon.kinds.${kind}`);
        const isDone = isDocumentDone(document);
        return {
          kind,
          label,
          done: isDone,
          status: !document
            ? t("carbon.missing")
            : isDone
              ? t("carbon.done")
              : t("carbon.pending", { status: document.status }),
          pdf: document?.pathPdf ? { href: document.pathPdf, label: t("carbon.pdf", { document: label }) } : null,
        };
      }),
    };
  });
}
