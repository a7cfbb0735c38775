import CachePolicy from "http-cache-semantics";
import { LRUCache } from "lru-cache";
import vary from "vary";

import { matchesIfNoneMatch } from "~/http-cache/etag.server";
import { recordPageCacheLookup } from "~/services/metrics.server";

import { type Coding, codingFor, encodeAll, isCompressible } from "./encoding";

/**
 * The shared cache in front of the portal's pages, inside the process (issue 16, decision 0047): an anonymous page
 * is rendered once per minute, not once per visitor. It keeps exactly what a shared cache (a CDN) may keep by the
 * answer's own headers, keyed as such a cache keys it, so it can never hold more than one would:
 * - only what HTTP caching (RFC 9111, through http-cache-semantics) lets a shared cache store: app/http-cache/
 *   cache-policy.ts gives `public, s-maxage` only to answers that read no signed-in user, issued no per-visit value
 *   and set no cookie; of those, a whole page to a GET (200, HTML, a strong ETag) that sets no cookie;
 * - for as long as a shared cache may keep it (the `s-maxage`, a minute), then rendered again on the next visit;
 * - keyed by the address and every request header the page may vary on (app/http-cache/cache-policy.ts varyFor):
 *   the whole Cookie header (any cookie, a session's or a preference's, gives another entry), Save-Data, ECT and
 *   Accept-Language. A request whose headers differ in any of them is a miss, never another visitor's page.
 * A hit answers as the page would: a 304 to a matching If-None-Match, headers alone to a HEAD, with an Age and
 * without the render's Server-Timing. A miss is the render's own answer. Each copy is kept encoded too (brotli and
 * gzip, ./encoding.ts): a hit answers the coding the browser asks for without compressing anything.
 *
 * A copy past its s-maxage is kept a while longer (`staleSeconds`), never to answer a visitor in the ordinary way, only
 * when the portal is too busy to render (issue 28): a grower then gets the page as it was a few minutes ago instead of
 * the "busy" page, as a CDN serves stale on error. Its Age says how old it is.
 *
 * Each answer from a copy (fresh or stale) and each page rendered and kept is counted, for the hit rate an operator
 * reads in surco_page_cache_lookups_total (decision 0062).
 */
export interface PageCacheLimits {
  /** The longest a page is kept, whatever its s-maxage says. */
  maxSeconds: number;
  /** How long past that a copy may still answer when the portal is too busy to render. */
  staleSeconds: number;
  maxEntries: number;
  maxBytes: number;
  /** Milliseconds since the epoch; the tests move it. */
  now?: () => number;
}

interface Entry {
  status: number;
  headers: [string, string][];
  body: Buffer;
  /** The body in each coding, made when the copy is kept; none for a body too small or not text. */
  encoded: Partial<Record<Coding, Buffer>>;
  contentType: string | null;
  etag: string;
  storedAt: number;
  freshUntil: number;
  staleUntil: number;
  bytes: number;
}

/** What a page may vary on: the names app/http-cache/cache-policy.ts puts in Vary (Accept-Encoding is the compressor's). */
const KEYED_HEADERS = ["cookie", "save-data", "ect", "accept-language"] as const;
const KEYED = new Set<string>(KEYED_HEADERS);

/** Describes the render that made the copy, not the answer a hit gives. */
const NOT_REPLAYED = new Set(["server-timing", "content-length", "age"]);

export type PageCache = ReturnType<typeof pageCache>;

