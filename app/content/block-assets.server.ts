import { readFileSync } from "node:fs";
import path from "node:path";

import type { BlockAssets } from "./block-props";
import type { BlockKind } from "./block-schemas";
import { runsInBrowser } from "./registry";

/** The part of Vite's client manifest that is read here (the Remix build moves it to build/.vite/client-manifest.json). */
interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
export type ClientManifest = Record<string, ManifestChunk>;

/** Where a kind's module is in the source (app/content/registry.ts imports it from there). */
const blockModulePath = (kind: BlockKind) => `app/content/blocks/${kind}/${kind}.tsx`;
const BLOCK_IMPORTS_PATH = "app/content/block-imports.ts";

/**
 * What the given kinds' chunks need, with what they import, each once: every
 * kind's stylesheets, and the modules of the kinds that run in the browser
 * (the others are never hydrated on a first load: ./registry.ts). A kind
 * missing from the manifest (a build without it) contributes nothing.
 */
export function blockAssetsFrom(
  manifest: ClientManifest,
  kinds: Iterable<BlockKind>,
  runsInBrowser: (kind: BlockKind) => boolean,
  base = "/",
): BlockAssets {
  const styles = new Set<string>();
  const modules = new Set<string>();
  const visit = (key: string, seen: Set<string>, withModules: boolean) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    if (withModules) modules.add(base + chunk.file);
    for (const css of chunk.css ?? []) styles.add(base + css);
    for (const imported of chunk.imports ?? []) visit(imported, seen, withModules);
  };
  const unique = [...new Set(kinds)];
  for (const kind of unique) visit(blockModulePath(kind), new Set(), runsInBrowser(kind));
  // The table of imports comes first when any kind is loaded in the browser (./registry.ts).
  if (unique.some(runsInBrowser)) visit(BLOCK_IMPORTS_PATH, new Set(), true);
  return { styles: [...styles], modules: [...modules] };
}

let manifest: ClientManifest | undefined;

/**
 * The client build's manifest, read once, from the build directory the portal
 * serves (server/portal.ts: `build/` under the working directory). In
 * development and in unit tests there is none (Vite serves styles through its
 * own client) and blocks link nothing.
 */
function clientManifest(): ClientManifest {
  if (!manifest) {
    try {
      manifest = JSON.parse(readFileSync(path.resolve("build/.vite/client-manifest.json"), "utf8")) as ClientManifest;
    } catch {
      manifest = {};
    }
  }
  return manifest;
}

export const blockAssets = (kinds: Iterable<BlockKind>): BlockAssets =>
  blockAssetsFrom(clientManifest(), kinds, runsInBrowser);
