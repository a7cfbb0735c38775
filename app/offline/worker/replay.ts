/**
 * What a waiting form's replay came to. The server's answer settles it (a receipt, the form's own success state, or
 * a refusal the grower sees on the page): only no answer or a server in trouble keeps it waiting for the next try,
 * the same statuses the portal's own outbox retries (decision 0018).
 */
export type Replay = { settled: false } | { settled: true; location: string | null };

const RETRIED = new Set([408, 429]);

export function replayResult(answer: { status: number; redirected: boolean; url: string } | null): Replay {
  if (!answer || answer.status >= 500 || RETRIED.has(answer.status)) return { settled: false };
  return { settled: true, location: answer.redirected ? answer.url : null };
}
