import type { AppLoadContext } from "@remix-run/node";
import { describe, expect, it } from "vitest";

import { siteNotFound } from "./site-not-found.server";

const context = (answer: (request: Request) => Response) => {
  const asked: Request[] = [];
  const value = {
    nonce: "n",
    requestId: "r",
    clientIp: "ip",
    sitePage: async (request: Request) => (asked.push(request), answer(request)),
  } satisfies AppLoadContext;
  return { value, asked };
};

describe("the site's 404 from a resource route", () => {
  const request = new Request("http://x/es-ar/mis-campos/exportar/key/2024.csv", { headers: { cookie: "a=1" } });

  it("is the site's own answer for an address no route claims, asked in the same visitor's name", async () => {
    const { value, asked } = context(() => new Response("<html>Página no encontrada</html>", { status: 404 }));
    const answer = await siteNotFound(request, value);
    expect(answer.status).toBe(404);
    expect(await answer.text()).toContain("Página no encontrada");
    expect(asked[0]!.url).toBe("http://x/es-ar/mis-campos/exportar/key/2024.csv/-");
    expect(asked[0]!.headers.get("cookie")).toBe("a=1");
  });

  it("is a bare 404 whatever else the site answered there, and without the site at hand", async () => {
    const { value } = context(() => new Response("a page", { status: 200 }));
    expect((await siteNotFound(request, value)).status).toBe(404);
    expect(await (await siteNotFound(request, value)).text()).toBe("Not Found");
    expect((await siteNotFound(request, undefined)).status).toBe(404);
  });
});
