/**
 * The seed-lot quality checker's rules (spec 000 §2 §3 §4 §5 §8).
 *
 * - The lot code is trimmed and upper-cased (upper-cased while typing; trimmed
 *   and upper-cased on submit and always on the server); an empty code does nothing.
 * - The corn-batch lookup answers 200 with the result, or 400 with a message.
 *   Any other status is 'Unkown error' (sic, the spec's text), and a network
 *   failure is 'Error'. The screen shows the seed-quality error text in bold.
 */

/** Spec 000 §3: the seed quality result. Its four figures are percentages of the laboratory's sample. */
export interface SeedQualityResult {
  hybrid: string;
  grade: string;
  germinationPower: number;
  /** The planter plate for the lot's seed size, in the words of the language the partner was asked in. */
  recommendedPlate: string;
  doubles: number;
  failures: number;
  pureSeed: number;
  dav: string;
}

/**
 * The result's figures, all percentages: spec 000 §3 shows germination power and failures with "%", and doubles
 * and pure seed are shares of the same sample, so they are written the same way (issue 27: "Dobles 1,2" beside
 * "Fallas 2,5 %" read as a count).
 */
export const PERCENTAGE_FIGURES = ["germinationPower", "doubles", "failures", "pureSeed"] as const;

/** Lot codes are short; anything longer is not a lot code and is not sent upstream. */
export const LOT_CODE_MAX_LENGTH = 40;

/** While typing: upper case only (trimming as one types would swallow a space before the next character). */
export function lotCodeWhileTyping(raw: string): string {
  return raw.toUpperCase().slice(0, LOT_CODE_MAX_LENGTH);
}

/** On submit and on the server: trimmed, upper-cased; null when nothing is left (an empty submit does nothing). */
export function normalizeLotCode(raw: string | null | undefined): string | null {
  const code = (raw ?? "").trim().toUpperCase();
  if (!code) return null;
  return code.slice(0, LOT_CODE_MAX_LENGTH);
}

/** Spec 000 §8's texts, kept exactly (the misspelling is the spec's). */
export const UNKNOWN_ERROR = "Unkown error";
export const NETWORK_ERROR = "Error";

/**
 * Why the partner turned a code down (its 400), read from its message so that
 * every locale can say it in its own words: the partner writes in Spanish and
 * its text is never shown as is (a pt-BR page shows no Spanish). A message we do
 * not recognise is "rejected": the code was turned down for a reason we cannot
 * name, which is still the code's problem, not an outage.
 */
export type LotRejection = "not-found" | "soybean" | "expired" | "rejected";

const REJECTION_PATTERNS: readonly [LotRejection, RegExp][] = [
  ["soybean", /\b(soja|soy|soybean)\b/],
  ["expired", /\b(vencid[oa]|expirad[oa]|expired)\b/],
  ["not-found", /\b(no encontrad[oa]|inexistente|nao encontrad[oa]|not found|unknown lot)\b/],
];

export function lotRejectionOf(message: string): LotRejection {
  const folded = message.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
  return REJECTION_PATTERNS.find(([, pattern]) => pattern.test(folded))?.[0] ?? "rejected";
}

type SeedQualityFailure =
  | { kind: "message"; message: string; reason: LotRejection } // upstream 400 with its message
  | { kind: "unknown"; message: typeof UNKNOWN_ERROR } // any other status
  | { kind: "network"; message: typeof NETWORK_ERROR }; // no answer at all

export type SeedQualityOutcome = { ok: true; result: SeedQualityResult } | { ok: false; error: SeedQualityFailure };

/**
 * The spec's client mapping of the corn-batch endpoint's answer: status null
 * means the request never got an answer (network failure, timeout).
 */
export function seedQualityOutcome(status: number | null, body: unknown): SeedQualityOutcome {
  if (status === null) return { ok: false, error: { kind: "network", message: NETWORK_ERROR } };
  if (status === 200 && isSeedQualityResult(body)) return { ok: true, result: body };
  if (status === 400) {
    const message = (body as { message?: unknown } | null)?.message;
    if (typeof message === "string" && message.trim()) {
      return { ok: false, error: { kind: "message", message: message.trim(), reason: lotRejectionOf(message) } };
    }
  }
  return { ok: false, error: { kind: "unknown", message: UNKNOWN_ERROR } };
}

function isSeedQualityResult(value: unknown): value is SeedQualityResult {
  if (!value || typeof value !== "object") return false;
  const v = value as Record<string, unknown>;
  const texts = ["hybrid", "grade", "recommendedPlate", "dav"] as const;
  return (
    texts.every((k) => typeof v[k] === "string") &&
    PERCENTAGE_FIGURES.every((k) => typeof v[k] === "number" && Number.isFinite(v[k]))
  );
}

/**
 * What a lookup means for the grower: the lot's result, the code's own problem
 * (told next to the field), or the service's (told as an outage: the code is not
 * to blame, the grower only has to try again later).
 */
export type LotVerdict =
  | { kind: "found"; result: SeedQualityResult }
  | { kind: "code"; reason: LotRejection }
  | { kind: "service"; reason: "unavailable" | "unreachable" | "too-many" };

export function lotVerdictOf(outcome: SeedQualityOutcome | "rate-limited"): LotVerdict {
  if (outcome === "rate-limited") return { kind: "service", reason: "too-many" };
  if (outcome.ok) return { kind: "found", result: outcome.result };
  if (outcome.error.kind === "message") return { kind: "code", reason: outcome.error.reason };
  return { kind: "service", reason: outcome.error.kind === "network" ? "unreachable" : "unavailable" };
}
