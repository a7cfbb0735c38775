// @vitest-environment node
import { request } from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";

import { afterEach, expect, it } from "vitest";

import { oneRouteApp } from "./remix-test-support";

/** A rendered answer is encoded once, on its way out, in the coding the browser asks for (issue 28, ./encoding.ts). */
const servers: Array<{ close(): void }> = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

const PAGE = `<html>${"<p>Puntos Impulso, vouchers y cotizaciones.</p>".repeat(80)}</html>`;

async function portal(): Promise<string> {
  const answer = () => new Response(PAGE, { headers: { "content-type": "text/html; charset=utf-8", vary: "Cookie" } });
  const app = oneRouteApp("es-ar/page", { loader: answer, action: answer });
  const server = app.listen(0);
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/es-ar/page`;
}

/** Asked with a raw Accept-Encoding: fetch() would decode the body and hide the coding. */
async function ask(url: string, method: string, acceptEncoding?: string) {
  return new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    const headers = acceptEncoding ? { "accept-encoding": acceptEncoding } : {};
    const sent = request(url, { method, headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on("data", (chunk: Buffer) => chunks.push(chunk));
      answer.on("end", () => resolve({ headers: answer.headers, body: Buffer.concat(chunks) }));
    });
    sent.on("error", reject);
    sent.end();
  });
}

it("answers a page in brotli or gzip as asked, as it is otherwise, and names Accept-Encoding in Vary", async () => {
  const url = await portal();
  const brotli = await ask(url, "GET", "gzip, deflate, br");
  expect(brotli.headers["content-encoding"]).toBe("br");
  expect(brotli.headers.vary).toBe("Cookie, Accept-Encoding");
  expect(Number(brotli.headers["content-length"])).toBe(brotli.body.length);
  expect(zlib.brotliDecompressSync(brotli.body).toString()).toBe(PAGE);
  const gzip = await ask(url, "GET", "gzip");
  expect(gzip.headers["content-encoding"]).toBe("gzip");
  expect(zlib.gunzipSync(gzip.body).toString()).toBe(PAGE);
  const plain = await ask(url, "GET");
  expect(plain.headers["content-encoding"]).toBeUndefined();
  expect(plain.body.toString()).toBe(PAGE);
});

it("encodes a form's answer too (a page with its errors, JavaScript off), but not a HEAD's headers", async () => {
  const url = await portal();
  const posted = await ask(url, "POST", "br");
  expect(posted.headers["content-encoding"]).toBe("br");
  expect(zlib.brotliDecompressSync(posted.body).toString()).toBe(PAGE);
  const head = await ask(url, "HEAD", "br");
  expect(head.headers["content-encoding"]).toBeUndefined();
  // The HEAD names what the GET varies on, as a cache that refreshes from it needs.
  expect(head.headers.vary).toBe("Cookie, Accept-Encoding");
});
