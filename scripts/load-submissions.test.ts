import { describe, expect, it } from "vitest";

import { deliveryAccount, type OutboxRow, SubmissionLog } from "./load-submissions";

/** A log of `posts` submissions, each answered as the portal answers a stored one: 303 to its own receipt. */
function acceptedLog(posts: number) {
  const log = new SubmissionLog("a-secret-for-the-test", "test");
  for (let i = 0; i < posts; i++) {
    const { key } = log.next();
    log.answered(key, 303, `/es-ar/recursos?sent=${encodeURIComponent(key)}&form=newsletter#newsletter`);
  }
  return log;
}
const delivered = (log: SubmissionLog): OutboxRow[] =>
  [...log.sent.keys()].map((key) => ({ key, state: "sent", attempts: 1 }));
const keysOf = (log: SubmissionLog) => [...log.sent.keys()];

describe("the load bench's account of deliveries", () => {
  it("sends every tenth submission under the previous key, with the same answers", () => {
    const log = new SubmissionLog("a-secret-for-the-test", "test");
    const posts = Array.from({ length: 20 }, () => log.next());
    expect(posts[9]).toEqual(posts[8]);
    expect(posts[19]).toEqual(posts[18]);
    expect(new Set(posts.map((post) => post.key)).size).toBe(18);
  });

  it("holds exactly once when each key has one delivered row and one upstream effect", () => {
    const log = acceptedLog(20);
    const account = deliveryAccount(log, delivered(log), keysOf(log));
    expect(account).toMatchObject({ posts: 20, keys: 18, replayedKeys: 2, acceptedKeys: 18, exactlyOnce: true });
  });

  // Each way a delivery can go wrong, and the figure that names it.
  const cases: [string, (log: SubmissionLog) => [OutboxRow[], string[]], Record<string, number>][] = [
    ["an accepted key with no row (lost)", (log) => [delivered(log).slice(1), keysOf(log).slice(1)], { lost: 1 }],
    [
      "a row still waiting",
      (log) => [delivered(log).map((row, i) => (i === 0 ? { ...row, state: "retrying" } : row)), keysOf(log).slice(1)],
      { lost: 0 },
    ],
    ["a sent row the upstream never got", (log) => [delivered(log), keysOf(log).slice(1)], { sentWithoutEffect: 1 }],
    [
      "an upstream effect with no row",
      (log) => [delivered(log), [...keysOf(log), "unknown"]],
      { effectsWithoutRow: 1 },
    ],
    [
      "a row of a key never sent",
      (log) => [
        [...delivered(log), { key: "unknown", state: "sent", attempts: 1 }],
        [...keysOf(log), "unknown"],
      ],
      { unknownRows: 1 },
    ],
  ];
  it.each(cases)("does not hold with %s", (_name, outcome, figures) => {
    const log = acceptedLog(5);
    const [rows, effects] = outcome(log);
    expect(deliveryAccount(log, rows, effects)).toMatchObject({ ...figures, exactlyOnce: false });
  });

  it("does not hold when a 303 leads to another submission's receipt", () => {
    const log = acceptedLog(3);
    const { key } = log.next();
    log.answered(key, 303, "/es-ar/recursos?sent=someone-else&form=newsletter");
    const account = deliveryAccount(log, delivered(log), keysOf(log));
    expect(account).toMatchObject({ wrongReceipts: 1, exactlyOnce: false });
  });

  it("counts a submission refused as busy apart: not lost, and a replay of it may still be delivered once", () => {
    const log = acceptedLog(2);
    const { key } = log.next();
    log.answered(key, 503, undefined);
    const rows = delivered(log).filter((row) => row.key !== key);
    const account = deliveryAccount(
      log,
      rows,
      rows.map((row) => row.key),
    );
    expect(account).toMatchObject({ otherAnswers: { 503: 1 }, lost: 0, acceptedKeys: 2, exactlyOnce: true });
  });

  it("counts a delivery that needed a retry, the upstream's idempotency keeping one effect", () => {
    const log = acceptedLog(3);
    const rows = delivered(log).map((row, i) => (i === 0 ? { ...row, attempts: 2 } : row));
    expect(deliveryAccount(log, rows, keysOf(log))).toMatchObject({ retried: 1, exactlyOnce: true });
  });
});
