import { promisify } from "node:util";
import zlib from "node:zlib";

import compressible from "compressible";
import Negotiator from "negotiator";

/**
 * Pages and data are compressed once per body, not once per answer (issue 28): the compression middleware gzipped a
 * kept copy again for every visitor, and a browser always asks for it, so a cached page answered 1,245 times a second
 * where it answered 4,225 without the encoding (decision 0059). The page cache keeps each copy's encodings beside it;
 * a render's answer is encoded once on its way out (server/remix-handler.ts). Files (scripts, styles, downloads) keep
 * the stock middleware: a browser keeps them for a year.
 */
export type Coding = "br" | "gzip";

/** When the browser likes several as much, brotli: a tenth smaller than gzip on our pages. */
const PREFERRED: readonly Coding[] = ["br", "gzip"];
const AVAILABLE = [...PREFERRED, "identity"];
/** Below this a coding's own header and framing eat what it saves (the middleware's threshold too). */
const MIN_BYTES = 1024;
/**
 * Measured on the home (47 KB) and a signed-in page (81 KB): quality 5 is 9 % smaller than 4 for the same 0.7–1.1 ms;
 * 9 and 11 save 1–10 % more for 7–80 ms, too dear for every render.
 */
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

// The types know `encoding(available)` only; negotiator 0.6.4 takes the preference order as its second argument.
type Negotiate = (available: string[], preferred: string[]) => string | undefined;

/** The coding to answer with, or null for the body as it is: by the request's Accept-Encoding and the body itself. */
export function codingFor(
  acceptEncoding: string | undefined,
  contentType: string | null,
  bytes: number,
): Coding | null {
  if (!acceptEncoding || bytes < MIN_BYTES || !isCompressible(contentType)) return null;
  const negotiator = new Negotiator({ headers: { "accept-encoding": acceptEncoding } });
  const coding = (negotiator.encoding.bind(negotiator) as Negotiate)(AVAILABLE, [...PREFERRED]);
  return PREFERRED.find((one) => one === coding) ?? null;
}

/** Text, JSON, XML, SVG and the like; not images, archives or PDFs, already compressed. */
export function isCompressible(contentType: string | null): boolean {
  return contentType !== null && compressible(contentType) === true;
}

/** Every coding of a body worth encoding (a kept copy's), none for one too small or not text. */
export async function encodeAll(body: Buffer, contentType: string | null): Promise<Partial<Record<Coding, Buffer>>> {
  if (body.length < MIN_BYTES || !isCompressible(contentType)) return {};
  return Object.fromEntries(
    await Promise.all(PREFERRED.map(async (coding) => [coding, ownBytes(await encode(body, coding))])),
  );
}

/**
 * A copy of exactly these bytes. zlib answers a small output as a view into its 8–16 KB working buffer: kept as is,
 * a 2 KB page would hold 16 KB that the cache's byte count never sees.
 */
const ownBytes = (view: Buffer) => Buffer.from(view.buffer.slice(view.byteOffset, view.byteOffset + view.length));

/** Encodes in the thread pool: the event loop goes on answering meanwhile. */
export function encode(body: Buffer, coding: Coding): Promise<Buffer> {
  return coding === "br" ? brotli(body, BROTLI) : gzip(body);
}
