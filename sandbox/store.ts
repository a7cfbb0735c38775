import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, unlink, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * A small JSON-file store for what the sandbox must keep across restarts: the
 * identity provider's sessions, grants and codes now, and later what the portal
 * writes (vouchers, preferences...). Deterministic seed data lives in code, never here.
 *
 * Data is grouped in named collections of id → JSON value, each entry with an
 * optional expiry. Every change marks the store dirty and schedules one write a
 * few milliseconds later (debounced); the write goes to a temporary file that is
 * then renamed over the real one, so a crash never leaves half a file behind.
 * `flush()` and `close()` write immediately.
 */

export interface StoreOptions {
  /** Directory holding the file; created when missing. */
  dataDir: string;
  /** File name without extension: `<dataDir>/<name>.json`. */
  name: string;
  /** How long to gather changes before writing. 0 writes on the next tick. Default 20 ms. */
  debounceMs?: number;
}

export interface SetOptions {
  /** Seconds until the entry disappears. Omit to keep it until deleted. */
  ttlSeconds?: number;
}

/** JSON-compatible values: what survives a round trip through the file. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

interface Entry {
  value: unknown;
  /** Epoch milliseconds; absent when the entry never expires. */
  expiresAt?: number;
}

interface FileShape {
  version: 1;
  collections: Record<string, Record<string, Entry>>;
}

const KV_COLLECTION = "__kv";

/** One named group of entries. Values are copied in and out, so callers never share objects with the store. */
export interface Collection<T> {
  readonly name: string;
  get(id: string): T | undefined;
  has(id: string): boolean;
  set(id: string, value: T, options?: SetOptions): void;
  /** Changes one entry in place (keeping its expiry); returns false when it does not exist. */
  update(id: string, change: (value: T) => T): boolean;
  delete(id: string): boolean;
  entries(): Array<[string, T]>;
  values(): T[];
  find(predicate: (value: T, id: string) => boolean): T | undefined;
  filter(predicate: (value: T, id: string) => boolean): Array<[string, T]>;
  /** Seconds until the entry expires, undefined when it has no expiry or does not exist. */
  ttlSeconds(id: string): number | undefined;
  clear(): void;
  readonly size: number;
}

