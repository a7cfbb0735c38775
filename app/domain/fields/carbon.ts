/**
 * The carbon programme's documents per field (spec 000 §3, 002 §3): each kind
 * has a status and a PDF; "Realizado com sucesso" means done.
 */
export const CARBON_DOCUMENT_KINDS = [
  "contracts",
  "socioenvironmentalAnalysis",
  "soilAnalysis",
  "managementPlans",
] as const;
export type CarbonDocumentKind = (typeof CARBON_DOCUMENT_KINDS)[number];

const DONE_STATUS = "Realizado com sucesso";

export interface CarbonDocument {
  status: string;
  pathPdf: string | null;
}

export function isDocumentDone(document: Pick<CarbonDocument, "status"> | null | undefined): boolean {
  return (document?.status ?? "").trim() === DONE_STATUS;
}

/** How many of a field's four documents are done. */
export function fieldProgress(documents: Partial<Record<CarbonDocumentKind, CarbonDocument | null>>): {
  done: number;
  total: number;
} {
  const done = CARBON_DOCUMENT_KINDS.filter((kind) => isDocumentDone(documents[kind])).length;
  return { done, total: CARBON_DOCUMENT_KINDS.length };
}
