import { describe, expect, it } from "vitest";

import { isWellFormedTarget } from "./request-target";

const target = (headers: Record<string, string>, originalUrl = "/es-ar") =>
  isWellFormedTarget({ originalUrl, headers });

describe("the request target and host headers must form a URL of ours", () => {
  it.each([
    [{ host: "localhost:3000" }],
    [{ host: "surco.com.ar" }],
    [{ host: "127.0.0.1:8080" }],
    [{ host: "[::1]:3000" }],
    [{ host: "surco.com.ar", "x-forwarded-host": "portal.surco.com.ar", "x-forwarded-proto": "https" }],
    [{ host: "surco.com.ar", "x-forwarded-host": "a.example, b.example:443", "x-forwarded-proto": "https, http" }],
  ])("accepts %j", (headers) => {
    expect(target(headers)).toBe(true);
  });

  it.each([
    [{ host: "[" }],
    [{ host: "a b" }],
    [{ host: "evil.example/path" }],
    [{ host: "evil.example@x" }],
    [{ host: "localhost:99999999" }],
    [{ host: "" }],
    [{}],
    [{ host: "localhost", "x-forwarded-host": "[" }],
    [{ host: "localhost", "x-forwarded-host": "a b/c" }],
    [{ host: "localhost", "x-forwarded-host": "ok.example, evil/x" }],
    [{ host: "localhost", "x-forwarded-proto": "ht!tp" }],
    [{ host: "localhost", "x-forwarded-proto": "javascript" }],
    [{ host: "localhost", "x-forwarded-proto": "" }],
  ])("answers 400 to %j", (headers) => {
    expect(target(headers as Record<string, string>)).toBe(false);
  });

  it.each([["http://evil.example/"], ["*"], ["es-ar"]])("answers 400 to the request target %s", (url) => {
    expect(target({ host: "localhost" }, url)).toBe(false);
  });
});