function copy<T>(value: T): T {
  // A JSON round trip: what callers get back now is exactly what they would get after a restart.
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

export class JsonStore {
  readonly file: string;
  private readonly collections = new Map<string, Map<string, Entry>>();
  private readonly debounceMs: number;
  private timer: NodeJS.Timeout | null = null;
  private dirty = false;
  private writing: Promise<void> = Promise.resolve();
  private closed = false;

  private constructor(file: string, debounceMs: number) {
    this.file = file;
    this.debounceMs = debounceMs;
  }

  /** Opens (or creates) `<dataDir>/<name>.json`. A corrupt file is set aside and the store starts empty. */
  static async open(options: StoreOptions): Promise<JsonStore> {
    if (!/^[\w.-]+$/.test(options.name)) throw new Error(`Invalid store name: ${options.name}`);
    await mkdir(options.dataDir, { recursive: true });
    const store = new JsonStore(path.join(options.dataDir, `${options.name}.json`), options.debounceMs ?? 20);
    await store.load();
    return store;
  }

  private async load(): Promise<void> {
    let text: string;
    try {
      text = await readFile(this.file, "utf8");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
      throw error;
    }
    let parsed: FileShape;
    try {
      parsed = JSON.parse(text) as FileShape;
      if (parsed?.version !== 1 || typeof parsed.collections !== "object" || parsed.collections === null) {
        throw new Error("unexpected shape");
      }
    } catch (error) {
      const aside = `${this.file}.corrupt-${Date.now()}`;
      await rename(this.file, aside);
      console.warn(`[sandbox] ${this.file} could not be read (${(error as Error).message}); moved to ${aside}`);
      return;
    }
    const now = Date.now();
    for (const [name, entries] of Object.entries(parsed.collections)) {
      const map = new Map<string, Entry>();
      for (const [id, entry] of Object.entries(entries)) {
        if (entry.expiresAt === undefined || entry.expiresAt > now) map.set(id, entry);
      }
      this.collections.set(name, map);
    }
  }

  private map(name: string): Map<string, Entry> {
    let map = this.collections.get(name);
    if (!map) {
      map = new Map();
      this.collections.set(name, map);
    }
    return map;
  }

  /** The live entry, or undefined when missing or expired (expired entries are dropped on the way). */
  private live(map: Map<string, Entry>, id: string): Entry | undefined {
    const entry = map.get(id);
    if (!entry) return undefined;
    if (entry.expiresAt !== undefined && entry.expiresAt <= Date.now()) {
      map.delete(id);
      this.changed();
      return undefined;
    }
    return entry;
  }

  private liveEntries(map: Map<string, Entry>): Array<[string, Entry]> {
    const now = Date.now();
    const out: Array<[string, Entry]> = [];
    let expired = false;
    for (const [id, entry] of map) {
      if (entry.expiresAt !== undefined && entry.expiresAt <= now) {
        map.delete(id);
        expired = true;
      } else {
        out.push([id, entry]);
      }
    }
    if (expired) this.changed();
    return out;
  }

  collection<T = Json>(name: string): Collection<T> {
    // The collection's methods are ordinary functions with their own `this`: they reach the store by name.
    // eslint-disable-next-line @typescript-eslint/no-this-alias
    const store = this;
    const map = () => store.map(name);
    return {
      name,
      get(id) {
        const entry = store.live(map(), id);
        return entry ? copy(entry.value as T) : undefined;
      },
      has(id) {
        return store.live(map(), id) !== undefined;
      },
      set(id, value, options) {
        store.assertOpen();
        const entry: Entry = { value: copy(value) };
        if (options?.ttlSeconds !== undefined) entry.expiresAt = Date.now() + options.ttlSeconds * 1000;
        map().set(id, entry);
        store.changed();
      },
      update(id, change) {
        store.assertOpen();
        const entry = store.live(map(), id);
        if (!entry) return false;
        entry.value = copy(change(copy(entry.value as T)));
        store.changed();
        return true;
      },
      delete(id) {
        store.assertOpen();
        const existed = map().delete(id);
        if (existed) store.changed();
        return existed;
      },
      entries() {
        return store.liveEntries(map()).map(([id, entry]) => [id, copy(entry.value as T)]);
      },
      values() {
        return store.liveEntries(map()).map(([, entry]) => copy(entry.value as T));
      },
      find(predicate) {
        for (const [id, entry] of store.liveEntries(map())) {
          if (predicate(entry.value as T, id)) return copy(entry.value as T);
        }
        return undefined;
      },
      filter(predicate) {
        return store
          .liveEntries(map())
          .filter(([id, entry]) => predicate(entry.value as T, id))
          .map(([id, entry]) => [id, copy(entry.value as T)]);
      },
      ttlSeconds(id) {
        const entry = store.live(map(), id);
        if (entry?.expiresAt === undefined) return undefined;
        return Math.max(0, Math.ceil((entry.expiresAt - Date.now()) / 1000));
      },
      clear() {
        store.assertOpen();
        if (map().size === 0) return;
        map().clear();
        store.changed();
      },
      get size() {
        return store.liveEntries(map()).length;
      },
    };
  }

  /** Plain key/value access (a collection of its own). */
  get<T = Json>(key: string): T | undefined {
    return this.collection<T>(KV_COLLECTION).get(key);
  }

  set<T = Json>(key: string, value: T, options?: SetOptions): void {
    this.collection<T>(KV_COLLECTION).set(key, value, options);
  }

  delete(key: string): boolean {
    return this.collection(KV_COLLECTION).delete(key);
  }

  private assertOpen() {
    if (this.closed) throw new Error(`Store ${this.file} is closed`);
  }

  private changed() {
    this.dirty = true;
    if (this.closed || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush().catch((error: unknown) => console.error(`[sandbox] writing ${this.file} failed`, error));
    }, this.debounceMs);
    // A pending write never keeps the process alive; close() flushes on shutdown.
    this.timer.unref();
  }

  /** Writes pending changes now (atomically: temporary file, then rename). */
  flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    // Writes are chained, so two flushes never race on the same file.
    this.writing = this.writing
      .catch(() => undefined)
      .then(async () => {
        if (!this.dirty) return;
        this.dirty = false;
        const snapshot: FileShape = { version: 1, collections: {} };
        const now = Date.now();
        for (const [name, map] of this.collections) {
          const out: Record<string, Entry> = {};
          for (const [id, entry] of map) {
            if (entry.expiresAt === undefined || entry.expiresAt > now) out[id] = entry;
          }
          if (Object.keys(out).length > 0) snapshot.collections[name] = out;
        }
        const temporary = `${this.file}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
        try {
          await writeFile(temporary, JSON.stringify(snapshot), "utf8");
          await rename(temporary, this.file);
        } catch (error) {
          this.dirty = true;
          await unlink(temporary).catch(() => undefined);
          throw error;
        }
      });
    return this.writing;
  }

  /** Flushes and refuses further writes. Safe to call twice. */
  async close(): Promise<void> {
    if (this.closed) return this.writing;
    await this.flush();
    this.closed = true;
  }
}

export function openStore(options: StoreOptions): Promise<JsonStore> {
  return JsonStore.open(options);
}
