/**
 * The service worker (served at /sw.js, built by vite.sw.config.ts into one classic script; issue 16). A thin
 * entry: what it decides lives in the pure modules beside it (tested with vitest), what it does here is wire them to
 * the browser's events, the Cache API and the device outbox.
 *
 * - Pages: network first, 3 s at most; otherwise the last copy kept on the device, without its scripts and with the
 *   "saved on {date}, you are offline" notice; with no copy, the page when it comes, or the locale's offline page
 *   (precached at install) when the network fails.
 * - Kept: the last 20 pages visited, plus, pinned, the points balance, the history's first page and the field
 *   dashboard. Never an answer that says no-store.
 * - Forms: a POST that fails for want of a network and carries an idempotency key waits in the device outbox and is
 *   sent when the connection returns (Background Sync where the browser has it, and the next page from the network),
 *   whether the browser posted it (no JavaScript, or a page from the device) or Remix did with fetch (single-fetch.ts).
 * - Sign-out and sign-in: every kept page and waiting form is dropped (the server's Clear-Site-Data does so too
 *   where honoured).
 */
import { formatDateTime } from "~/format/dates";

import {
  clearDeviceOutbox,
  forgetOutcome,
  forgetWaiting,
  keepOutcome,
  keepWaiting,
  outcomeOf,
  waitingCount,
  waitingForms,
} from "./device-outbox";
import { noticeHtml, noticeLines, stylesheetsOf, withNotice, withoutScripts, withStylesOf } from "./notice";
import { afterVisit } from "./recent-pages";
import { replayResult } from "./replay";
import { handlingOf, isKeepable, pageKey } from "./requests";
import { documentReload, documentUrlOf, isDataSubmission } from "./single-fetch";
import { localeOfPage, offlinePages, pinnedSlotOf, timeZoneOf } from "./site";
import { submissionKeyOf } from "./submission-key";
import { noticeTexts } from "./texts";
import { TimedOut, withTimeout } from "./timeout";

declare const __SW_VERSION__: string;

interface ExtendableEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(answer: Promise<Response>): void;
}
interface WorkerScope {
  location: Location;
  registration: ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } };
  clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
  addEventListener(type: "sync", listener: (event: ExtendableEvent & { tag: string }) => void): void;
}
const worker = globalThis as unknown as WorkerScope;

/** The offline pages and their styles belong to one build: a new deploy's worker precaches its own. */
const PRECACHE = `surco-precache-${__SW_VERSION__}`;
const RECENT = "surco-pages";
const PINNED = "surco-pinned";
const STYLES = "surco-styles";
/** When the device kept a copy (ms since the epoch), on the copy itself. */
const SAVED_AT = "x-surco-saved-at";
const PAGE_TIMEOUT_MS = 3000;
const SYNC_TAG = "surco-outbox";

worker.addEventListener("install", (event) => {
  event.waitUntil(precache().then(() => worker.skipWaiting()));
});

worker.addEventListener("activate", (event) => {
  event.waitUntil(dropOtherBuilds().then(() => worker.clients.claim()));
});

worker.addEventListener("fetch", (event) => {
  const request = event.request;
  switch (handlingOf(request, worker.location.origin)) {
    case "page":
      return event.respondWith(page(event));
    case "form":
      return event.respondWith(form(event));
    case "sign-out":
      return event.respondWith(clearPersonal().then(() => fetch(request)));
    case "none":
      if (isDataSubmission(request, worker.location.origin)) event.respondWith(dataForm(request));
      else if (isOwnStylesheet(request)) event.respondWith(stylesheet(request));
  }
});

worker.addEventListener("sync", (event) => {
  if (event.tag === SYNC_TAG) event.waitUntil(flush());
});

async function precache() {
  const cache = await caches.open(PRECACHE);
  for (const { path } of offlinePages()) {
    // Without the grower's cookies: the copy outlives any sign-in, so it must hold nothing of theirs.
    const answer = await fetch(path, { credentials: "omit" });
    if (!answer.ok) continue;
    const styles = stylesheetsOf(await answer.clone().text()).filter((href) => href.startsWith("/"));
    await cache.put(path, answer);
    await cache.addAll(styles);
  }
}

