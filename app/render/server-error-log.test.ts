import { UNSAFE_ErrorResponseImpl } from "@remix-run/router";
import { describe, expect, it } from "vitest";

import { errorLogEntry } from "./server-error-log";

describe("errorLogEntry", () => {
  it.each([
    ["a thrown 404 Response", new Response("Not found", { status: 404 }), 404],
    ["a thrown 403 Response", new Response(null, { status: 403 }), 403],
    [
      "Remix's 405 for a POST without an action",
      new UNSAFE_ErrorResponseImpl(405, "Method Not Allowed", new Error("no action"), true),
      405,
    ],
    [
      "Remix's 404 for no matching route",
      new UNSAFE_ErrorResponseImpl(404, "Not Found", new Error("no route matches"), true),
      404,
    ],
  ])("logs %s at most as debug, with its status", (_name, error, status) => {
    const entry = errorLogEntry(error, "/es-ar/x");
    expect(entry.level).toBe("debug");
    expect(entry.fields).toEqual({ path: "/es-ar/x", status });
  });

  it("logs a real error as an error with its message and stack", () => {
    const error = new TypeError("cannot read 'stars' of undefined");
    const entry = errorLogEntry(error, "/pt-br/meu-impulso");
    expect(entry.level).toBe("error");
    expect(entry.message).toBe("unhandled error");
    expect(entry.fields).toEqual({
      path: "/pt-br/meu-impulso",
      error: { name: "TypeError", message: "cannot read 'stars' of undefined", stack: error.stack },
    });
    expect(error.stack).toContain("server-error-log.test.ts");
  });

  it("shows what a thrown plain object was, never [object Object]", () => {
    const entry = errorLogEntry({ code: "E_UPSTREAM", retry: false }, "/");
    expect(entry.level).toBe("error");
    expect(entry.fields.error).toBe('{"code":"E_UPSTREAM","retry":false}');
  });
});
