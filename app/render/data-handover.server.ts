import type { EntryContext } from "@remix-run/node";

/**
 * Remix hands a hydrating page its loader data as a stream (single fetch's `serverHandoffStream`), which its
 * `StreamTransfer` element reads chunk by chunk while React renders, suspending until each chunk arrives; so such a
 * page could only be rendered by a streaming renderer, whose per-chunk encoding was a third of a signed-in page's
 * CPU (issue 28's profile, decision 0059). No loader of ours defers data, so the stream ends as soon as it starts:
 * read whole first, its chunks are put where `StreamTransfer` looks for chunks it has already read (Remix 2.17's
 * `renderMeta.streamCache`, keyed by chunk number, each entry carrying its `result`), and the render finds every
 * chunk there and never waits: the page gets the same hand-over scripts it got streamed. The pin of Remix to one
 * version (package.json) keeps that shape; the browser suite's hydrating pages (JavaScript on) would fail without it.
 */
interface CachedChunk extends Promise<void> {
  result: { done: boolean; value: string };
}

export async function readHandoverAhead(context: EntryContext): Promise<void> {
  const stream = context.serverHandoffStream;
  const meta = context.renderMeta as { streamCache?: Record<number, CachedChunk> } | undefined;
  if (!stream || !meta) return;
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  const cache: Record<number, CachedChunk> = {};
  for (let index = 0; ; index++) {
    const { done, value } = await reader.read();
    cache[index] = Object.assign(Promise.resolve(), {
      result: { done, value: decoder.decode(value, { stream: true }) },
    });
    if (done) break;
  }
  reader.releaseLock();
  meta.streamCache = cache;
}