async function dropOtherBuilds() {
  for (const name of await caches.keys()) {
    if (name.startsWith("surco-precache-") && name !== PRECACHE) await caches.delete(name);
  }
  // Styles of earlier builds stay only while a kept page still links them.
  const needed = new Set<string>();
  for (const name of [PRECACHE, RECENT, PINNED]) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const copy = await cache.match(request);
      if (copy) stylesheetsOf(await copy.text()).forEach((href) => needed.add(new URL(href, request.url).href));
    }
  }
  const styles = await caches.open(STYLES);
  for (const request of await styles.keys()) if (!needed.has(request.url)) await styles.delete(request);
}

/** Bumped when a session ends, so an answer still on its way is not kept for the grower who left. */
let personalGeneration = 0;

async function page(event: FetchEvent): Promise<Response> {
  const { request } = event;
  const key = pageKey(request.url);
  // A form sent from the device since: the grower now sees where it led (the receipt), once.
  const outcome = await outcomeOf(key).catch(() => undefined);
  if (outcome) {
    await forgetOutcome(key);
    return Response.redirect(outcome.location, 303);
  }
  // Past the browser's own cache: pages say stale-while-revalidate (for shared caches), which would otherwise answer
  // with the stale copy at once, offline too, without the notice.
  const network = fetch(request, { cache: "no-cache" });
  const generation = personalGeneration;
  const kept = network.then((answer) =>
    isKeepable(answer.status, answer.headers) ? keepPage(request.url, answer.clone(), generation) : undefined,
  );
  // A late answer still refreshes the copy; a page from the network means the connection is back.
  event.waitUntil(kept.then(flushIfWaiting).catch(() => undefined));
  try {
    return await withTimeout(network, PAGE_TIMEOUT_MS);
  } catch (error) {
    const copy = await keptCopy(request.url);
    if (copy) return withOfflineNotice(copy, request.url);
    // Slow, not gone, and nothing kept to show instead: the page itself is still the best answer.
    if (error instanceof TimedOut) return network.catch(() => offlinePage(request.url));
    return offlinePage(request.url);
  }
}

async function keepPage(url: string, answer: Response, generation: number) {
  const headers = new Headers(answer.headers);
  headers.set(SAVED_AT, String(Date.now()));
  const copy = new Response(await answer.blob(), { status: answer.status, statusText: answer.statusText, headers });
  // The session ended while this answer was on its way: it belongs to the grower who left.
  if (generation !== personalGeneration) return;
  const key = new URL(pageKey(url), url).href;
  const slot = pinnedSlotOf(url);
  if (slot) {
    const pinned = await caches.open(PINNED);
    for (const request of await pinned.keys()) {
      if (request.url !== key && pinnedSlotOf(request.url) === slot) await pinned.delete(request);
    }
    await pinned.put(key, copy);
    return;
  }
  const recent = await caches.open(RECENT);
  await recent.delete(key);
  await recent.put(key, copy);
  const { evicted } = afterVisit(
    (await recent.keys()).map((request) => request.url),
    key,
  );
  for (const old of evicted) await recent.delete(old);
}

/** The copy of this page kept on the device, if any. */
async function keptCopy(url: string): Promise<Response | undefined> {
  const key = new URL(pageKey(url), url).href;
  return (
    (await caches.match(key, { cacheName: PINNED, ignoreVary: true })) ??
    (await caches.match(key, { cacheName: RECENT, ignoreVary: true }))
  );
}

/** The locale's precached offline page, if the worker has it. */
async function precachedOfflinePage(url: string): Promise<Response | undefined> {
  const locale = localeOfPage(url);
  const path = offlinePages().find((page) => page.locale === locale)?.path;
  return path ? caches.match(path, { cacheName: PRECACHE, ignoreVary: true }) : undefined;
}

