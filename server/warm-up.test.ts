import { describe, expect, it } from "vitest";

import { warmUp } from "./warm-up";

/** A fetch that records what it was asked, failing for the paths given. */
function recordingFetch(failing: string[] = []) {
  const asked: string[] = [];
  const fetch = (async (url: URL) => {
    asked.push(url.pathname);
    if (failing.includes(url.pathname)) throw new Error("connection reset");
    return new Response("<html></html>");
  }) as unknown as typeof globalThis.fetch;
  return { asked, fetch };
}

describe("an instance warms up before it calls itself ready", () => {
  it("waits for the store, then asks each page once, in order", async () => {
    const { asked, fetch } = recordingFetch();
    let probes = 0;
    const storeReady = async () => {
      probes++;
      // Nothing is rendered while the store is not ready yet.
      expect(asked).toEqual([]);
      return probes >= 3;
    };
    await warmUp({ origin: "http://localhost:1", paths: ["/es-ar", "/pt-br"], storeReady, pollMs: 1, fetch });
    expect(probes).toBe(3);
    expect(asked).toEqual(["/es-ar", "/pt-br"]);
  });

  it("goes on past a page that fails: the store's readiness, not a page, says whether the instance serves", async () => {
    const { asked, fetch } = recordingFetch(["/es-ar"]);
    await warmUp({ origin: "http://localhost:1", paths: ["/es-ar", "/en-us"], storeReady: async () => true, fetch });
    expect(asked).toEqual(["/es-ar", "/en-us"]);
  });

  it("gives up after its time on a store that never answers, or fails to", async () => {
    const { asked, fetch } = recordingFetch();
    const never = async () => false;
    await warmUp({
      origin: "http://localhost:1",
      paths: ["/es-ar"],
      storeReady: never,
      pollMs: 1,
      giveUpMs: 20,
      fetch,
    });
    expect(asked).toEqual([]);
    const failing = async () => {
      throw new Error("store down");
    };
    await warmUp({
      origin: "http://localhost:1",
      paths: ["/es-ar"],
      storeReady: failing,
      pollMs: 1,
      giveUpMs: 20,
      fetch,
    });
    expect(asked).toEqual([]);
  });
});
