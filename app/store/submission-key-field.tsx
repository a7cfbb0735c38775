/** The form field that carries a submission's idempotency key (issued by the loader with `submissionKey(kind)`). */
export const SUBMISSION_KEY_FIELD = "idempotencyKey";

/** Goes inside every form that submits through the outbox: a refresh, a double tap or a retry resends the same key. */
export function SubmissionKeyField({ value }: { value: string }) {
  return <input type="hidden" name={SUBMISSION_KEY_FIELD} value={value} />;
}
