import { forgetWaiting, keepOutcome, keepWaiting, waitingCount, waitingForms } from "./device-outbox";
import { replayResult } from "./replay";
import { pageKey } from "./requests";
import { documentReload, documentUrlOf } from "./single-fetch";
import { submissionKeyOf } from "./submission-key";

/**
 * Forms sent without a network (ours: no library replays a form under its idempotency key and shows where it led). A
 * POST that fails for want of a network and carries an idempotency key waits in the device outbox and is sent when
 * the connection returns, whether the browser posted it (no JavaScript, or a page from the device) or Remix did with
 * fetch (single-fetch.ts). Sent again from the device, it is still one: the server answers a replay with the first
 * receipt.
 */
export interface DeviceFormHooks {
  origin: string;
  /** The answer for a form that cannot wait (no key): the locale's offline page. */
  offlinePage(url: string): Promise<Response>;
  /** Asks the browser to wake the worker when the connection returns (Background Sync), where it can. */
  askForSync(): Promise<void>;
}

export function deviceForms({ origin, offlinePage, askForSync }: DeviceFormHooks) {
  /** Keeps a form in the device outbox under its key; returns the page it was sent from. */
  async function keepForm(request: Request, url: string, key: string, body: ArrayBuffer): Promise<string> {
    const from = request.referrer && new URL(request.referrer).origin === origin ? request.referrer : url;
    await keepWaiting({
      key,
      page: pageKey(from),
      url,
      contentType: request.headers.get("content-type") ?? "",
      body,
      queuedAt: Date.now(),
    });
    await askForSync().catch(() => undefined);
    return from;
  }

  /** A form the browser posted: sent, or kept and back to its page showing it waiting (POST → 303 → GET). */
  async function form(request: Request): Promise<Response> {
    const key = await submissionKeyOf(request);
    const body = key ? await request.clone().arrayBuffer() : null;
    try {
      return await fetch(request);
    } catch {
      if (!key || !body) return offlinePage(request.url);
      return Response.redirect(await keepForm(request, request.url, key, body), 303);
    }
  }

  /** The same, submitted by Remix with fetch: kept, then Remix is asked to load the form's page as a document. */
  async function dataForm(request: Request): Promise<Response> {
    const key = await submissionKeyOf(request);
    const body = key ? await request.clone().arrayBuffer() : null;
    try {
      return await fetch(request);
    } catch (failure) {
      if (!key || !body) throw failure;
      const from = await keepForm(request, documentUrlOf(request.url), key, body);
      const answer = documentReload(pageKey(from));
      return new Response(answer.body, { status: answer.status, headers: answer.headers });
    }
  }

  let flushing: Promise<void> | null = null;

  /** Sends every waiting form, oldest first, one at a time; stops (and rejects, so Sync retries) at the first failure. */
  function flush(): Promise<void> {
    flushing ??= send().finally(() => {
      flushing = null;
    });
    return flushing;
  }

  async function send() {
    const forms = (await waitingForms()).sort((a, b) => a.queuedAt - b.queuedAt);
    for (const waiting of forms) {
      const answer = await fetch(waiting.url, {
        method: "POST",
        body: waiting.body,
        headers: { "content-type": waiting.contentType },
        credentials: "same-origin",
      }).catch(() => null);
      const result = replayResult(answer);
      if (!result.settled) throw new Error("the form could not be sent yet");
      await forgetWaiting(waiting.key);
      if (result.location) await keepOutcome({ page: waiting.page, location: result.location });
    }
  }

  return {
    form,
    dataForm,
    flush,
    /** A page came from the network: whatever waits is sent now. */
    flushIfWaiting: async () => {
      if ((await waitingCount()) > 0) await flush();
    },
  };
}