async function offlinePage(url: string): Promise<Response> {
  const page = await precachedOfflinePage(url);
  return page ? withOfflineNotice(page, url) : Response.error();
}

async function withOfflineNotice(copy: Response, url: string): Promise<Response> {
  const locale = localeOfPage(url);
  const texts = noticeTexts(locale);
  const savedAt = Number(copy.headers.get(SAVED_AT));
  const plural = new Intl.PluralRules(locale);
  const lines = noticeLines(
    texts,
    {
      savedOn: savedAt ? formatDateTime(locale, savedAt, timeZoneOf(locale)) : null,
      waiting: await waitingCount().catch(() => 0),
    },
    (count) => plural.select(count),
  );
  const headers = new Headers(copy.headers);
  const page = {
    html: withNotice(withoutScripts(await copy.text()), noticeHtml(texts.label, lines)),
    csp: headers.get("content-security-policy"),
  };
  // The notice's styles come with the offline page's (app/offline/offline-notice.css.ts).
  const offline = await precachedOfflinePage(url);
  const { html, csp } = offline
    ? withStylesOf(page, { html: await offline.text(), csp: offline.headers.get("content-security-policy") })
    : page;
  if (csp) headers.set("content-security-policy", csp);
  // The body is rewritten: its length, encoding and validator are the device's now, not the server's.
  for (const name of ["content-length", "content-encoding", "etag", SAVED_AT]) headers.delete(name);
  headers.set("cache-control", "no-store");
  return new Response(html, { status: 200, headers });
}

async function form(event: FetchEvent): Promise<Response> {
  const { request } = event;
  const key = await submissionKeyOf(request);
  const body = key ? await request.clone().arrayBuffer() : null;
  try {
    return await fetch(request);
  } catch {
    if (!key || !body) return offlinePage(request.url);
    // Back to the page the form was on, now showing the form waiting (POST → 303 → GET, as online).
    const from = await keepForm(request, request.url, key, body);
    return Response.redirect(from, 303);
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

/** Keeps a form in the device outbox under its key (sent again from the device: still one); returns its page. */
async function keepForm(request: Request, url: string, key: string, body: ArrayBuffer): Promise<string> {
  const from = request.referrer && new URL(request.referrer).origin === worker.location.origin ? request.referrer : url;
  await keepWaiting({
    key,
    page: pageKey(from),
    url,
    contentType: request.headers.get("content-type") ?? "",
    body,
    queuedAt: Date.now(),
  });
  await worker.registration.sync?.register(SYNC_TAG).catch(() => undefined);
  return from;
}

let flushing: Promise<void> | null = null;

/** Sends every waiting form, oldest first, one at a time; stops (and rejects, so Sync retries) at the first failure. */
function flush(): Promise<void> {
  flushing ??= send().finally(() => {
    flushing = null;
  });
  return flushing;
}

async function flushIfWaiting() {
  if ((await waitingCount()) > 0) await flush();
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

/** Nothing of the grower's stays on the device: kept pages and waiting forms go; the anonymous offline pages stay. */
async function clearPersonal() {
  personalGeneration++;
  await Promise.all([caches.delete(RECENT), caches.delete(PINNED), clearDeviceOutbox().catch(() => undefined)]);
}

function isOwnStylesheet(request: Request) {
  const url = new URL(request.url);
  return (
    request.method === "GET" &&
    url.origin === worker.location.origin &&
    url.pathname.startsWith("/assets/") &&
    url.pathname.endsWith(".css")
  );
}

/** Stylesheets are fingerprinted (never change): from the device when there, kept when fetched. */
async function stylesheet(request: Request): Promise<Response> {
  const kept = await caches.match(request, { ignoreVary: true });
  if (kept) return kept;
  const answer = await fetch(request);
  if (answer.ok) {
    const copy = answer.clone();
    await caches.open(STYLES).then((cache) => cache.put(request, copy));
  }
  return answer;
}
