import { afterEach, describe, expect, it, vi } from "vitest";

import { articleIdsMatching } from "./text-search.server";

const upstream = vi.hoisted(() => ({ down: false }));

vi.mock("~/services/log.server", () => ({ log: () => undefined }));
vi.mock("~/services/products/client.server", () => ({ listProductGroup: () => Promise.resolve([]) }));
vi.mock("~/services/content/client.server", async () =>
  (await import("~/search/sandbox-content-client.test-support")).sandboxContentClient({ down: () => upstream.down }),
);

afterEach(() => {
  upstream.down = false;
});

describe("article search's text query (through the one search module)", () => {
  it("is no filter when nothing was typed", async () => {
    expect(await articleIdsMatching("pt-BR", "   ")).toBeNull();
  });

  it("folds accents and forgives a typo, best match first", async () => {
    // "Compactação do solo…": typed without the cedilla and tilde, and one letter short.
    expect((await articleIdsMatching("pt-BR", "compatacao"))?.[0]).toBe("pt-br-soil-compaction");
  });

  it("knows the locale's synonyms", async () => {
    // No article says "adubação" or "maize": the pt-BR groups take it to "adubo", the en-US ones to "corn".
    expect(await articleIdsMatching("pt-BR", "adubacao")).toContain("pt-br-wheat-nitrogen");
    expect(await articleIdsMatching("en-US", "maize")).toContain("en-us-corn-planting-density");
  });

  it("matches articles only, never pages or products", async () => {
    const ids = (await articleIdsMatching("es-AR", "campaña")) ?? [];
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.every((id) => id.startsWith("es-ar-"))).toBe(true);
  });
});

describe("article search's text query while the content upstream is down", () => {
  it("fails rather than answer 'no article matches'", async () => {
    vi.resetModules();
    upstream.down = true;
    const fresh = await import("./text-search.server");
    await expect(fresh.articleIdsMatching("en-US", "corn")).rejects.toThrow();
  });
});
