/**
 * What a grower's receipt says of a submission (decision 0018): kept safely and not yet passed on, acknowledged by
 * the upstream, being retried, or failed for good. The outbox stores it (app/store); the rules that read it are here.
 */
export type OutboxState = "received" | "retrying" | "sent" | "failed";
