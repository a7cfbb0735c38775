import type { HeadersArgs } from "@remix-run/node";
import { describe, expect, it } from "vitest";

import { passLoaderHeader } from "./loader-header";

const args = (loader: Record<string, string>, parent: Record<string, string>) =>
  ({ loaderHeaders: new Headers(loader), parentHeaders: new Headers(parent) }) as unknown as HeadersArgs;

describe("a loader's header on the document", () => {
  const headers = passLoaderHeader("cache-control");

  it("passes on the one it names, over the parent's, and keeps the parent's others", () => {
    const sent = new Headers(
      headers(
        args({ "cache-control": "private, no-store", "x-other": "1" }, { "cache-control": "public", vary: "Cookie" }),
      ),
    );
    expect(sent.get("cache-control")).toBe("private, no-store");
    expect(sent.get("vary")).toBe("Cookie");
    expect(sent.get("x-other")).toBeNull();
  });

  it("leaves the parent's when the loader set none", () => {
    expect(new Headers(headers(args({}, { "cache-control": "public" }))).get("cache-control")).toBe("public");
  });
});
