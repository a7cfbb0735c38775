import { describe, expect, it, vi } from "vitest";

import { runWithRequestContext } from "~/services/request-context.server";
import { freshUpstreams } from "~/services/test-scope.server";

import { embeddedEngine } from "./embedded-engine";
import type { SearchDocument, SearchEngine } from "./search-index";
import { createSiteIndexer, REBUILD_AFTER_MS } from "./site-index.server";
import type { SearchSource } from "./sources.server";

vi.mock("~/services/log.server", () => ({ log: () => undefined }));

const doc = (id: string, title: string): SearchDocument => ({
  id,
  type: "product",
  title,
  tags: [],
  body: "",
  url: `/p/${id}`,
  summary: null,
});

function setup() {
  let clock = 0;
  let data: { list: SearchDocument[] } = { list: [doc("1", "Raíz Fuerte")] };
  let failing = false;
  const source: SearchSource = {
    name: "products",
    load: () =>
      failing ? Promise.reject(new Error("down")) : Promise.resolve({ key: [data], documents: () => data.list }),
  };
  const engine: SearchEngine = { build: vi.fn(embeddedEngine.build) };
  const indexer = createSiteIndexer({ sources: [source], engine, now: () => clock });
  return {
    indexer,
    engine,
    tick: (ms: number) => (clock += ms),
    refresh: (list: SearchDocument[]) => (data = { list }),
    fail: (value: boolean) => (failing = value),
  };
}

const titles = async (indexer: ReturnType<typeof createSiteIndexer>, query: string) =>
  (await indexer.get("es-AR")).index.search({ query, from: 0, size: 10 }).hits.map((hit) => hit.title);

describe("a browser test with upstreams of its own (decision 0049)", () => {
  it("builds its own index: its failing source never leaves the portal's index partial", async () => {
    const { indexer, fail } = setup();
    freshUpstreams("test-own");
    const inScope = <T>(fn: () => Promise<T>) =>
      runWithRequestContext({ requestId: "r", testScope: "test-own", timings: [] }, fn);
    fail(true);
    expect((await inScope(() => indexer.get("es-AR"))).missing).toEqual(["products"]);
    fail(false);
    expect((await indexer.get("es-AR")).missing).toEqual([]);
  });
});

describe("the site index of a locale", () => {
  it("is built lazily on first use, then served from memory", async () => {
    const { indexer, engine } = setup();
    expect(engine.build).not.toHaveBeenCalled();
    expect(await titles(indexer, "raiz")).toEqual(["Raíz Fuerte"]);
    await titles(indexer, "raiz");
    expect(engine.build).toHaveBeenCalledTimes(1);
  });

  it("builds once for concurrent first searches", async () => {
    const { indexer, engine } = setup();
    await Promise.all([indexer.get("es-AR"), indexer.get("es-AR"), indexer.get("es-AR")]);
    expect(engine.build).toHaveBeenCalledTimes(1);
  });

  it("rebuilds when its source's data changed, at most once per interval, serving the last index meanwhile", async () => {
    const { indexer, engine, tick, refresh } = setup();
    await indexer.get("es-AR");
    refresh([doc("2", "Arado 48")]);
    tick(REBUILD_AFTER_MS - 1);
    expect(await titles(indexer, "arado")).toEqual([]);
    tick(1);
    // Due: this search still gets the last index while the rebuild runs.
    expect(await titles(indexer, "arado")).toEqual([]);
    await vi.waitFor(async () => expect(await titles(indexer, "arado")).toEqual(["Arado 48"]));
    expect(engine.build).toHaveBeenCalledTimes(2);
  });

  it("keeps the index when the source answers the same data", async () => {
    const { indexer, engine, tick } = setup();
    await indexer.get("es-AR");
    tick(REBUILD_AFTER_MS);
    await indexer.get("es-AR");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(engine.build).toHaveBeenCalledTimes(1);
  });

  it("says which source is missing when its upstream fails, and fills it in once it is back", async () => {
    const { indexer, fail } = setup();
    fail(true);
    expect((await indexer.get("es-AR")).missing).toEqual(["products"]);
    fail(false);
    await indexer.get("es-AR");
    await vi.waitFor(async () => expect((await indexer.get("es-AR")).missing).toEqual([]));
    expect(await titles(indexer, "raiz")).toEqual(["Raíz Fuerte"]);
  });
});
