import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * Idempotency keys for submissions. The server issues one with each form (a
 * hidden field) and signs it for that kind of submission, so the portal can
 * tell a key it issued from one it never did: `<22 random chars>.<22 chars of
 * HMAC(kind, random)>`, both base64url. Reusing the key is exactly what makes a
 * double tap, a refresh or a retry land on the first submission.
 */
const KEY_PATTERN = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{22})$/;

/** Whether `raw` has a key's shape (issued by us or not). */
export const looksLikeSubmissionKey = (raw: string): boolean => KEY_PATTERN.test(raw);

/**
 * A path with every key in it masked: a key in an address (a receipt, a voucher's confirmation) opens what the
 * grower sent, so it is never written to a log.
 */
export const withoutSubmissionKeys = (path: string): string =>
  path
    .split("/")
    .map((segment) => (looksLikeSubmissionKey(segment) ? ":key" : segment))
    .join("/");

export function submissionKeys(secret: string) {
  const sign = (kind: string, random: string) =>
    createHmac("sha256", secret).update(`${kind}\u0000${random}`).digest("base64url").slice(0, 22);
  return {
    issue(kind: string): string {
      const random = randomBytes(16).toString("base64url");
      return `${random}.${sign(kind, random)}`;
    },
    /** The key when it is well formed and was issued for this kind, else null (a malformed or unknown key). */
    verify(kind: string, raw: unknown): string | null {
      if (typeof raw !== "string") return null;
      const match = KEY_PATTERN.exec(raw);
      if (!match) return null;
      const expected = Buffer.from(sign(kind, match[1]));
      const given = Buffer.from(match[2]);
      return given.length === expected.length && timingSafeEqual(given, expected) ? raw : null;
    },
  };
}
