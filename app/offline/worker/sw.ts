/**
 * The service worker (served at /sw.js, built by vite.sw.config.ts into one classic script; issue 16). A thin
 * entry: what it decides lives in the pure modules beside it (tested with vitest), what it does here is wire them to
 * the browser's events, the Cache API and the device outbox.
 *
 * - Pages (device-pages.ts, on Workbox's strategies and expiration): network first, 3 s at most; otherwise the last
 *   copy kept on the device, without its scripts and with the "saved on {date}, you are offline" notice; with no
 *   copy, the page when it comes, or the locale's offline page (precached at install) when the network fails.
 * - Kept: the last 20 pages visited, plus, pinned, the points balance, the history's first page and the field
 *   dashboard. Never an answer that says no-store.
 * - Forms (device-forms.ts): a POST that fails for want of a network and carries an idempotency key waits in the
 *   device outbox and is sent when the connection returns (Background Sync where the browser has it, and the next
 *   page from the network).
 * - Sign-out and sign-in: every kept page and waiting form is dropped (the server's Clear-Site-Data does so too
 *   where honoured).
 */
import { CacheFirst } from "workbox-strategies";

import { formatDateTime } from "~/format/dates";

import { deviceForms } from "./device-forms";
import { clearDeviceOutbox, forgetOutcome, outcomeOf, waitingCount } from "./device-outbox";
import { devicePages, forgetDevicePages, PINNED_CACHE, RECENT_CACHE, SAVED_AT } from "./device-pages";
import { noticeHtml, noticeLines, stylesheetsOf, withNotice, withoutScripts, withStylesOf } from "./notice";
import { handlingOf, pageKey } from "./requests";
import { isDataSubmission } from "./single-fetch";
import { localeOfPage, offlinePages, timeZoneOf } from "./site";
import { noticeTexts } from "./texts";

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
const STYLES = "surco-styles";
const SYNC_TAG = "surco-outbox";

const pages = devicePages({
  fromDevice: (copy, url) => withOfflineNotice(copy, url),
  online: () => forms.flushIfWaiting(),
});
const forms = deviceForms({
  origin: worker.location.origin,
  offlinePage,
  askForSync: async () => worker.registration.sync?.register(SYNC_TAG),
});
/** Stylesheets are fingerprinted (never change): from the device when there, kept when fetched. */
const stylesheets = new CacheFirst({ cacheName: STYLES, matchOptions: { ignoreVary: true } });

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
      return event.respondWith(forms.form(request));
    case "sign-out":
      return event.respondWith(clearPersonal().then(() => fetch(request)));
    case "none":
      if (isDataSubmission(request, worker.location.origin)) event.respondWith(forms.dataForm(request));
      else if (isOwnStylesheet(request)) event.respondWith(stylesheets.handle({ event, request }));
  }
});

worker.addEventListener("sync", (event) => {
  if (event.tag === SYNC_TAG) event.waitUntil(forms.flush());
});

async function precache() {
  const cache = await caches.open(PRECACHE);
  const styles = await caches.open(STYLES);
  for (const { path } of offlinePages()) {
    // Without the grower's cookies: the copy outlives any sign-in, so it must hold nothing of theirs.
    const answer = await fetch(path, { credentials: "omit" });
    if (!answer.ok) continue;
    await styles.addAll(stylesheetsOf(await answer.clone().text()).filter((href) => href.startsWith("/")));
    await cache.put(path, answer);
  }
}

async function dropOtherBuilds() {
  for (const name of await caches.keys()) {
    if (name.startsWith("surco-precache-") && name !== PRECACHE) await caches.delete(name);
  }
  // Styles of earlier builds stay only while a kept page still links them.
  const needed = new Set<string>();
  for (const name of [PRECACHE, RECENT_CACHE, PINNED_CACHE]) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const copy = await cache.match(request);
      if (copy) stylesheetsOf(await copy.text()).forEach((href) => needed.add(new URL(href, request.url).href));
    }
  }
  const styles = await caches.open(STYLES);
  for (const request of await styles.keys()) if (!needed.has(request.url)) await styles.delete(request);
}

async function page(event: FetchEvent): Promise<Response> {
  const { request } = event;
  // A form sent from the device since: the grower now sees where it led (the receipt), once.
  const key = pageKey(request.url);
  const outcome = await outcomeOf(key).catch(() => undefined);
  if (outcome) {
    await forgetOutcome(key);
    return Response.redirect(outcome.location, 303);
  }
  return pages.page(event, request).catch(() => offlinePage(request.url));
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

/** Nothing of the grower's stays on the device: kept pages and waiting forms go; the anonymous offline pages stay. */
async function clearPersonal() {
  await Promise.all([forgetDevicePages(), clearDeviceOutbox().catch(() => undefined)]);
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
