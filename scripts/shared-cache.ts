/**
 * A shared cache for the bench, standing where a CDN or a caching proxy would:
 * it keeps a GET answer only when the portal says a shared cache may
 * (`s-maxage` > 0, not `private` or `no-store`, no Set-Cookie), keyed by the
 * URL and the request's values of every header the answer's Vary names, and
 * serves it from memory until it is older than `s-maxage`. Answers say
 * `x-cache: hit` or `miss`, so the bench can prove it measured hits.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";

interface Stored {
  status: number;
  headers: [string, string][];
  body: Buffer;
  vary: string[];
  varyValues: string;
  storedAt: number;
  maxAgeMs: number;
}

/** How long a shared cache may keep this answer, in ms; 0 when it may not keep it at all. */
export function sharedMaxAgeMs(headers: Headers): number {
  const cacheControl = (headers.get("cache-control") ?? "").toLowerCase();
  if (/\b(private|no-store)\b/.test(cacheControl) || headers.has("set-cookie")) return 0;
  const sMaxAge = /\bs-maxage=(\d+)/.exec(cacheControl);
  return sMaxAge ? Number(sMaxAge[1]) * 1000 : 0;
}

const varyValues = (req: IncomingMessage, vary: string[]) =>
  vary.map((name) => `${name}:${req.headers[name] ?? ""}`).join("\n");

export function startSharedCache(port: number, upstream: string): Promise<Server> {
  const entries = new Map<string, Stored[]>();
  const server = createServer(async (req, res) => {
    const key = req.url ?? "/";
    const now = Date.now();
    const hit =
      req.method === "GET"
        ? entries.get(key)?.find((e) => now - e.storedAt < e.maxAgeMs && e.varyValues === varyValues(req, e.vary))
        : undefined;
    if (hit) {
      res.writeHead(hit.status, [
        ...hit.headers.flat(),
        "age",
        String(Math.floor((now - hit.storedAt) / 1000)),
        "x-cache",
        "hit",
      ]);
      res.end(hit.body);
      return;
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === "string" && name !== "host") headers.set(name, value);
    }
    const answer = await fetch(new URL(key, upstream), { method: req.method, headers, redirect: "manual" });
    const body = Buffer.from(await answer.arrayBuffer());
    // fetch has already decoded the body: pass it on as it is now.
    const passed = [...answer.headers].filter(
      ([name]) => !["content-encoding", "content-length", "transfer-encoding"].includes(name),
    );
    const maxAgeMs = req.method === "GET" && answer.status === 200 ? sharedMaxAgeMs(answer.headers) : 0;
    if (maxAgeMs > 0) {
      const vary = (answer.headers.get("vary") ?? "")
        .split(",")
        .map((name) => name.trim().toLowerCase())
        .filter(Boolean);
      const stored = {
        status: answer.status,
        headers: passed,
        body,
        vary,
        varyValues: varyValues(req, vary),
        storedAt: now,
        maxAgeMs,
      };
      entries.set(key, [...(entries.get(key) ?? []).filter((e) => e.varyValues !== stored.varyValues), stored]);
    }
    res.writeHead(answer.status, [...passed.flat(), "x-cache", "miss"]);
    res.end(body);
  });
  return new Promise((resolve) => server.listen(port, () => resolve(server)));
}
