/**
 * Brazil's postcode (CEP) in the postcode widget (spec 002 §4 §5 §8): shown masked as 00.000-000 (at most 10
 * characters), the submit button disabled while the text has 9 characters or fewer, only digits sent to the lookup
 * and only the first 5 of them (the CEP's region and sub-sector, which is what a recommendation depends on).
 */
export const POSTCODE_MASK = "00.000-000";
export const POSTCODE_MAX_LENGTH = POSTCODE_MASK.length;
const POSTCODE_DIGITS = 8;
export const LOOKUP_DIGITS = 5;

function digitsOf(text: string): string {
  return text.replace(/\D/g, "");
}

/** What the field shows for what was typed or pasted: its digits in the mask, at most 8 of them. */
export function maskPostcode(text: string): string {
  const digits = digitsOf(text).slice(0, POSTCODE_DIGITS);
  if (digits.length <= 2) return digits;
  if (digits.length <= 5) return `${digits.slice(0, 2)}.${digits.slice(2)}`;
  return `${digits.slice(0, 2)}.${digits.slice(2, 5)}-${digits.slice(5)}`;
}

/** The submit button is disabled while the text has 9 characters or fewer. */
export function canSubmitPostcode(text: string): boolean {
  return text.length > POSTCODE_MAX_LENGTH - 1;
}

/** What the lookup is sent: digits only, up to 5. */
export function lookupDigits(postcode: string): string {
  return digitsOf(postcode).slice(0, LOOKUP_DIGITS);
}
