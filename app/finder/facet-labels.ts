import type { TFunction } from "i18next";

/**
 * A facet value in the page's words (decision 0055): the dealers upstream gives crops and services as codes ("corn",
 * "crop-protection"), which the finder namespace names in each locale (`values.<field>.<code>`), so a US dealer
 * grows "Maíz" on the es-US site and "Corn" on the en-US one. A code the portal has no words for yet is shown as the
 * upstream wrote it (finder-words.test.ts holds the sandbox's codes to having words in every locale).
 */
export function facetValueLabel(t: TFunction, field: string, code: string): string {
  return t(`values.${field}.${code}`, { defaultValue: code });
}
