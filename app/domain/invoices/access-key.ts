import { addYears } from "../loyalty/calendar";
import { POINTS_VALIDITY_YEARS } from "../loyalty/expiry";

/**
 * The access key of a Brazilian electronic invoice (NF-e, issue 32): 44 digits that name the state, the year and
 * month of issue, the issuer's CNPJ, the model (55 for an NF-e), series, number, emission type and a random code,
 * and end with a modulo-11 check digit over the other 43. Read the way growers copy it: spaces and dots allowed.
 */
const ACCESS_KEY_DIGITS = 44;
const NFE_MODEL = "55";

/** The IBGE codes of Brazil's 26 states and the Federal District, as the key's first two digits. */
const STATE_CODES = new Set([
  "11",
  "12",
  "13",
  "14",
  "15",
  "16",
  "17",
  "21",
  "22",
  "23",
  "24",
  "25",
  "26",
  "27",
  "28",
  "29",
  "31",
  "32",
  "33",
  "35",
  "41",
  "42",
  "43",
  "50",
  "51",
  "52",
  "53",
]);

export type AccessKeyProblem = "letters" | "length" | "checkDigit" | "state" | "model" | "month" | "future" | "tooOld";

export interface AccessKey {
  digits: string;
  state: string;
  /** YYYY-MM */
  issuedIn: string;
  issuerCnpj: string;
}

/** The key without the separators a grower may type or paste (spaces, dots, hyphens, slashes). */
function normalizeAccessKey(typed: string): string {
  return typed.replace(/[\s./-]/g, "");
}

/** The key in blocks of four digits, as printed on the invoice's DANFE. */
export function groupAccessKey(digits: string): string {
  return digits.replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** Modulo 11 over the first 43 digits, weights 2 to 9 from the right; a remainder of 0 or 1 gives 0. */
export function accessKeyCheckDigit(first43: string): number {
  let sum = 0;
  for (let i = first43.length - 1, weight = 2; i >= 0; i--, weight = weight === 9 ? 2 : weight + 1) {
    sum += Number(first43[i]) * weight;
  }
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

/**
 * The key, or the first problem with it in the order a grower can act on: what was typed, then whether it is a key
 * at all, then whether this invoice can still earn points (issued neither in a future month nor before the points'
 * 3-year validity, counted from `today`'s month).
 */
export function readAccessKey(
  typed: string,
  today: string,
): { ok: true; key: AccessKey } | { ok: false; problem: AccessKeyProblem } {
  const digits = normalizeAccessKey(typed);
  if (/\D/.test(digits)) return { ok: false, problem: "letters" };
  if (digits.length !== ACCESS_KEY_DIGITS) return { ok: false, problem: "length" };
  if (accessKeyCheckDigit(digits.slice(0, 43)) !== Number(digits[43])) return { ok: false, problem: "checkDigit" };
  const state = digits.slice(0, 2);
  if (!STATE_CODES.has(state)) return { ok: false, problem: "state" };
  if (digits.slice(20, 22) !== NFE_MODEL) return { ok: false, problem: "model" };
  const month = Number(digits.slice(4, 6));
  if (month < 1 || month > 12) return { ok: false, problem: "month" };
  const issuedIn = `20${digits.slice(2, 4)}-${digits.slice(4, 6)}`;
  if (issuedIn > today.slice(0, 7)) return { ok: false, problem: "future" };
  if (issuedIn < addYears(today, -POINTS_VALIDITY_YEARS).slice(0, 7)) return { ok: false, problem: "tooOld" };
  return { ok: true, key: { digits, state, issuedIn, issuerCnpj: digits.slice(6, 20) } };
}