export function pageCache({ maxSeconds, staleSeconds, maxEntries, maxBytes, now = Date.now }: PageCacheLimits) {
  // The least recently used copy goes first; a copy bigger than the whole budget is not kept at all.
  const entries = new LRUCache<string, Entry>({ max: maxEntries, maxSize: maxBytes, sizeCalculation: (e) => e.bytes });

  /** The copy for a request, fresh (or, with `stale`, within its stale time), as an answer; none otherwise. */
  const kept = (request: CacheRequest, { stale }: { stale: boolean }): KeptAnswer | undefined => {
    if (request.method !== "GET" && request.method !== "HEAD") return undefined;
    const key = keyOf(request);
    const entry = entries.get(key);
    const at = now();
    if (!entry) return undefined;
    if (at >= entry.staleUntil) entries.delete(key);
    if (at >= (stale ? entry.staleUntil : entry.freshUntil)) return undefined;
    recordPageCacheLookup(stale ? "stale" : "hit");
    return answerFrom(entry, request, at);
  };

  async function cached(request: Request, render: () => Promise<Response>): Promise<Response> {
    const hit = kept(cacheRequestOf(request), { stale: false });
    if (hit) return new Response(hit.body && bytesOf(hit.body), { status: hit.status, headers: hit.headers });
    const response = await render();
    const key = keyOf(cacheRequestOf(request));
    const shared = request.method === "GET" ? sharedLifetime(request, response) : undefined;
    if (shared === undefined) {
      // A page that can no longer be kept (it failed, or now reads a user) drops its old copy; a HEAD leaves it.
      if (request.method === "GET") entries.delete(key);
      return response;
    }
    const lifetime = Math.min(shared, maxSeconds);
    const body = Buffer.from(await response.arrayBuffer());
    const contentType = response.headers.get("content-type");
    if (isCompressible(contentType))
      response.headers.set("vary", vary.append(response.headers.get("vary") ?? "", "Accept-Encoding"));
    const encoded = await encodeAll(body, contentType);
    const storedAt = now();
    const headers = [...response.headers.entries()].filter(([name]) => !NOT_REPLAYED.has(name));
    const entry: Entry = {
      status: response.status,
      headers,
      body,
      encoded,
      contentType,
      etag: response.headers.get("etag")!,
      storedAt,
      freshUntil: storedAt + lifetime * 1000,
      staleUntil: storedAt + (lifetime + staleSeconds) * 1000,
      // The bodies, and in UTF-16 the key (a Cookie header may be long) and the headers.
      bytes:
        body.length +
        Object.values(encoded).reduce((sum, coded) => sum + coded.length, 0) +
        2 * (key.length + headers.reduce((sum, [name, value]) => sum + name.length + value.length, 0)),
    };
    entries.set(key, entry);
    // A miss counts only a page the cache keeps: one it may never keep (a signed-in page) is not its to hit.
    recordPageCacheLookup("miss");
    // The first visitor gets the render's own answer (its Server-Timing, no Age), as a shared cache forwards a miss.
    const first = bodyFor(entry, cacheRequestOf(request));
    if (first.coding) {
      response.headers.set("content-encoding", first.coding);
      response.headers.delete("content-length");
    }
    return new Response(bytesOf(first.body), {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  }

  return { cached, kept };
}

/** What the cache reads of a request: its address, its method and the headers a page may vary on. */
export interface CacheRequest {
  url: string;
  method: string;
  header(name: string): string | null | undefined;
}

/** A kept copy as an answer: what to write, no Fetch API objects (a hit costs what a 503 would, issue 28). */
export interface KeptAnswer {
  status: number;
  headers: [string, string][];
  body: Buffer | null;
}

/** A Buffer as the Fetch API takes it, without a copy. */
const bytesOf = (buffer: Buffer) => new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.byteLength);

/** The copy's body in the coding the request asks for (the body as it is for a HEAD, which the middleware left too). */
function bodyFor(entry: Entry, request: CacheRequest): { body: Buffer; coding: Coding | null } {
  const asked =
    request.method === "GET"
      ? codingFor(request.header("accept-encoding") ?? undefined, entry.contentType, entry.body.length)
      : null;
  const encoded = asked ? entry.encoded[asked] : undefined;
  return encoded ? { body: encoded, coding: asked } : { body: entry.body, coding: null };
}

const cacheRequestOf = (request: Request): CacheRequest => ({
  url: request.url,
  method: request.method,
  header: (name) => request.headers.get(name),
});

function keyOf(request: CacheRequest): string {
  return [request.url, ...KEYED_HEADERS.map((name) => request.header(name)?.trim() ?? "")].join("\n");
}

/**
 * Seconds a shared cache may keep this answer by RFC 9111 (no heuristic lifetimes), or undefined when this cache
 * keeps it not at all: it also wants a whole HTML page with its ETag, no cookie set, and a Vary within its key.
 */
function sharedLifetime(request: Request, response: Response): number | undefined {
  if (response.status !== 200 || !response.headers.has("etag") || response.headers.has("set-cookie")) return undefined;
  if (!(response.headers.get("content-type") ?? "").startsWith("text/html")) return undefined;
  // A page that varies on something the key does not hold is not kept (the policy's Vary is within it today).
  const vary = (response.headers.get("vary") ?? "").split(",").map((name) => name.trim().toLowerCase());
  if (vary.some((name) => name !== "" && name !== "accept-encoding" && !KEYED.has(name))) return undefined;
  // Every signed-in page says one of these: refused before a policy is read (this runs on every render).
  const cacheControl = response.headers.get("cache-control") ?? "";
  if (cacheControl.includes("private") || cacheControl.includes("no-store")) return undefined;
  // The answer decides, not the visitor: a request's own Cache-Control (no-store, say) must not stop the copy being
  // kept for everyone else. Only a request's credentials count (RFC 9111 §3.5).
  const authorization = request.headers.get("authorization");
  const policy = new CachePolicy(
    { url: request.url, method: request.method, headers: authorization ? { authorization } : {} },
    { status: response.status, headers: Object.fromEntries(response.headers) },
    { shared: true, cacheHeuristic: 0 },
  );
  if (!policy.storable()) return undefined;
  // Fresh for its s-maxage (or max-age), less its Age: stale-while-revalidate is not freshness (timeToLive adds it).
  // Age in whole seconds, as the Age header counts it: the milliseconds since the policy was made are not age.
  const seconds = policy.maxAge() - Math.floor(policy.age());
  return seconds > 0 ? seconds : undefined;
}

function answerFrom(entry: Entry, request: CacheRequest, at: number): KeptAnswer {
  const headers: [string, string][] = [
    ...entry.headers,
    ["age", String(Math.max(0, Math.floor((at - entry.storedAt) / 1000)))],
  ];
  if (matchesIfNoneMatch(request.header("if-none-match") ?? null, entry.etag))
    return { status: 304, headers, body: null };
  if (request.method === "HEAD") return { status: entry.status, headers, body: null };
  const { body, coding } = bodyFor(entry, request);
  if (coding) headers.push(["content-encoding", coding]);
  return { status: entry.status, headers, body };
}
