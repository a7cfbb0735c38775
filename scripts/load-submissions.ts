/**
 * The submissions of `npm run bench:load`: anonymous newsletter sign-ups on the content site, each under a fresh
 * idempotency key, and every REPLAY_EVERY-th one the previous key again with the same answers (a double tap or a
 * refresh: it must land on the first submission). The bench signs the keys itself with the instances' shared
 * SESSION_SECRET, exactly as the form's loader issues them, so a submission costs one POST, not a page and a POST.
 *
 * `deliveryAccount` then checks, from the outbox's rows and the upstream's effects, that each submission was
 * delivered exactly once (docs/decisions/0060-load-bench.md).
 */
import { submissionKeys } from "../app/store/submission-key.server";
import { SUBMISSION_KEY_FIELD } from "../app/store/submission-key-field";

export const SUBMISSION_PAGE = "/es-ar/recursos";
export const SUBMISSION_KIND = "newsletter";
const REPLAY_EVERY = 10;

interface Sent {
  body: string;
  sends: number;
  /** Each answer: its status, and for a 303 the receipt key it leads to (the page with `?sent=<key>`). */
  answers: { status: number; receipt: string | null }[];
}

export class SubmissionLog {
  readonly sent = new Map<string, Sent>();
  private readonly keys;
  private count = 0;
  private last: string | null = null;

  constructor(
    secret: string,
    private readonly run: string,
  ) {
    this.keys = submissionKeys(secret);
  }

  /** The next submission to post: a fresh key, or every REPLAY_EVERY-th time the previous one again. */
  next(): { key: string; body: string } {
    this.count++;
    if (this.last && this.count % REPLAY_EVERY === 0) {
      const again = this.sent.get(this.last)!;
      again.sends++;
      return { key: this.last, body: again.body };
    }
    const key = this.keys.issue(SUBMISSION_KIND);
    const body = new URLSearchParams({
      block: SUBMISSION_KIND,
      [SUBMISSION_KEY_FIELD]: key,
      Email: `load-${this.run}-${this.count}@example.com`,
      Consent: "on",
    }).toString();
    this.sent.set(key, { body, sends: 1, answers: [] });
    this.last = key;
    return { key, body };
  }

  /** One answer to a submission of `key`: its status and Location header. */
  answered(key: string, status: number, location: string | undefined): void {
    const receipt = status === 303 && location ? new URL(location, "http://portal").searchParams.get("sent") : null;
    this.sent.get(key)?.answers.push({ status, receipt });
  }
}

/** An outbox row of the run's database. */
export interface OutboxRow {
  key: string;
  state: string;
  attempts: number;
}

export interface DeliveryAccount {
  /** Posts, and the keys they carried (a replayed key counts once). */
  posts: number;
  keys: number;
  replayedKeys: number;
  /** Keys answered with their receipt at least once; 303s to another key's receipt; other answers by status. */
  acceptedKeys: number;
  wrongReceipts: number;
  otherAnswers: Record<number, number>;
  /** Accepted keys with no outbox row: lost. */
  lost: number;
  /** Outbox rows by state; rows whose key the bench never sent. */
  rowsByState: Record<string, number>;
  unknownRows: number;
  /** Rows delivered after more than one attempt (the upstream's idempotency kept one effect). */
  retried: number;
  /** Upstream effects; rows sent without an effect; effects with no row. */
  effects: number;
  sentWithoutEffect: number;
  effectsWithoutRow: number;
  exactlyOnce: boolean;
}

/**
 * Exactly once: every key answered with its receipt holds one outbox row (the key is the row's primary key), every
 * row is sent, and the upstream holds one effect per row and none besides. A key never accepted (its answer was a
 * 503 or never came, in flight when the load stopped) may have a row or not; a row it has is checked like any other.
 */
export function deliveryAccount(log: SubmissionLog, rows: OutboxRow[], effectKeys: string[]): DeliveryAccount {
  const rowKeys = new Set(rows.map((row) => row.key));
  const effects = new Set(effectKeys);
  const sent = [...log.sent];
  const accepted = sent.filter(([key, s]) => s.answers.some((answer) => answer.receipt === key));
  const answers = sent.flatMap(([key, s]) => s.answers.map((answer) => ({ key, ...answer })));
  const otherAnswers: Record<number, number> = {};
  for (const answer of answers.filter((a) => a.status !== 303))
    otherAnswers[answer.status] = (otherAnswers[answer.status] ?? 0) + 1;
  const rowsByState: Record<string, number> = {};
  for (const row of rows) rowsByState[row.state] = (rowsByState[row.state] ?? 0) + 1;
  const account = {
    posts: sent.reduce((sum, [, s]) => sum + s.sends, 0),
    keys: sent.length,
    replayedKeys: sent.filter(([, s]) => s.sends > 1).length,
    acceptedKeys: accepted.length,
    wrongReceipts: answers.filter((answer) => answer.status === 303 && answer.receipt !== answer.key).length,
    otherAnswers,
    lost: accepted.filter(([key]) => !rowKeys.has(key)).length,
    rowsByState,
    unknownRows: rows.filter((row) => !log.sent.has(row.key)).length,
    retried: rows.filter((row) => row.state === "sent" && row.attempts > 1).length,
    effects: effects.size,
    sentWithoutEffect: rows.filter((row) => row.state === "sent" && !effects.has(row.key)).length,
    effectsWithoutRow: effectKeys.filter((key) => !rowKeys.has(key)).length,
  };
  const exactlyOnce =
    account.wrongReceipts === 0 &&
    account.lost === 0 &&
    account.unknownRows === 0 &&
    rows.every((row) => row.state === "sent") &&
    account.sentWithoutEffect === 0 &&
    account.effectsWithoutRow === 0 &&
    effectKeys.length === effects.size;
  return { ...account, exactlyOnce };
}
