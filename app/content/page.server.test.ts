// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { answer } from "../../sandbox/loader-test-support";
import { clearFaults, setFault, startTestSandbox, type TestSandbox } from "../../sandbox/test-support";

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterEach(async () => {
  await clearFaults(sandbox);
});
afterAll(async () => {
  await sandbox?.dispose();
});

/** Fresh modules (cold cache, closed breaker) pointed at this sandbox. */
async function fresh() {
  vi.resetModules();
  process.env.CONTENT_API_URL = sandbox.env.CONTENT_API_URL;
  return {
    page: await import("./page.server"),
    client: await import("~/services/content/client.server"),
    route: await import("~/routes/$locale/not-found/route"),
  };
}

const args = (path: string) => ({ request: new Request(`http://localhost${path}`), params: {}, context: {} }) as never;
/** The content service answers with a body that breaks its contract (no retries: the test stays quick). */
const breakContent = () => setFault(sandbox, { upstream: "content", mode: "malformed", malformed: "shape" });

describe("content path of an address", () => {
  it("is what follows the locale prefix, without a trailing slash", async () => {
    const { page } = await fresh();
    expect(page.contentPathOf("/es-ar", "es-AR")).toBe("/");
    expect(page.contentPathOf("/es-ar/campana-de-siembra/", "es-AR")).toBe("/campana-de-siembra");
    expect(page.contentPathOf("/en-us/a/b", "en-US")).toBe("/a/b");
  });
});

describe("the locale's catch-all", () => {
  it("renders a page published in the content service (200, its blocks and head)", async () => {
    const { route } = await fresh();
    const result = await answer(() => route.loader(args("/es-ar/campana-de-siembra")));
    expect(result.status).toBe(200);
    expect(result.data.meta.title).toBe("Campaña de siembra: planificá tu lote");
    expect(result.data.blocks.map((b: { block: { kind: string } }) => b.block.kind)).toEqual(["hero"]);
    expect(result.data.context).toMatchObject({ locale: "es-AR", isLoggedIn: false });
  });

  it("answers the locale's 404 for a path nothing publishes, and for an address no page can have", async () => {
    const { route } = await fresh();
    expect((await answer(() => route.loader(args("/es-ar/no-existe")))).status).toBe(404);
    // Another locale's page is not this locale's.
    expect((await answer(() => route.loader(args("/pt-br/campana-de-siembra")))).status).toBe(404);
    expect((await answer(() => route.loader(args("/es-ar/Raro_Path")))).status).toBe(404);
  });

  it("during an outage, answers 503 for a path known to be published and 404 for any other", async () => {
    const { page, client } = await fresh();
    await client.listPagePaths("es-AR");
    await breakContent();
    expect((await answer(() => page.publishedPage("es-AR", "/campana-de-siembra"))).status).toBe(503);
    expect((await answer(() => page.publishedPage("es-AR", "/no-existe"))).status).toBe(404);
  });

  it("with no list of paths either, an outage is a 503 that no cache keeps, never a 404 (issue 26)", async () => {
    const { page } = await fresh();
    await breakContent();
    for (const path of ["/campana-de-siembra", "/no-existe"])
      expect((await answer(() => page.publishedPage("es-AR", path))).status, path).toBe(503);
  });

  it("keeps serving a page it already has through an outage", async () => {
    const { page } = await fresh();
    const before = await page.publishedPage("es-AR", "/campana-de-siembra");
    await breakContent();
    expect(await page.publishedPage("es-AR", "/campana-de-siembra")).toEqual(before);
  });
});
