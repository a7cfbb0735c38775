import { describe, expect, it } from "vitest";

import { countFields, isWellFormedMultipart } from "./body-limit";

const FORM = "application/x-www-form-urlencoded";
const MULTIPART = "multipart/form-data; boundary=----b";
const part = (name: string, value: string) =>
  `------b\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;

describe("form fields are counted without parsing", () => {
  it.each([
    ["a=1&b=2&c=3", FORM, 3],
    ["a=1&&b=2&", FORM, 2],
    ["", FORM, 0],
    [`${part("a", "1")}${part("b", "2")}------b--\r\n`, MULTIPART, 2],
    ['{"a":1,"b":2}', "application/json", 0],
  ])("%j (%s) has %i fields", (body, type, fields) => {
    expect(countFields(Buffer.from(body), type)).toBe(fields);
  });
});

describe("multipart bodies a form parser can read", () => {
  it("accepts named parts closed by the final boundary", () => {
    expect(isWellFormedMultipart(Buffer.from(`${part("a", "1")}${part("b", "x\r\ny")}------b--\r\n`), MULTIPART)).toBe(
      true,
    );
    expect(isWellFormedMultipart(Buffer.from("------b--\r\n"), MULTIPART)).toBe(true);
  });
  it.each([
    ["garbage", MULTIPART],
    [part("a", "1"), MULTIPART], // never closed
    ["------b\r\nX-Other: 1\r\n\r\nv\r\n------b--", MULTIPART], // a part without a name
    [`${part("a", "1")}------b--`, "multipart/form-data"], // no boundary declared
  ])("refuses %j (%s)", (body, type) => {
    expect(isWellFormedMultipart(Buffer.from(body), type)).toBe(false);
  });
});

describe("the middleware", () => {
  /** A server with the limits: answers what reached the route (the body's size, whether it was dropped as too large). */
  async function serve(run: (origin: string) => Promise<void>) {
    const { default: express } = await import("express");
    const { limitBodies } = await import("./body-limit");
    const app = express();
    app.use(
      limitBodies({
        maxBytes: 1024,
        maxFields: 20,
        types: [FORM, "multipart/form-data"],
        uploads: { at: (path) => path === "/upload", maxBytes: 4096, drainBytes: 64 * 1024 },
      }),
    );
    app.post("*", (_req, res) =>
      res.json({ bytes: (res.locals.body as Buffer).length, tooLarge: res.locals.bodyTooLarge === true }),
    );
    const server = app.listen(0);
    await new Promise((resolve) => server.once("listening", resolve));
    try {
      await run(`http://127.0.0.1:${(server.address() as { port: number }).port}`);
    } finally {
      server.close();
    }
  }
  const browserForm = (size: number) => {
    // A browser's boundary has capitals: it is read as sent (lower-cased it matched nothing and the form was refused).
    const boundary = "----WebKitFormBoundaryQx7Zb9";
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="xml"; filename="a.xml"\r\nContent-Type: text/xml\r\n\r\n${"x".repeat(size)}\r\n--${boundary}--\r\n`;
    return { body, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
  };

  it("a browser's multipart form reaches its route", () =>
    serve(async (origin) => {
      const answer = await fetch(`${origin}/form`, { method: "POST", ...browserForm(100) });
      expect(answer.status).toBe(200);
      expect(await answer.json()).toMatchObject({ tooLarge: false });
    }));

  it("an upload path takes more; past its limit the body is dropped unread and the route is told", () =>
    serve(async (origin) => {
      expect(await (await fetch(`${origin}/upload`, { method: "POST", ...browserForm(3000) })).json()).toMatchObject({
        tooLarge: false,
      });
      const over = await fetch(`${origin}/upload`, { method: "POST", ...browserForm(20_000) });
      expect(over.status).toBe(200);
      expect(await over.json()).toEqual({ bytes: 0, tooLarge: true });
      // Elsewhere the same body is the plain 413.
      expect((await fetch(`${origin}/form`, { method: "POST", ...browserForm(20_000) })).status).toBe(413);
      // With JavaScript on the page's form posts to its data request (single fetch): the same upload path.
      const data = await fetch(`${origin}/upload.data`, { method: "POST", ...browserForm(3000) });
      expect(await data.json()).toMatchObject({ bytes: expect.any(Number), tooLarge: false });
      expect(await (await fetch(`${origin}/upload.data`, { method: "POST", ...browserForm(20_000) })).json()).toEqual({
        bytes: 0,
        tooLarge: true,
      });
      // Past what is drained, the connection is closed with a 413.
      expect(
        (await fetch(`${origin}/upload`, { method: "POST", ...browserForm(100_000) }).catch(() => null))?.status ?? 413,
      ).toBe(413);
    }));
});
