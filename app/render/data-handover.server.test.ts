// @vitest-environment node
import type { EntryContext } from "@remix-run/node";
import { expect, it } from "vitest";

import { readHandoverAhead } from "./data-handover.server";

function contextWith(chunks: Uint8Array[]): EntryContext {
  const serverHandoffStream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
  return { serverHandoffStream, renderMeta: {} } as unknown as EntryContext;
}

it("puts every chunk where Remix's StreamTransfer looks for chunks it has read, then the end", async () => {
  const bytes = new TextEncoder().encode('[{"día":"señal"}]');
  // Split inside "í" (two bytes): the decoder must carry the half character into the next chunk, as Remix's does.
  const split = bytes.indexOf(0xc3) + 1;
  const context = contextWith([bytes.slice(0, split), bytes.slice(split)]);
  await readHandoverAhead(context);
  const cache = (context.renderMeta as { streamCache: Record<number, { result: { done: boolean; value: string } }> })
    .streamCache;
  const results = Object.keys(cache).map((index) => cache[Number(index)].result);
  expect(results.map((r) => r.done)).toEqual([false, false, true]);
  expect(results.map((r) => r.value).join("")).toBe('[{"día":"señal"}]');
  // Each entry is a settled promise: StreamTransfer reads `result` and renders at once, never suspending.
  await expect(Promise.all(Object.values(cache))).resolves.toBeDefined();
});

it("leaves a document without a hand-over alone", async () => {
  const context = { renderMeta: {} } as unknown as EntryContext;
  await readHandoverAhead(context);
  expect(context.renderMeta).toEqual({});
});
