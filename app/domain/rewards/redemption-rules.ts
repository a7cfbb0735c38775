/**
 * The redemption wizard's field rules (spec 000 §3 §4 §5; the spec gives none,
 * so they are designed from the programme: decision 0029). Pure: the wizard's
 * schemas, the review and the tests all ask these functions, so a limit is
 * written once.
 *
 * Money is in whole cents, as the rewards upstream sends it.
 */
import { leftOfShareCents, type RedemptionContext, type Share } from "./available-rewards";

export const REDEMPTION_TYPES = [
  "50-traditional",
  "loyalty-rewards",
  "100-traditional",
  "traditional-and-additional-money",
  "additional-money",
] as const;
export type RedemptionType = (typeof REDEMPTION_TYPES)[number];

/** Who is paid: a traditional payment (a check to a payee's mailing address) or a loyalty account credit. */
export type RecipientKind = "traditional" | "loyalty";

/** The smallest redemption worth a payment: $25.00 (a check costs the programme more than smaller amounts). */
export const MIN_REDEMPTION_CENTS = 2_500;
/** Additional money is not backed by the rewards balance: at most $10,000.00 a request, explained in the note. */
export const MAX_ADDITIONAL_CENTS = 1_000_000;
/** The note's length: free text for the programme's team. */
export const NOTE_MAX_CHARS = 500;
/** With additional money the note is the reason for it, so it must say something. */
export const NOTE_MIN_CHARS_WITH_ADDITIONAL = 10;

interface TypeRule {
  /** The share of the balance (redeemableShareAt) this type needs to be open; 0: open whenever the grower may redeem. */
  needsShare: Share;
  /** The share of the available balance one request of this type may take. */
  capShare: Share;
  /** Whether the request carries additional money (beside or instead of rewards). */
  additional: boolean;
  recipient: RecipientKind;
}

const RULES: Record<RedemptionType, TypeRule> = {
  "50-traditional": { needsShare: 50, capShare: 50, additional: false, recipient: "traditional" },
  "loyalty-rewards": { needsShare: 50, capShare: 100, additional: false, recipient: "loyalty" },
  "100-traditional": { needsShare: 100, capShare: 100, additional: false, recipient: "traditional" },
  "traditional-and-additional-money": { needsShare: 50, capShare: 100, additional: true, recipient: "traditional" },
  "additional-money": { needsShare: 0, capShare: 0, additional: true, recipient: "traditional" },
};

export function isRedemptionType(value: unknown): value is RedemptionType {
  return typeof value === "string" && (REDEMPTION_TYPES as readonly string[]).includes(value);
}

export function recipientKindOf(type: RedemptionType): RecipientKind {
  return RULES[type].recipient;
}

/** Whether a type redeems rewards from the balance (every type but additional money alone). */
export function takesRewards(type: RedemptionType): boolean {
  return RULES[type].capShare > 0;
}

export function takesAdditionalMoney(type: RedemptionType): boolean {
  return RULES[type].additional;
}

/**
 * The most rewards one request of this type may take: what is left of its
 * share of the window's rewards, further limited by the window that is open
 * (loyalty rewards and the combined type follow the window: 50 % in period
 * two, all of it from period three). Pending requests and those approved in
 * the window count against it (available-rewards.ts). Rounded down to the cent.
 */
export function maxRewardsCents(type: RedemptionType, context: RedemptionContext): number {
  const share = Math.min(RULES[type].capShare, context.share) as Share;
  return leftOfShareCents(context, share);
}

export type TypeClosedReason = "window" | "balance";

/**
 * Why a type cannot be chosen today, or null when it can: its window is not
 * open yet (50 % from period two, 100 % from period three), or the balance it
 * could take is under the minimum.
 */
export function typeClosedReason(type: RedemptionType, context: RedemptionContext): TypeClosedReason | null {
  const rule = RULES[type];
  if (context.share < rule.needsShare) return "window";
  if (takesRewards(type) && maxRewardsCents(type, context) < MIN_REDEMPTION_CENTS) return "balance";
  return null;
}

/** Error keys (namespace "redemption"), shown next to their field. */
export type AmountError =
  | "errors.amountInvalid"
  | "errors.amountBelowMin"
  | "errors.amountAboveMax"
  | "errors.nothingLeft"
  | "errors.additionalAboveMax";

/**
 * A dollar amount as a grower types it: "1250", "1,250.5", "$1,250.50".
 * Whole cents only; grouping commas must be where they belong. Null when it is
 * not an amount.
 */
export function parseDollars(text: string): number | null {
  const cleaned = text.trim().replace(/^\$\s*/, "");
  if (!/^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole, fraction = ""] = cleaned.replace(/,/g, "").split(".");
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return Number.isSafeInteger(cents) ? cents : null;
}

export function checkRewardsAmount(
  type: RedemptionType,
  cents: number | null,
  context: RedemptionContext,
): AmountError | null {
  if (cents === null) return "errors.amountInvalid";
  const max = maxRewardsCents(type, context);
  // Nothing this type could take is left (the grower's other requests hold it): no amount would do.
  if (max < MIN_REDEMPTION_CENTS) return "errors.nothingLeft";
  if (cents < MIN_REDEMPTION_CENTS) return "errors.amountBelowMin";
  if (cents > max) return "errors.amountAboveMax";
  return null;
}

export function checkAdditionalAmount(cents: number | null): AmountError | null {
  if (cents === null) return "errors.amountInvalid";
  if (cents < MIN_REDEMPTION_CENTS) return "errors.amountBelowMin";
  if (cents > MAX_ADDITIONAL_CENTS) return "errors.additionalAboveMax";
  return null;
}

export type NoteError = "errors.noteTooLong" | "errors.noteRequired";

/** The note: optional and at most 500 characters; with additional money, the reason for it (10 characters or more). */
export function checkNote(type: RedemptionType, note: string): NoteError | null {
  const text = note.trim();
  if (text.length > NOTE_MAX_CHARS) return "errors.noteTooLong";
  if (takesAdditionalMoney(type) && text.length < NOTE_MIN_CHARS_WITH_ADDITIONAL) return "errors.noteRequired";
  return null;
}

/**
 * The 50 US states, DC and the territories a check can be mailed to, by postal code. One string: Arkansas's code
 * is also a country's, and this list is postal codes, not countries (app/countries/no-country-literals.test.ts).
 */
export const US_STATES: readonly string[] = (
  "AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR " +
  "PA RI SC SD TN TX UT VT VA WA WV WI WY PR GU VI AS MP"
).split(" ");

/** A ZIP code: 5 digits, or ZIP+4. */
export const ZIP_PATTERN = /^\d{5}(-\d{4})?$/;
/** A loyalty account number: 8 to 12 digits (spaces and dashes as typed are dropped). */
export const LOYALTY_ACCOUNT_PATTERN = /^\d{8,12}$/;

export function normaliseAccountNumber(text: string): string {
  return text.replace(/[\s-]/g, "");
}

/** Name and address lines: letters of any language, digits and the usual marks; 2 to 80 characters. */
export const NAME_MIN_CHARS = 2;
export const NAME_MAX_CHARS = 80;

/** Cents as an exact decimal string for the money formatter: 123456 → "1234.56". */
export function centsToDecimal(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}
