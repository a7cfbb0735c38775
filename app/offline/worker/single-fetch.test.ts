import { decodeViaTurboStream } from "@remix-run/react/dist/single-fetch.js";
import { describe, expect, it } from "vitest";

import { documentReload, documentUrlOf, isDataSubmission } from "./single-fetch";

const origin = "https://surco.example";

describe("a form Remix submits with fetch, offline", () => {
  it.each([
    [`${origin}/es-ar/recursos.data`, `${origin}/es-ar/recursos`],
    [`${origin}/es-ar.data?index`, `${origin}/es-ar?index=`],
    [`${origin}/es-ar/recursos.data?step=2&_routes=routes%2F%24locale`, `${origin}/es-ar/recursos?step=2`],
    [`${origin}/_root.data`, `${origin}/`],
  ])("%s is posted again to %s", (data, document) => {
    expect(documentUrlOf(data)).toBe(document);
  });

  it.each([
    [{ url: `${origin}/es-ar/recursos.data`, method: "POST", mode: "cors" }, true],
    [{ url: `${origin}/es-ar/recursos.data`, method: "GET", mode: "cors" }, false],
    [{ url: `${origin}/es-ar/recursos`, method: "POST", mode: "navigate" }, false],
    [{ url: "https://other.example/x.data", method: "POST", mode: "cors" }, false],
  ])("%o is a data submission: %s", (request, expected) => {
    expect(isDataSubmission(request, origin)).toBe(expected);
  });

  it("is answered with a redirect Remix reads as 'load this document'", async () => {
    const answer = documentReload("/es-ar/recursos");
    expect(answer.status).toBe(202);
    expect(answer.headers["x-remix-response"]).toBe("yes");
    const decoded = await decodeViaTurboStream(new Response(answer.body).body!, globalThis as unknown as Window);
    expect(decoded.value).toEqual({
      redirect: "/es-ar/recursos",
      status: 303,
      revalidate: false,
      reload: true,
      replace: false,
    });
  });
});
