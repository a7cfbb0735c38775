import type { Locale } from "~/countries";
import { log } from "~/services/log.server";
import { scopedKey } from "~/services/test-scope.server";

import { embeddedEngine } from "./embedded-engine";
import { synonymsOf } from "./locale-synonyms.server";
import type { SearchDocument, SearchEngine, SearchIndex } from "./search-index";
import { SEARCH_SOURCES, type SearchSource, type SourceBatch } from "./sources.server";

/**
 * The site index of each locale (decision 0035): built lazily on the first
 * search, kept in memory, and rebuilt when one of its sources hands back
 * different data, which happens when that source's upstream cache refreshes
 * (a cached answer is the same object until then). Bounded: one build at a
 * time per locale, at most one rebuild per REBUILD_AFTER_MS, and the last
 * good index serves meanwhile. A source that fails leaves its documents out
 * of this build and marks the index partial; the next search tries it again.
 */
export const REBUILD_AFTER_MS = 60_000;

export interface SiteIndex {
  index: SearchIndex;
  /** Sources whose documents are missing from this build (their upstream failed). */
  missing: string[];
}

interface Built extends SiteIndex {
  /** What each source answered for this build: the same objects mean the same documents. */
  keys: unknown[];
  builtAt: number;
}

interface IndexerOptions {
  sources?: readonly SearchSource[];
  engine?: SearchEngine;
  now?: () => number;
}

/** Two answers of a source are the same when they are the same objects (an array: the same objects in order). */
function sameKey(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => item === b[i]);
  return a === b;
}

export function createSiteIndexer({
  sources = SEARCH_SOURCES,
  engine = embeddedEngine,
  now = Date.now,
}: IndexerOptions = {}) {
  // By locale (and by test scope with upstreams of its own, in the browser suite: app/services/test-scope.server.ts).
  const built = new Map<string, Built>();
  const building = new Map<string, Promise<Built>>();

  async function build(locale: Locale, slot: string): Promise<Built> {
    const batches = await Promise.allSettled(sources.map((source) => source.load(locale)));
    const missing: string[] = [];
    const documents: SearchDocument[] = [];
    const keys = batches.map((batch, i): unknown => {
      if (batch.status === "rejected") {
        missing.push(sources[i].name);
        log("warn", "search source unavailable", { locale, source: sources[i].name, error: String(batch.reason) });
        return null;
      }
      documents.push(...(batch.value satisfies SourceBatch).documents());
      return batch.value.key;
    });
    const previous = built.get(slot);
    if (previous && !missing.length && keys.every((key, i) => sameKey(key, previous.keys[i]))) {
      previous.builtAt = now();
      return previous;
    }
    const fresh: Built = {
      index: engine.build(documents, { synonyms: synonymsOf(locale) }),
      missing,
      keys,
      builtAt: now(),
    };
    built.set(slot, fresh);
    return fresh;
  }

  function rebuild(locale: Locale, slot: string): Promise<Built> {
    let pending = building.get(slot);
    if (!pending) {
      pending = build(locale, slot).finally(() => building.delete(slot));
      building.set(slot, pending);
    }
    return pending;
  }

  return {
    /** The locale's index: the one in memory, refreshed in the background when due; built now on first use. */
    async get(locale: Locale): Promise<SiteIndex> {
      const slot = scopedKey(locale);
      const current = built.get(slot);
      if (!current) return rebuild(locale, slot);
      const due = now() - current.builtAt >= REBUILD_AFTER_MS || current.missing.length > 0;
      if (due)
        rebuild(locale, slot).catch((error: unknown) =>
          log("warn", "search index rebuild failed", { error: String(error) }),
        );
      return current;
    },
  };
}

export const siteIndexer = createSiteIndexer();
