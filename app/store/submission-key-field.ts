/**
 * The form field that carries a submission's idempotency key (issued by the loader with `submissionKey(kind)`): a
 * hidden input in every form that submits through the outbox, so a refresh, a double tap or a retry resends the same key.
 */
export const SUBMISSION_KEY_FIELD = "idempotencyKey";
